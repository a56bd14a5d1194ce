import type { ChildProcess } from 'node:child_process';

/**
 * Sends `signal` to `child`'s process group: each emulator is started detached, in a group of
 * its own, and runs its server in processes of its own within it. A group already gone is left.
 */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}
