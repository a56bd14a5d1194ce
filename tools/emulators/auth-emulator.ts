/**
 * firebase-tools' Auth emulator, on free ports of 127.0.0.1, for the tests and
 * `npm run dev:organisers`. The organisers sign in by e-mail link: the emulator
 * sends no mail, it keeps each link, and a test (or the command, as a mailbox)
 * reads it from the emulator's REST API as the organiser would open it. Its accounts' ID tokens are what
 * the Firestore emulator's rules see as `request.auth`.
 *
 * firebase-tools 14.18.0 is pinned: later versions refuse to start any
 * emulator on Java below 21, and this machine's is 17 (the Auth emulator
 * itself is JavaScript and needs no Java). The CLI is started with a
 * firebase.json of its own in a temporary folder, so the repo's hosting
 * config (and its predeploy) never comes into it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { killGroup } from './process-group.ts';

/**
 * The emulator reads its API description as it starts: about 2 s on an idle machine, but
 * far longer on two cores shared with builds.
 */
export const START_TIMEOUT_MS = 180_000;

export interface SignInLink {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

export interface AuthEmulator {
  /** A `demo-` project: the emulators never reach a real one under such an id. */
  projectId: string;
  /** `127.0.0.1:port`, what the SDK's connectAuthEmulator and FIREBASE_AUTH_EMULATOR_HOST take. */
  host: string;
  /** `http://127.0.0.1:port` */
  origin: string;
  /** The e-mail links the emulator would have sent, oldest first (it forgets none until it stops). */
  signInLinks(email?: string): Promise<SignInLink[]>;
  /** Forget every account. */
  clear(): Promise<void>;
  stop(): Promise<void>;
}

async function waitUntilAnswering(
  origin: string,
  projectId: string,
  child: ChildProcess | null,
  log: () => string,
) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the Auth emulator stopped:\n${log()}`);
    try {
      const answer = await fetch(`${origin}/emulator/v1/projects/${projectId}/config`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the Auth emulator did not answer within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

/**
 * Starts the emulator for `projectId`. Give each test file a project of its own: the
 * Firestore emulator is shared by the run's files, which clear their project's data.
 * `anyProject`: it answers a call that names another project too, as the one started for a
 * whole test run does (connectAuthEmulator); a call with only an API key, as a browser's, is
 * always `projectId`'s.
 */
export async function startAuthEmulator(
  projectId: string,
  { anyProject = false, onSpawned }: { anyProject?: boolean; onSpawned?: (host: string) => void } = {},
): Promise<AuthEmulator> {
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const folder = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  // The hub and the logging emulator are started with every emulator; left to
  // their default ports (4400, 4500) two test runs on one machine would collide.
  writeFileSync(
    join(folder, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: !anyProject,
      },
    }),
  );
  const cli = resolve('node_modules/firebase-tools/lib/bin/firebase.js');
  const child = spawn(
    process.execPath,
    [
      // Validators compiled as each call first needs one: it answers in a third of the time.
      '--require',
      fileURLToPath(new URL('./auth-emulator-lazy-schemas.cjs', import.meta.url)),
      cli,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      join(folder, 'firebase.json'),
    ],
    {
      cwd: folder,
      // CI: no prompts, no update check, no usage reports. HOME and TMPDIR: the CLI's settings
      // and its hub's locator file (named by project only) stay apart from other runs'.
      env: { ...process.env, CI: 'true', HOME: folder, TMPDIR: folder },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  // A process that ends without calling stop() (a dev server's own TERM handler exits at once)
  // must not leave the emulator running: exit handlers run only synchronous code.
  const killOnExit = () => {
    killGroup(child, 'SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      // The CLI runs the emulator in its own process; the group holds both.
      killGroup(child, 'SIGTERM');
      const stopped = await Promise.race([
        exited,
        new Promise((wait) => setTimeout(() => wait('late'), 10_000)),
      ]);
      if (stopped === 'late') killGroup(child, 'SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  };
  onSpawned?.(`127.0.0.1:${port}`);
  try {
    await waitUntilAnswering(origin, projectId, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return emulatorFor(origin, projectId, stop);
}

/**
 * One project of an emulator started by another process (startAuthEmulator with
 * `anyProject`), at `host` (`127.0.0.1:port`), once it answers: it may still be starting.
 * Stopping it forgets the project's accounts; the emulator runs on.
 */
export async function connectAuthEmulator(host: string, projectId: string): Promise<AuthEmulator> {
  const origin = `http://${host}`;
  await waitUntilAnswering(origin, projectId, null, () => `(started by another process, at ${host})`);
  const emulator = emulatorFor(origin, projectId, () => emulator.clear());
  return emulator;
}

function emulatorFor(origin: string, projectId: string, stop: () => Promise<void>): AuthEmulator {
  const projectPath = `${origin}/emulator/v1/projects/${projectId}`;
  return {
    projectId,
    host: new URL(origin).host,
    origin,
    async signInLinks(email) {
      const answer = await fetch(`${projectPath}/oobCodes`);
      if (!answer.ok) throw new Error(`oobCodes: HTTP ${answer.status}`);
      const { oobCodes } = (await answer.json()) as { oobCodes: SignInLink[] };
      return oobCodes.filter(
        (link) => link.requestType === 'EMAIL_SIGNIN' && (email === undefined || link.email === email),
      );
    },
    async clear() {
      const answer = await fetch(`${projectPath}/accounts`, { method: 'DELETE' });
      if (!answer.ok) throw new Error(`DELETE accounts: HTTP ${answer.status}`);
    },
    stop,
  };
}
