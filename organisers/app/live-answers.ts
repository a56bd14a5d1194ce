/**
 * Firestore's answers to a live query as an async stream, for TanStack Query's `streamedQuery`:
 * stopped when the query is given up (its screen left). An error ends the stream: the screen
 * says so and offers to read again.
 */
export async function* liveAnswers<Read>(
  watch: (onRead: (read: Read) => void, onError: (error: Error) => void) => () => void,
  signal: AbortSignal,
): AsyncGenerator<Read> {
  const waiting: Read[] = [];
  const ended: { by: Error | null } = { by: null };
  let wake: (() => void) | null = null;
  const stop = watch(
    (read) => {
      waiting.push(read);
      wake?.();
    },
    (error) => {
      ended.by = error;
      wake?.();
    },
  );
  const stopped = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
  try {
    while (!signal.aborted) {
      // An answer may be null (a document not written yet): what counts is that one came.
      if (waiting.length > 0) {
        yield waiting.shift() as Read;
        continue;
      }
      if (ended.by) throw ended.by;
      await Promise.race([new Promise<void>((resolve) => (wake = resolve)), stopped]);
      wake = null;
    }
  } finally {
    stop();
  }
}
