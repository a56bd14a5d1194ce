/**
 * `npm run editor` as a volunteer runs it: the address it prints opens the editor, whatever
 * the request accepts, and Ctrl + C stops it. What the editor does once open is
 * tests/e2e/editor.test.ts's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';

let command: ChildProcess | undefined;
let output = '';
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** The address the command prints for the editor, once it has built it and listens. */
function printedAddress(): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address printed:\n${output}`)), 150_000);
    const look = () => {
      const match = /A szerkesztő: (http:\/\/127\.0\.0\.1:\d+\/admin\/)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      } else if (command && ended(command)) {
        clearTimeout(timer);
        reject(new Error(`the command ended:\n${output}`));
      }
    };
    command?.stdout?.on('data', look);
    command?.once('exit', look);
    look();
  });
}

afterAll(async () => {
  if (!command || ended(command)) return;
  const exited = new Promise((done) => command!.once('exit', done));
  process.kill(-command.pid!, 'SIGINT');
  await Promise.race([exited, new Promise((wait) => setTimeout(wait, 20_000))]);
  if (!ended(command)) process.kill(-command.pid!, 'SIGKILL');
}, 30_000);

describe('npm run editor', () => {
  it('prints the address that opens the editor, for a browser and any other client', async () => {
    // As a volunteer's terminal runs it: not in the test runner's mode.
    const env = { ...process.env };
    delete env.NODE_ENV;
    delete env.VITEST;
    command = spawn('npm', ['run', 'editor'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    command.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    command.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const address = await printedAddress();

    for (const accept of ['text/html,application/xhtml+xml', '*/*', '']) {
      const answer = await fetch(address, { headers: accept ? { accept } : {} });
      expect(answer.status, `Accept: ${accept || '(none)'}`).toBe(200);
      const html = await answer.text();
      expect(html).toContain('<title>Szerkesztő</title>');
      const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
      expect(script, 'the editor’s script').toBeDefined();
      expect((await fetch(new URL(script!, address))).status).toBe(200);
    }
    expect(output).not.toMatch(/error/i);

    const exited = new Promise((done) => command!.once('exit', done));
    process.kill(-command.pid!, 'SIGINT');
    await exited;
    await expect(fetch(address)).rejects.toThrow();
  }, 200_000);
});
