/**
 * `npm run dev:organisers` as a newcomer runs it, on a machine with no Firebase account: the
 * command starts its own emulators on free ports, prints a sign-in link; the link opened in
 * Chromium at 375 px signs the first organiser in, a trip of today or the coming week is called off,
 * and the home page of the same development server shows that trip's card *Elmarad*. Ctrl + C
 * (SIGINT) stops everything it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ORGANISERS } from '../../tools/dev-organisers.ts';
import { chromiumForThisFile, visitorContext, watchPageProblems } from '../support/browser.ts';

const browser = chromiumForThisFile();
let command: ChildProcess | undefined;
let output = '';
const REASON = 'Az útlezárás miatt elmarad.';

/** True once the process has ended, by itself or by a signal. */
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Resolves with the first match of `pattern` in the command's output. */
function printed(pattern: RegExp, timeout: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not printed in time: ${pattern}\n${output}`)), timeout);
    const look = () => {
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        command?.stdout?.off('data', look);
        resolve(match);
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

beforeAll(() => {
  // As a volunteer's terminal runs it: not in the test runner's mode.
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.VITEST;
  command = spawn('npm', ['run', 'dev:organisers', '--', '--port', '0'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  command.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  command.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
});

afterAll(async () => {
  // A test that failed half-way: Ctrl + C, so the command stops its emulators, then whatever is left.
  if (!command || ended(command)) return;
  const exited = new Promise((done) => command!.once('exit', done));
  process.kill(-command.pid!, 'SIGINT');
  await Promise.race([exited, new Promise((wait) => setTimeout(wait, 20_000))]);
  if (!ended(command)) process.kill(-command.pid!, 'SIGKILL');
}, 30_000);

describe('npm run dev:organisers', () => {
  it('prints a sign-in link; the organiser calls a trip off and the home card says Elmarad; Ctrl + C stops it all', async () => {
    const [, link] = await printed(new RegExp(`Belépési link \\(${DEV_ORGANISERS[0]}\\): (\\S+)`), 180_000);
    const [, site] = await printed(/A honlap, a helyi Firestore-ból: (\S+)/, 1000);
    const origin = new URL(site!).origin;
    const emulators = [...output.matchAll(/127\.0\.0\.1:\d+/g)].map((match) => match[0]);

    const context = await visitorContext(browser(), 'phone');
    const page = await context.newPage();
    const problems = watchPageProblems(page, (url) => url.startsWith('http://127.0.0.1:'));
    await page.goto(link!);
    // Opened outside the browser that asked for it: the page asks for the address.
    await page.getByLabel('E-mail-cím').fill(DEV_ORGANISERS[0], { timeout: 60_000 });
    await page.getByRole('button', { name: 'Belépés' }).click();
    await page.getByText(`Belépve: ${DEV_ORGANISERS[0]}`).waitFor({ timeout: 30_000 });

    // The season was moved to today: a trip today or within the week is offered first. Today's
    // stands under "Ma" (the middle trip lands on Budapest's today one day in seven), the
    // week's under its own heading.
    const soon = page.locator('section', {
      has: page.getByRole('heading', { name: /^(Ma|A következő hét napban)$/ }),
    });
    const card = soon.getByRole('listitem').first();
    await card.waitFor({ timeout: 20_000 });
    // The card's heading: `2026.11.28 · <name>`.
    const name = (await card.getByRole('heading').first().textContent())!.split(' · ').slice(1).join(' · ');
    expect(name).not.toBe('');
    await card.getByRole('button', { name: 'elmarad' }).click();
    await card.getByLabel('Indoklás (kötelező)').fill(REASON);
    await card.getByRole('button', { name: 'Mentés: elmarad' }).click();
    await card.getByText('Mentve.').waitFor({ timeout: 15_000 });

    const home = await context.newPage();
    const homeProblems = watchPageProblems(home, (url) => url.startsWith('http://127.0.0.1:'));
    await home.goto(`${origin}/`);
    const homeCard = home.locator('article.event-card', { hasText: name });
    await expect
      .poll(
        () =>
          homeCard
            .locator('.trip-status')
            .textContent({ timeout: 5000 })
            .catch(() => null),
        {
          timeout: 60_000,
        },
      )
      .toBe(`Elmarad ${REASON}`);
    expect([...problems, ...homeProblems]).toEqual([]);
    await context.close();

    // Ctrl + C: the command ends, and nothing it started answers any more.
    const exited = new Promise((done) => command!.once('exit', done));
    process.kill(-command!.pid!, 'SIGINT');
    await exited;
    for (const host of new Set([new URL(origin).host, ...emulators]))
      await expect(fetch(`http://${host}/`), host).rejects.toThrow();
  }, 300_000);
});
