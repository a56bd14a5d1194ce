/**
 * One yes-or-no fact that screens follow with useSyncExternalStore (a new
 * version waits; the program shown is the saved copy). Plain TypeScript, so
 * the offline code that sets the fact needs no React.
 */
// Function properties rather than methods: screens hand `subscribe` and `get` on by themselves.
export interface FlagStore {
  subscribe: (listener: () => void) => () => void;
  get: () => boolean;
  set: (value: boolean) => void;
}

export function createFlagStore(): FlagStore {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    set(next) {
      if (value === next) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
  };
}
