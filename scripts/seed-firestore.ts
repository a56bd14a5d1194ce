/**
 * Writes the bundled event list (or another JSON list) into Firestore as the
 * documents of `event`, one per event, document id = the event id as text.
 * Existing documents with the same ids are overwritten; others are left alone.
 *
 *   npm run seed:firestore -- --dry-run                      # print what would be written
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm run seed:firestore -- --project demo-club
 *   GOOGLE_APPLICATION_CREDENTIALS=~/keys/club.json npm run seed:firestore -- --project zold-osveny --yes
 *
 * Credentials: none for the emulator. For a real project, the Admin SDK's
 * application default credentials: a service-account key file named by
 * GOOGLE_APPLICATION_CREDENTIALS (kept outside the repo, never committed), or
 * `gcloud auth application-default login`. The Admin SDK is not bound by
 * firestore.rules, which is why browsers cannot write and this script can.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { EventListSchema, type ClubEvent } from '../schema/event';

export const EVENT_COLLECTION = 'event';

export interface SeedDocument {
  id: string;
  data: Omit<ClubEvent, 'firestoreId'>;
}

/**
 * The documents to write for an event list: checked against the event schema
 * (the same one the site reads with), ids unique, sorted by id. Throws with
 * every problem listed, so nothing is written from a broken file.
 */
export function buildSeedDocuments(list: unknown): SeedDocument[] {
  const parsed = EventListSchema.safeParse(list);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(lista)'}: ${issue.message}`,
    );
    throw new Error(`Az eseménylista hibás, semmi sem íródott ki:\n${problems.join('\n')}`);
  }
  const seen = new Set<number>();
  const duplicates = new Set<number>();
  for (const event of parsed.data) (seen.has(event.id) ? duplicates : seen).add(event.id);
  if (duplicates.size > 0) {
    throw new Error(`Az eseménylista hibás: többször szereplő azonosító: ${[...duplicates].join(', ')}`);
  }
  return parsed.data
    .map(({ id, date, name, picture, pdf }) => ({ id: String(id), data: { id, date, name, picture, pdf } }))
    .sort((a, b) => a.data.id - b.data.id);
}

async function main() {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      file: { type: 'string', default: 'src/content/events/2025.json' },
      'dry-run': { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
    },
  });
  const documents = buildSeedDocuments(JSON.parse(readFileSync(resolve(values.file), 'utf8')));
  if (values['dry-run']) {
    console.log(JSON.stringify(documents, null, 2));
    console.log(`${documents.length} dokumentum íródna a(z) "${EVENT_COLLECTION}" gyűjteménybe.`);
    return;
  }

  const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? process.env.VITE_FIREBASE_PROJECT_ID;
  if (!projectId) throw new Error('Adja meg a projektet: --project <projektazonosító>');
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  if (!emulator && !values.yes) {
    throw new Error(
      `A(z) "${projectId}" valódi projektbe írna (FIRESTORE_EMULATOR_HOST nincs megadva). ` +
        'Ha biztosan ezt akarja, futtassa újra a --yes kapcsolóval.',
    );
  }

  // Loaded only here, so the tests of buildSeedDocuments need no Admin SDK.
  const { initializeApp, applicationDefault } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  // Application default credentials: the key file named by GOOGLE_APPLICATION_CREDENTIALS or a
  // gcloud login. With FIRESTORE_EMULATOR_HOST set the SDK talks to the emulator and sends none.
  const app = initializeApp({ projectId, credential: applicationDefault() });
  const db = getFirestore(app);
  // A batch holds at most 500 writes.
  for (let start = 0; start < documents.length; start += 500) {
    const batch = db.batch();
    for (const document of documents.slice(start, start + 500)) {
      batch.set(db.collection(EVENT_COLLECTION).doc(document.id), document.data);
    }
    await batch.commit();
  }
  console.log(
    `${documents.length} esemény kiírva: ${emulator ? `emulátor ${emulator}` : 'projekt'} "${projectId}", gyűjtemény "${EVENT_COLLECTION}".`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
