import { describe, expect, it } from 'vitest';
import { liveAnswers } from '../../../organisers/app/live-answers.ts';

/** A live read driven by hand: what the page's Firestore listener would call. */
function handDriven<Read>() {
  const calls: { onRead?: (read: Read) => void; onError?: (error: Error) => void; stopped: boolean } = {
    stopped: false,
  };
  const watch = (onRead: (read: Read) => void, onError: (error: Error) => void) => {
    calls.onRead = onRead;
    calls.onError = onError;
    return () => {
      calls.stopped = true;
    };
  };
  return { calls, watch };
}

describe('a live read as a stream of answers', () => {
  it('passes on every answer in order, null ones too (a document not written yet)', async () => {
    const { calls, watch } = handDriven<number | null>();
    const stop = new AbortController();
    const stream = liveAnswers(watch, stop.signal);
    const first = stream.next();
    calls.onRead?.(null);
    expect(await first).toEqual({ value: null, done: false });
    calls.onRead?.(3);
    calls.onRead?.(4);
    expect(await stream.next()).toEqual({ value: 3, done: false });
    expect(await stream.next()).toEqual({ value: 4, done: false });
    const last = stream.next();
    stop.abort();
    expect(await last).toEqual({ value: undefined, done: true });
    expect(calls.stopped).toBe(true);
  });

  it('ends with the listener’s error, and stops listening', async () => {
    const { calls, watch } = handDriven<string>();
    const stream = liveAnswers(watch, new AbortController().signal);
    const next = stream.next();
    calls.onError?.(new Error('permission-denied'));
    await expect(next).rejects.toThrow('permission-denied');
    expect(calls.stopped).toBe(true);
  });
});
