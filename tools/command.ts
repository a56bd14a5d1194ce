/**
 * How a maintainers' command starts and ends: its work is a function of its arguments, run when
 * Node (through tsx, as `npm run …` starts it) runs the file itself, and callable by a test in
 * its own process with the same arguments, printing the same lines and giving the same exit code.
 */
import { existsSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';

/** What a command's work gives back: its exit code, or nothing for 0. A refusal is a thrown Error. */
export type CommandMain = (args: string[]) => Promise<number | void> | number | void;

/** The exit code of `main(args)`, a refusal printed as one line on stderr (its message) and 1. */
export async function exitCodeOf(main: CommandMain, args: string[]): Promise<number> {
  try {
    return (await main(args)) ?? 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

/**
 * Runs `main` with the command line's arguments when `meta` is the file Node was asked to run,
 * and ends the process with its exit code when that is not 0: the Admin SDK's open connections
 * would otherwise keep a refused command waiting. Imported by a test, it does nothing.
 */
export function runAsCommand(meta: ImportMeta, main: CommandMain): void {
  const script = process.argv[1];
  // The loader names a module by its real path; the command line, as typed or through a link.
  if (!script || !existsSync(script) || realpathSync(resolve(script)) !== meta.filename) return;
  void exitCodeOf(main, process.argv.slice(2)).then((code) => {
    if (code !== 0) process.exit(code);
  });
}
