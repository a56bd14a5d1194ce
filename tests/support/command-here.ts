/**
 * A maintainers' command run two ways (tools/command.ts): as the command, a Node process of its
 * own started as `npm run` starts it (commandAsTyped), or its work in the test's own process
 * (commandHere), with the same arguments and environment, printing the same lines and giving
 * the same exit code. A run as a command loads tsx and the SDK anew, seconds on two busy cores;
 * a file runs each command once so, and its other cases here.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { format } from 'node:util';
import { vi } from 'vitest';
import { exitCodeOf, type CommandMain } from '../../tools/command.ts';

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `script` as `npm run` starts it: the project's own tsx (npx would only add start-up time), from
 * the project's folder, `env` over this process's environment (undefined removes a variable).
 */
export function commandAsTyped(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(
      join('node_modules', '.bin', 'tsx'),
      [script, ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * `main`'s work in this process, `env` over this process's environment while it runs. One run at
 * a time: it prints through this process's console.
 */
export async function commandHere(
  main: CommandMain,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  const printed = [
    vi
      .spyOn(console, 'log')
      .mockImplementation((...parts: unknown[]) => void (stdout += `${format(...parts)}\n`)),
    vi
      .spyOn(console, 'error')
      .mockImplementation((...parts: unknown[]) => void (stderr += `${format(...parts)}\n`)),
  ];
  try {
    return { code: await withEnvironment(env, () => exitCodeOf(main, args)), stdout, stderr };
  } finally {
    for (const spy of printed) spy.mockRestore();
  }
}

/** `work` with `env` over this process's environment (undefined removes a variable), restored after. */
export async function withEnvironment<T>(
  env: Record<string, string | undefined>,
  work: () => Promise<T>,
): Promise<T> {
  const before = { ...process.env };
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  try {
    return await work();
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
    Object.assign(process.env, before);
  }
}

/** Closes the Admin SDK's apps the runs here opened for `project`, as a command's process ends with its own. */
export async function closeAdminAppsOf(project: string): Promise<void> {
  const { deleteApp, getApps } = await import('firebase-admin/app');
  await Promise.all(
    getApps()
      .filter((app) => app.name.includes(project))
      .map((app) => deleteApp(app)),
  );
}
