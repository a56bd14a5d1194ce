/**
 * `npm run events:restore -- <file> [--project <id>] [--yes]`: puts back every event of a
 * file `npm run events:export` wrote, with the Admin SDK: each document with every field
 * of the file, a new updatedAt and new change ids, a history entry each (`before` = what
 * is stored now, or null), and the change marker moved (events that were gone counted as
 * restores), so open pages and the quarter-hourly deploy check follow
 * (tools/admin-changes.ts). Events stored now but not in the file stay as they are.
 *
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm run events:restore -- events-2026-11-27.json --project demo-club
 *   GOOGLE_APPLICATION_CREDENTIALS=~/keys/club.json npm run events:restore -- events-2026-11-27.json --project <projektazonosító> --yes
 *
 * A file that is not an export is refused before anything is written, naming the file and
 * the field. A real project (no FIRESTORE_EMULATOR_HOST) needs --yes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Firestore } from 'firebase-admin/firestore';
import { parseExport, type PortableValue } from './events-export-file.ts';
import { openAdminFirestore, projectToWrite, whereWritten } from './admin-project.ts';
import { EVENTS_COLLECTION, HISTORY_COLLECTION } from '../schema/collections.ts';
import { withArticle } from '../src/lib/hungarian-article.ts';
import { runAsCommand } from './command.ts';

/** The file's value as the Admin SDK writes it. */
async function fromPortable(db: Firestore, value: PortableValue): Promise<unknown> {
  const { GeoPoint, Timestamp } = await import('firebase-admin/firestore');
  const convert = (item: PortableValue): unknown => {
    if (item === null || typeof item !== 'object') return item;
    if (Array.isArray(item)) return item.map(convert);
    if ('$timestamp' in item && typeof item.$timestamp === 'string')
      return Timestamp.fromDate(new Date(item.$timestamp));
    if ('$geopoint' in item && typeof item.$geopoint === 'object' && item.$geopoint !== null)
      return new GeoPoint(
        (item.$geopoint as { latitude: number }).latitude,
        (item.$geopoint as { longitude: number }).longitude,
      );
    if ('$bytes' in item && typeof item.$bytes === 'string') return Buffer.from(item.$bytes, 'base64');
    if ('$reference' in item && typeof item.$reference === 'string') return db.doc(item.$reference);
    return Object.fromEntries(Object.entries(item).map(([field, inner]) => [field, convert(inner)]));
  };
  return convert(value);
}

/** The command's work: `args` as its command line after the script's name. */
export async function restoreEvents(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { project: { type: 'string' }, yes: { type: 'boolean', default: false } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0)
    throw new Error('Egy mentés fájlját adja meg: npm run events:restore -- events-2026-11-27.json');
  let text: string;
  try {
    text = readFileSync(resolve(file), 'utf8');
  } catch (error) {
    throw new Error(`${file}: nem olvasható (${(error as NodeJS.ErrnoException).code ?? String(error)}).`, {
      cause: error,
    });
  }
  const saved = parseExport(file, text);
  const projectId = projectToWrite(values.project, values.yes);
  const db = await openAdminFirestore(projectId);
  const changes = [];
  for (const event of saved.events) {
    const fields: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(event.fields)) fields[field] = await fromPortable(db, value);
    changes.push({ documentId: event.id, fields });
  }
  const { writeEventChanges } = await import('./admin-changes.ts');
  const written = await writeEventChanges(db, changes, 'npm run events:restore', {
    absent: 'restore',
    rewrite: 'restore',
  });
  const back = written.changes.filter((change) => change.kind === 'restore').length;
  console.log(
    `${back} esemény visszatöltve ${withArticle(file)} mentésből (${saved.project} projekt, ${saved.exportedAt}): ${whereWritten(projectId)}, gyűjtemény "${EVENTS_COLLECTION}", mindegyikről bejegyzés ${withArticle(`"${HISTORY_COLLECTION}"`)} gyűjteménybe.`,
  );
}

runAsCommand(import.meta, restoreEvents);
