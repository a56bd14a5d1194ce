/**
 * Resolves in a task of its own. Start-up work split at these points runs as
 * several short tasks instead of one long one, so a tap on the prerendered
 * page is answered in between rather than after all of it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
