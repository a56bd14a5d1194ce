/**
 * Writes one season's bundled event list (`src/content/events/<season>.json`,
 * or another JSON list with --file) into Firestore as documents of `event`,
 * one per event, document id = season and event id (`2026-7`). Every season
 * lives in the one collection: seeding 2026 never writes or deletes a 2025
 * document; the same season's documents are overwritten.
 *
 *   npm run seed:firestore -- --season 2026 --dry-run        # list the document ids it would write
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm run seed:firestore -- --project demo-club
 *   GOOGLE_APPLICATION_CREDENTIALS=~/keys/club.json npm run seed:firestore -- --project <projektazonosító> --yes
 *
 * Each event is written with its change ids and a history entry, and the
 * change marker moves (tools/admin-changes.ts), as an organiser's change does.
 *
 * Credentials: none for the emulator. For a real project, the Admin SDK's
 * application default credentials: a service-account key file named by
 * GOOGLE_APPLICATION_CREDENTIALS (kept outside the repo, never committed), or
 * `gcloud auth application-default login`. The Admin SDK is not bound by
 * firestore.rules, which is why browsers cannot write and this script can.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readdirSync } from 'node:fs';
import { StoredEventListSchema, type StoredEvent } from '../schema/event.ts';
import { CONTENT_PATHS } from '../content-check/content-check.ts';
import { seasonOf } from '../src/lib/seasons.ts';
import { seasonDocumentId } from '../schema/collections.ts';
import { openAdminFirestore, projectToWrite, whereWritten } from './admin-project.ts';
import { EVENTS_COLLECTION, HISTORY_COLLECTION } from '../schema/collections.ts';
import { withArticle } from '../src/lib/hungarian-article.ts';
import { runAsCommand } from './command.ts';

export interface SeedDocument {
  id: string;
  data: Omit<StoredEvent, 'firestoreId'>;
}

/**
 * The documents to write for one season's event list: checked against the
 * event schema (the same one the site reads with), every event in that
 * season, ids unique within it, sorted by id. Throws with every problem
 * listed, so nothing is written from a broken file.
 */
export function buildSeedDocuments(list: unknown, season: number): SeedDocument[] {
  const parsed = StoredEventListSchema.safeParse(list);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(lista)'}: ${issue.message}`,
    );
    throw new Error(`Az eseménylista hibás, semmi sem íródott ki:\n${problems.join('\n')}`);
  }
  const problems: string[] = [];
  const first = new Map<number, number>();
  parsed.data.forEach((event, index) => {
    if (seasonOf(event.date) !== season) {
      problems.push(`  ${index}.date: ${event.date} nem ${withArticle(`${season}.`)} évadba esik`);
    }
    const earlier = first.get(event.id);
    if (earlier === undefined) first.set(event.id, index);
    else
      problems.push(
        `  ${index}.id: többször szereplő azonosító: ${event.id} (${withArticle(`${earlier}.`)} és ${withArticle(`${index}.`)} esemény is ${withArticle(seasonDocumentId(season, event.id))} dokumentum lenne)`,
      );
  });
  if (problems.length > 0) {
    throw new Error(`Az eseménylista hibás, semmi sem íródott ki:\n${problems.join('\n')}`);
  }
  return parsed.data
    .map(({ id, date, name, picture, pdf }) => ({
      id: seasonDocumentId(season, id),
      data: { id, date, name, picture, pdf },
    }))
    .sort((a, b) => a.data.id - b.data.id);
}

/** The latest bundled season, the default of --season. */
export function latestBundledSeason(): number {
  const seasons = readdirSync(resolve(CONTENT_PATHS.events))
    .filter((name) => /^\d{4}\.json$/.test(name))
    .map((name) => Number(name.slice(0, 4)))
    .sort((a, b) => a - b);
  const latest = seasons.at(-1);
  if (latest === undefined) throw new Error(`Nincs eseménylista a ${CONTENT_PATHS.events} mappában.`);
  return latest;
}

/** The command's work: `args` as its command line after the script's name. */
export async function seedFirestore(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      project: { type: 'string' },
      season: { type: 'string' },
      file: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
    },
  });
  if (values.season !== undefined && !/^\d{4}$/.test(values.season)) {
    throw new Error(`Az évad egy évszám, például: --season 2026 (kapott: ${values.season})`);
  }
  const season = values.season !== undefined ? Number(values.season) : latestBundledSeason();
  const file = values.file ?? `${CONTENT_PATHS.events}/${season}.json`;
  const documents = buildSeedDocuments(JSON.parse(readFileSync(resolve(file), 'utf8')), season);
  if (values['dry-run']) {
    for (const document of documents)
      console.log(`${document.id}\t${document.data.date}\t${document.data.name}`);
    console.log(
      `${documents.length} dokumentum íródna ${withArticle(`"${EVENTS_COLLECTION}"`)} gyűjteménybe (${season}. évad, ${file}); más évad dokumentumához nem nyúl.`,
    );
    return;
  }

  const projectId = projectToWrite(values.project, values.yes);
  // Loaded only here, so the tests of buildSeedDocuments need no Admin SDK.
  const { writeEventChanges } = await import('./admin-changes.ts');
  const db = await openAdminFirestore(projectId);
  // Each event with its history entry, the change marker moved: the site's open pages and the
  // quarter-hourly deploy check see the seeding as they see an organiser's change.
  await writeEventChanges(
    db,
    documents.map((document) => ({ documentId: document.id, fields: document.data })),
    'npm run seed:firestore',
  );
  console.log(
    `${documents.length} esemény kiírva: ${whereWritten(projectId)}, gyűjtemény "${EVENTS_COLLECTION}", mindegyikről bejegyzés ${withArticle(`"${HISTORY_COLLECTION}"`)} gyűjteménybe.`,
  );
}

runAsCommand(import.meta, seedFirestore);
