/**
 * `npm run dev:organisers`: the organisers' page on a laptop, without a Firebase account.
 * It starts the Firestore emulator (from its jar, under firestore.rules) and the Auth
 * emulator (firebase-tools), lists two organisers, writes the latest bundled season moved
 * on by whole weeks so that about half of it is still ahead (each event with its change
 * ids and history entry, the change marker moved, as `npm run seed:firestore` writes), and
 * serves on 127.0.0.1 (port 5173, or the next free one) the site reading that Firestore and
 * /szervezo/ signed in against it. It prints a sign-in link for the first organiser, and
 * every link the page asks for later: the emulator sends no mail.
 *
 *   npm run dev:organisers
 *   npm run dev:organisers -- --port 0      # any free port (the tests)
 *
 * Everything lives in the emulators' memory and is gone at Ctrl + C.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import type { ViteDevServer } from 'vite';
import type { StoredEvent } from '../schema/event.ts';
import { addIsoDays, budapestDay, eventDateToIso } from '../src/lib/dates.ts';
import { seasonOf } from '../src/lib/seasons.ts';
import { ORGANISERS_COLLECTION, seasonDocumentId } from '../schema/collections.ts';
import { latestBundledSeason, type SeedDocument } from './seed-firestore.ts';
import { startAuthEmulator, type AuthEmulator } from './emulators/auth-emulator.ts';
import {
  EMULATOR_MISSING,
  findFirestoreEmulatorJar,
  startFirestoreEmulator,
} from './emulators/firestore-emulator.ts';

/** A `demo-` project: the emulators never reach a real one under such an id. */
export const DEV_PROJECT = 'demo-szervezok';
/** The two organisers the command lists (`organisers/<address>`), the first one's link printed. */
export const DEV_ORGANISERS = ['anna.szervezo@example.hu', 'bela.szervezo@example.hu'] as const;

const toEventDate = (iso: string) => iso.replaceAll('-', '.');

/**
 * A bundled season's events moved on by whole weeks (a Saturday trip stays on a Saturday) so
 * that its middle event falls on `today` or within the week after: the trips before it are
 * past, the rest ahead, as in the middle of a season. Each under its own season's document id.
 */
export function demonstrationSeason(events: readonly StoredEvent[], today: string): SeedDocument[] {
  const dates = events.map((event) => eventDateToIso(event.date));
  const middle = [...dates].sort()[Math.floor(dates.length / 2)];
  if (!middle || dates.some((date) => date === null)) throw new Error('Az évad listája üres vagy hibás.');
  const daysBehind = Math.round((Date.parse(today) - Date.parse(middle)) / 86_400_000);
  const shift = Math.ceil(daysBehind / 7) * 7;
  return events.map(({ firestoreId: _unused, ...event }, index) => {
    const date = toEventDate(addIsoDays(dates[index]!, shift));
    return { id: seasonDocumentId(seasonOf(date)!, event.id), data: { ...event, date } };
  });
}

