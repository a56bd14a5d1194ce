/**
 * A read still unanswered after this long counts as failed: on a stalled
 * connection the screens then show the saved program instead of waiting for ever.
 */
export const READ_TIMEOUT_MS = 8000;

/** A read that took too long; the code is the one Firestore uses for it, so it counts as temporary. */
export class ReadTimeoutError extends Error {
  readonly code = 'deadline-exceeded';
  constructor(ms: number) {
    super(`Firestore did not answer within ${ms / 1000} s.`);
    this.name = 'ReadTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ReadTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
