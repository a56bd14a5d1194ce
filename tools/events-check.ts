/**
 * `npm run events:check [-- --root <dir>]`: reads every document of the
 * club's Firestore collection `event` as a visitor's browser can (no sign-in,
 * the Firebase web SDK, within firestore.rules: list queries of at most
 * EVENT_QUERY_LIMIT documents, so the whole collection in pages in document
 * order, with no filter on `date`: a date typed as a timestamp is invisible
 * to the site's own range queries, never to this one) and prints one
 * Hungarian line per document the site would leave out, never see, or show
 * otherwise than typed in the Firebase console (content-check/event-documents.ts).
 *
 * The project comes from the build's variables (VITE_FIREBASE_PROJECT_ID,
 * VITE_FIREBASE_API_KEY, VITE_FIRESTORE_EMULATOR_HOST; the shell or .env files).
 * Exit status: 0 when every document shows as typed, or when no project is
 * configured (the bundled lists are trips:check's); 1 when any does not;
 * 2 when the collection could not be read. With GITHUB_STEP_SUMMARY set (a
 * GitHub Actions step) the same report is appended there in Markdown.
 */
import { setLogLevel } from 'firebase/firestore/lite';
import { loadEnv } from 'vite';
import { firebaseConfigFromEnv } from '../src/data/firebase-config.ts';
import { checkContent } from '../content-check/content-check.ts';
import { readContentSources, rootFromArgs } from '../content-check/content-files.ts';
import { checkEventDocuments } from '../content-check/event-documents.ts';
import { readAllEvents, readFailure, type EventDocument } from './public-events.ts';
import { markdownText, stepSummary } from './step-summary.ts';
import { EVENTS_COLLECTION } from '../schema/collections.ts';
import { withArticle, withCapitalArticle } from '../src/lib/hungarian-article.ts';
import { runAsCommand } from './command.ts';

const SUMMARY_TITLE = 'Firestore-események (npm run events:check)';

/** The command's work: `args` as its command line after the script's name; its exit code. */
export async function checkEvents(args: string[]): Promise<number> {
  const { root } = rootFromArgs(args);
  // The variables a production build reads: the shell's, then .env, .env.local, .env.production….
  const config = firebaseConfigFromEnv(loadEnv('production', root, 'VITE_'));
  if (!config) {
    const line =
      'Nincs Firebase-projekt beállítva (VITE_FIREBASE_PROJECT_ID): a Firestore-ban nincs mit ellenőrizni; a beépített eseménylistákat az npm run trips:check ellenőrzi.';
    console.log(line);
    stepSummary(SUMMARY_TITLE, [markdownText(line)]);
    return 0;
  }
  const where = `"${config.projectId}" projekt${config.emulatorHost ? `, emulátor: ${config.emulatorHost}` : ''}`;
  // The SDK would print its own multi-line report of a failure; this says it in one line.
  setLogLevel('silent');
  let documents: EventDocument[];
  try {
    documents = await readAllEvents(config);
  } catch (error) {
    const line = `${withCapitalArticle(`"${EVENTS_COLLECTION}"`)} gyűjtemény nem olvasható (${where}): ${readFailure(error)}. Az eseményeket nem sikerült ellenőrizni.`;
    console.error(line);
    stepSummary(SUMMARY_TITLE, [`**${markdownText(line)}**`]);
    return 2;
  }

  const content = checkContent(readContentSources(root));
  const report = checkEventDocuments(EVENTS_COLLECTION, documents, content.eventPages);
  for (const problem of report.problems) console.log(problem);
  if (report.problems.length === 0) {
    const line = `Rendben: ${withArticle(`"${EVENTS_COLLECTION}"`)} gyűjtemény mind a ${report.documentCount} dokumentumát úgy mutatja a honlap, ahogy a Firebase konzolban áll (${where}).`;
    console.log(line);
    stepSummary(SUMMARY_TITLE, [markdownText(line)]);
    return 0;
  }
  const count = report.documentsWithProblems.length;
  const advice = `Javítsa őket a Firebase konzolban (Firestore Database → ${EVENTS_COLLECTION}), majd futtassa újra: npm run events:check`;
  console.log(
    `\n${report.problems.length} hiba ${count} dokumentumban (${report.documentCount} dokumentumból, ${where}); a honlap ${report.shownCount} eseményt mutat. ${advice}`,
  );
  stepSummary(SUMMARY_TITLE, [
    `**${count} dokumentumot nem, vagy nem úgy mutat a honlap, ahogy a Firebase konzolban áll** (${markdownText(where)}): ${report.documentsWithProblems.map(markdownText).join(', ')}.`,
    '',
    markdownText(advice),
    '',
    ...report.problems.map((problem) => `- ${markdownText(problem)}`),
  ]);
  return 1;
}

runAsCommand(import.meta, checkEvents);