/** Asks the Auth emulator for a sign-in link to `email` leading to `page`, as the page's button does. */
async function signInLink(auth: AuthEmulator, email: string, page: string): Promise<string> {
  const answer = await fetch(
    `${auth.origin}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        requestType: 'EMAIL_SIGNIN',
        email,
        continueUrl: page,
        canHandleCodeInApp: true,
      }),
    },
  );
  if (!answer.ok) throw new Error(`accounts:sendOobCode: HTTP ${answer.status} ${await answer.text()}`);
  const link = (await auth.signInLinks(email)).at(-1)!;
  return pageLink(link.oobLink, page);
}

/** The emulator's link (its own action handler) as the page's address with the link's code. */
function pageLink(oobLink: string, page: string): string {
  const opened = new URL(page);
  for (const [name, value] of new URL(oobLink).searchParams)
    if (name !== 'continueUrl') opened.searchParams.set(name, value);
  return opened.href;
}

async function main() {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '5173' } } });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`A --port egy portszám, például 5173 (kapott: ${values.port})`);

  const stoppers: Array<() => Promise<unknown>> = [];
  // Once, however many signals arrive (a terminal's Ctrl + C reaches npm and this process).
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const stopOne of [...stoppers].reverse()) await stopOne().catch(() => undefined);
    })());
  // Run by node itself (package.json), not under tsx's launcher: the launcher answers a Ctrl + C
  // that its child is slow to acknowledge on a busy machine by killing it, and the emulators,
  // each in a process group of its own, then outlived the command.
  // A closed terminal window (SIGHUP) stops them as Ctrl + C does.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void stop().then(() => process.exit(0)));

  try {
    console.log('Az emulátorok indítása (az első indulás fél percig is eltarthat)…');
    // Without the jar (or Java), the one line EMULATOR_MISSING says how to get them: before
    // anything starts, where that can be told without starting Java.
    if (!findFirestoreEmulatorJar()) throw new Error(EMULATOR_MISSING);
    // Side by side: each spends seconds starting its own runtime (Java, firebase-tools), much of
    // it waiting. One failing, the other is stopped once it has started.
    const [firestoreStart, authStart] = await Promise.allSettled([
      startFirestoreEmulator(),
      startAuthEmulator(DEV_PROJECT),
    ]);
    if (firestoreStart.status === 'fulfilled') stoppers.push(() => firestoreStart.value.stop());
    if (authStart.status === 'fulfilled') stoppers.push(() => authStart.value.stop());
    if (firestoreStart.status === 'rejected') throw firestoreStart.reason;
    if (authStart.status === 'rejected') throw authStart.reason;
    const [firestore, auth] = [firestoreStart.value, authStart.value];

    // The Admin SDK (seeding) and Vite (the pages' VITE_ settings) read these from the environment.
    Object.assign(process.env, {
      FIRESTORE_EMULATOR_HOST: firestore.host,
      VITE_FIREBASE_PROJECT_ID: DEV_PROJECT,
      VITE_FIRESTORE_EMULATOR_HOST: firestore.host,
      VITE_AUTH_EMULATOR_HOST: auth.host,
      // The site as of today, the day the season was moved to, not a bundled season's day.
      VITE_DEMO_DAY: 'off',
    });
    const { openAdminFirestore } = await import('./admin-project.ts');
    const { writeEventChanges } = await import('./admin-changes.ts');
    const db = await openAdminFirestore(DEV_PROJECT);
    for (const email of DEV_ORGANISERS) await db.collection(ORGANISERS_COLLECTION).doc(email).set({});
    const season = latestBundledSeason();
    const bundled = JSON.parse(
      readFileSync(resolve(`src/content/events/${season}.json`), 'utf8'),
    ) as StoredEvent[];
    const documents = demonstrationSeason(bundled, budapestDay(new Date()));
    await writeEventChanges(
      db,
      documents.map((document) => ({ documentId: document.id, fields: document.data })),
      'npm run dev:organisers',
    );

    const { createLogger, createServer } = await import('vite');
    // A /szervezo/ tab closed or reloaded ends its proxied live-reload socket: Vite would print
    // that as an error with a stack trace, though nothing went wrong.
    const logger = createLogger();
    const siteLogger = {
      ...logger,
      error: (message: string, options?: Parameters<typeof logger.error>[1]) => {
        if (/ws proxy (socket )?error/.test(message) && message.includes('ECONNRESET')) return;
        logger.error(message, options);
      },
    };
    const organisers = await createServer({
      configFile: resolve('vite.organisers.config.ts'),
      server: { host: '127.0.0.1', port: 0, strictPort: false },
      logLevel: 'warn',
    });
    await organisers.listen();
    stoppers.push(() => organisers.close());
    const site: ViteDevServer = await createServer({
      configFile: resolve('vite.config.ts'),
      customLogger: siteLogger,
      server: {
        host: '127.0.0.1',
        port,
        strictPort: false,
        // One address for both: /szervezo/ (its page, scripts and live reload) from the page's own server.
        proxy: {
          '/szervezo': { target: organisers.resolvedUrls!.local[0]!.replace(/\/szervezo\/$/, ''), ws: true },
        },
      },
    });
    await site.listen();
    stoppers.push(() => site.close());

    const origin = site.resolvedUrls!.local[0]!.replace(/\/$/, '');
    const page = `${origin}/szervezo/`;
    const first = await signInLink(auth, DEV_ORGANISERS[0], page);
    console.log(`
A honlap, a helyi Firestore-ból: ${origin}/
A szervezők oldala: ${page}
Az emulátorok: Firestore ${firestore.host}, Authentication ${auth.host}
Szervezőként felvéve: ${DEV_ORGANISERS.join(', ')}
Belépési link (${DEV_ORGANISERS[0]}): ${first}
A link megnyitásakor az oldal a címet kéri: írja be a fentit. Levelet az emulátor nem küld:
az oldalon kért belépési linkeket is ide írja ki. ${documents.length} esemény a ${season}. évadból,
a mai naphoz igazítva. Minden adat a memóriában él, Ctrl + C-re eltűnik.`);

    // The mailbox: each link the page asks for from now on, as the organiser would find it.
    const printed = new Set((await auth.signInLinks()).map((link) => link.oobCode));
    const mailbox = setInterval(() => {
      auth
        .signInLinks()
        .then((links) => {
          for (const link of links.filter((candidate) => !printed.has(candidate.oobCode))) {
            printed.add(link.oobCode);
            console.log(`Belépési link (${link.email}): ${pageLink(link.oobLink, page)}`);
          }
        })
        .catch(() => undefined);
    }, 1000);
    stoppers.push(() => Promise.resolve(clearInterval(mailbox)));
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
