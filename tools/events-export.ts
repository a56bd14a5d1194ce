/**
 * `npm run events:export [-- --out <folder>] [--root <dir>]`: a copy of the club's
 * program off Firestore. Reads every document of the public `event` collection as a
 * visitor's browser can (no sign-in, pages of 200: tools/public-events.ts) and writes
 * `events-<yyyy-MM-dd>.json` (the day in Budapest) into the folder (the current one unless
 * given): each document id with the fields visitors read, never `updatedBy`
 * (tools/events-export-file.ts). `npm run events:restore -- <file>` puts it back.
 *
 * The nightly deploy run keeps the file as an artifact for 90 days. The project comes from
 * the build's variables (VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY,
 * VITE_FIRESTORE_EMULATOR_HOST; the shell or .env files). Exit status 0 when written,
 * 2 when there is no project or the collection could not be read.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Bytes, DocumentReference, GeoPoint, setLogLevel, Timestamp } from 'firebase/firestore/lite';
import { loadEnv } from 'vite';
import { firebaseConfigFromEnv } from '../src/data/firebase-config.ts';
import { buildExport, exportFileName, type ValueReader } from './events-export-file.ts';
import { readAllEvents, readFailure } from './public-events.ts';
import { markdownText, stepSummary } from './step-summary.ts';
import { EVENTS_COLLECTION } from '../schema/collections.ts';
import { withCapitalArticle } from '../src/lib/hungarian-article.ts';
import { runAsCommand } from './command.ts';

/** The web SDK's special values. */
const WEB_VALUES: ValueReader = {
  timestamp: (value) => (value instanceof Timestamp ? value.toDate() : null),
  geopoint: (value) =>
    value instanceof GeoPoint ? { latitude: value.latitude, longitude: value.longitude } : null,
  bytes: (value) => (value instanceof Bytes ? value.toBase64() : null),
  reference: (value) => (value instanceof DocumentReference ? value.path : null),
};

const SUMMARY_TITLE = 'Az események mentése (npm run events:export)';

function fail(line: string): number {
  console.error(line);
  stepSummary(SUMMARY_TITLE, [`**${markdownText(line)}**`]);
  return 2;
}

/** The command's work: `args` as its command line after the script's name; its exit code. */
export async function exportEvents(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string', default: '.' }, root: { type: 'string', default: '.' } },
  });
  const config = firebaseConfigFromEnv(loadEnv('production', resolve(values.root), 'VITE_'));
  if (!config) return fail('Nincs Firebase-projekt beállítva (VITE_FIREBASE_PROJECT_ID): nincs mit menteni.');
  const where = `"${config.projectId}" projekt${config.emulatorHost ? `, emulátor: ${config.emulatorHost}` : ''}`;
  // The SDK would print its own multi-line report of a failure; this says it in one line.
  setLogLevel('silent');
  let documents;
  try {
    documents = await readAllEvents(config);
  } catch (error) {
    return fail(
      `${withCapitalArticle(`"${EVENTS_COLLECTION}"`)} gyűjtemény nem olvasható (${where}): ${readFailure(error)}. Nem készült mentés.`,
    );
  }
  const now = new Date();
  const file = join(resolve(values.out), exportFileName(now));
  mkdirSync(resolve(values.out), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify(buildExport(config.projectId, now, documents, WEB_VALUES), null, 2)}\n`,
  );
  const line = `${documents.length} esemény mentve ide: ${file} (${where}). Visszatöltés: npm run events:restore -- ${file}`;
  console.log(line);
  stepSummary(SUMMARY_TITLE, [markdownText(line)]);
  return 0;
}

runAsCommand(import.meta, exportEvents);
