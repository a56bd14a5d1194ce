/**
 * `npm run housekeeping [-- --project <id>] [--now <ISO time>] [--yes]`: the nightly jobs
 * that must write (Admin SDK), run in one step of the deploy workflow with a service
 * account that holds only "Cloud Datastore User". Two jobs: history entries
 * (`eventHistory`) written more than HISTORY_KEPT_MONTHS months ago are deleted; trips'
 * lists (callers' names and numbers) are deleted LIST_KEPT_DAYS days after their trips,
 * their anonymous totals kept (tools/trip-list-closing.ts). Nothing else is touched. (A
 * Blaze project could leave both to TTL policies; the club's is not.)
 *
 * "Now" is the clock's unless --now (or HOUSEKEEPING_NOW) names another time, so a test
 * can run it on any date. A real project (no FIRESTORE_EMULATOR_HOST) needs --yes.
 */
import { parseArgs } from 'node:util';
import { subMonths } from 'date-fns';
import type { Firestore } from 'firebase-admin/firestore';
import { HISTORY_KEPT_MONTHS, LIST_KEPT_DAYS } from '../schema/changes.ts';
import { BATCH_WRITES } from './admin-changes.ts';
import { openAdminFirestore, projectToWrite, whereWritten } from './admin-project.ts';
import { markdownText, stepSummary } from './step-summary.ts';
import { closeTripLists } from './trip-list-closing.ts';
import { HISTORY_COLLECTION, TRIP_TOTALS_COLLECTION } from '../schema/collections.ts';
import { withArticle } from '../src/lib/hungarian-article.ts';
import { runAsCommand } from './command.ts';

/** The oldest time an entry is kept from: HISTORY_KEPT_MONTHS calendar months before now. */
const historyKeptFrom = (now: Date) => subMonths(now, HISTORY_KEPT_MONTHS);

/** Deletes the entries written before `from`, a batch at a time; how many. */
async function deleteHistoryBefore(db: Firestore, from: Date): Promise<number> {
  const { Timestamp } = await import('firebase-admin/firestore');
  let deleted = 0;
  for (;;) {
    const page = await db
      .collection(HISTORY_COLLECTION)
      .where('at', '<', Timestamp.fromDate(from))
      .limit(BATCH_WRITES)
      .get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const entry of page.docs) batch.delete(entry.ref);
    await batch.commit();
    deleted += page.size;
  }
}

/** `--now` as a time, or a Hungarian refusal. */
function nowFrom(value: string | undefined): Date {
  if (value === undefined) return new Date();
  const now = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(now.getTime()))
    throw new Error(`--now: ISO időpont kell, pl. 2026-11-27T03:17:00Z (kapott: ${value})`);
  return now;
}

/** The command's work: `args` as its command line after the script's name. */
export async function housekeeping(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      project: { type: 'string' },
      now: { type: 'string', default: process.env.HOUSEKEEPING_NOW || undefined },
      yes: { type: 'boolean', default: false },
    },
  });
  const now = nowFrom(values.now);
  const projectId = projectToWrite(values.project, values.yes);
  const db = await openAdminFirestore(projectId);
  const from = historyKeptFrom(now);
  const deleted = await deleteHistoryBefore(db, from);
  const line = `${deleted} történeti bejegyzés törölve ${withArticle(`"${HISTORY_COLLECTION}"`)} gyűjteményből (${from.toISOString()} előttiek, ${HISTORY_KEPT_MONTHS} hónapnál régebbiek): ${whereWritten(projectId)}.`;
  const closed = await closeTripLists(db, now);
  const lists = `${closed.length} jelentkezési lista törölve (a túra után ${LIST_KEPT_DAYS} nappal; név és telefonszám nélküli összesítőjük ${withArticle(`"${TRIP_TOTALS_COLLECTION}"`)} gyűjteményben)${closed.length ? `: ${closed.join(', ')}` : ''}.`;
  console.log(line);
  console.log(lists);
  stepSummary('Éjszakai karbantartás (npm run housekeeping)', [markdownText(line), markdownText(lists)]);
}

runAsCommand(import.meta, housekeeping);
