/**
 * `npm run events:migrate [-- --project <id>] [--yes]`: brings the event documents written
 * before the change model into it, with the Admin SDK. Each document that still carries
 * `updatedBy` (an organiser's address, which older versions of the organisers' page stamped
 * on the public document) or has no change ids yet is written again without `updatedBy`,
 * with its change ids and a new updatedAt, leaving a history entry (its `before` keeps the
 * document as it was, for organisers only), and the change marker moves
 * (tools/admin-changes.ts). Documents already migrated are left alone, so it can run again.
 *
 * docs/firestore.md: run it just before the new rules are deployed and once more right after
 * (an organisers' page still open in between writes `updatedBy`). A real project (no
 * FIRESTORE_EMULATOR_HOST) needs --yes.
 */
import { parseArgs } from 'node:util';
import { LAST_CHANGE_FIELD } from '../schema/changes.ts';
import { openAdminFirestore, projectToWrite, whereWritten } from './admin-project.ts';
import { EVENTS_COLLECTION, HISTORY_COLLECTION } from '../schema/collections.ts';
import { withArticle } from '../src/lib/hungarian-article.ts';
import { runAsCommand } from './command.ts';

/** The command's work: `args` as its command line after the script's name. */
export async function migrateEvents(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { project: { type: 'string' }, yes: { type: 'boolean', default: false } },
  });
  const projectId = projectToWrite(values.project, values.yes);
  const db = await openAdminFirestore(projectId);
  const stored = await db.collection(EVENTS_COLLECTION).get();
  const due = stored.docs.filter(
    (document) =>
      document.get('updatedBy') !== undefined || typeof document.get(LAST_CHANGE_FIELD) !== 'string',
  );
  const { writeEventChanges } = await import('./admin-changes.ts');
  // The fields as stored; the change fields and updatedBy are the model's to write.
  await writeEventChanges(
    db,
    due.map((document) => ({ documentId: document.id, fields: document.data() })),
    'npm run events:migrate',
  );
  console.log(
    `${due.length} esemény átírva (${stored.size} dokumentumból; updatedBy törölve, változásazonosítók megadva, mindegyikről bejegyzés ${withArticle(`"${HISTORY_COLLECTION}"`)} gyűjteménybe): ${whereWritten(projectId)}.`,
  );
}

runAsCommand(import.meta, migrateEvents);
