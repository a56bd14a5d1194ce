/**
 * The emulators the tests and `npm run dev:organisers` start, each in a process group of its
 * own: a process that ends without stopping them (a dev server's own TERM handler exits at
 * once) must not leave them running on the organiser's laptop.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const folder = mkdtempSync(join(tmpdir(), 'emulators-exit-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const tool = (path: string) => JSON.stringify(pathToFileURL(resolve(path)).href);

/** Whether anything answers at `host` (`127.0.0.1:port`). */
const answers = (host: string) =>
  fetch(`http://${host}/`).then(
    () => true,
    () => false,
  );

describe('a process that ends without stopping its emulators', () => {
  it('leaves neither the Firestore nor the Auth emulator running, nor the Auth emulator’s folder', async () => {
    const script = join(folder, 'start-and-exit.mts');
    writeFileSync(
      script,
      [
        `import { startAuthEmulator } from ${tool('tools/emulators/auth-emulator.ts')};`,
        `import { startFirestoreEmulator } from ${tool('tools/emulators/firestore-emulator.ts')};`,
        `const [auth, firestore] = await Promise.all([startAuthEmulator('demo-exit-check'), startFirestoreEmulator()]);`,
        `const answering = await Promise.all([auth.host, firestore.host].map((host) => fetch('http://' + host + '/').then(() => true, () => false)));`,
        `console.log(JSON.stringify({ hosts: [auth.host, firestore.host], answering }));`,
        // Neither stop() called: the process ends as a dev server's TERM handler ends it.
        `process.exit(0);`,
      ].join('\n'),
    );
    // Its own temporary folder, where the Auth emulator keeps its settings while it runs.
    const temporary = mkdtempSync(join(folder, 'tmp-'));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, TMPDIR: temporary },
      timeout: 120_000,
    });
    const { hosts, answering } = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      hosts: string[];
      answering: boolean[];
    };
    expect(answering).toEqual([true, true]);
    for (const host of hosts)
      await expect.poll(() => answers(host), { timeout: 5000, message: host }).toBe(false);
    // (tsx keeps its cache there too.)
    expect(readdirSync(temporary).filter((name) => name.startsWith('auth-emulator-'))).toEqual([]);
  }, 150_000);
});
