/**
 * `npm run events:changed [-- --root <dir>]`: has any event been changed from
 * the organisers' page or by the maintainers' tools (removals included) since
 * the live site's snapshot of the events was read?
 * The deploy workflow runs it every quarter of an hour and builds and deploys
 * only when the answer is yes, so the static surfaces (the prerendered pages,
 * naptar.ics, feed.xml, the pages' eventStatus, the link previews) follow a
 * change within half an hour, not at the night's deploy.
 *
 * Two requests: the live site's `/events-snapshot.json` (SNAPSHOT_STAMP_FILE,
 * when the deployed build began reading Firestore), then one read of the
 * public change marker, `meta/changes` (schema/changes.ts), as a visitor's
 * browser could make it, without signing in: its `staticAt` is when the last
 * change the static pages show was written, whether an event was saved,
 * added, removed or restored. One document read, however large the
 * collection grows. Edits typed in the Firebase console move no marker: the
 * night's deploy, which always builds, takes them. The decision itself is
 * tools/redeploy-decision.ts.
 *
 * The site's address and the project come from the build's variables
 * (VITE_SITE_URL, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY; the shell or
 * .env files), so it asks about the project the build would read. It prints
 * one line, appends it to GITHUB_STEP_SUMMARY and writes `changed=true` or
 * `changed=false` to GITHUB_OUTPUT when those are set (a GitHub Actions step).
 * Whatever it cannot read counts as changed; exit status 0 either way.
 */
import { appendFileSync } from 'node:fs';
import { doc, getDoc, setLogLevel, Timestamp } from 'firebase/firestore/lite';
import { loadEnv } from 'vite';
import { firebaseConfigFromEnv, type FirebaseWebConfig } from '../src/data/firebase-config.ts';
import { openFirestore, withTimeout } from '../src/data/firestore-events.ts';
import { errorCode } from '../src/data/read-failure.ts';
import { SNAPSHOT_STAMP_FILE, SnapshotStampSchema } from '../vite-plugins/vite-events-snapshot.ts';
import { normaliseSiteUrl } from '../vite-plugins/vite-site-url.ts';
import { rootFromArgs } from '../content-check/content-files.ts';
import { markdownText, stepSummary } from './step-summary.ts';
import {
  changesAskedAfter,
  redeployDecision,
  type Decision,
  type DeployedStamp,
  type LaterChange,
} from './redeploy-decision.ts';
import { MARKER_COLLECTION, MARKER_DOCUMENT } from '../schema/collections.ts';

/** Each request waits this long, as the build's own read does. */
const READ_TIMEOUT_MS = 20_000;

const SUMMARY_TITLE = 'Változott esemény a kint lévő pillanatkép óta? (npm run events:changed)';

/** The live site's stamp: what the last deploy's build read, and when. */
async function readDeployedStamp(siteUrl: string | null): Promise<DeployedStamp> {
  if (!siteUrl) return { unreadable: 'nincs megadva a honlap címe (VITE_SITE_URL)' };
  const url = new URL(SNAPSHOT_STAMP_FILE, siteUrl).href;
  let response: Response;
  try {
    // Straight from Firebase Hosting: a copy kept on the way would be an older deploy's.
    response = await fetch(url, {
      headers: { 'Cache-Control': 'no-cache' },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return {
      unreadable: `${url}: ${error instanceof Error ? error.message : String(error)}${cause instanceof Error ? ` (${cause.message})` : ''}`,
    };
  }
  if (response.status === 404)
    return { unreadable: `${url}: nincs ilyen fájl (HTTP 404; az első telepítés?)` };
  if (!response.ok) return { unreadable: `${url}: HTTP ${response.status}` };
  const parsed = SnapshotStampSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? { stamp: parsed.data } : { unreadable: `${url}: nem a build által írt fájl` };
}

/** When the change marker says the static pages last changed: one read. */
async function lastStaticChange(config: FirebaseWebConfig): Promise<LaterChange> {
  // The SDK would print its own multi-line report of a failure; the decision says it in one line.
  setLogLevel('silent');
  try {
    const marker = await withTimeout(
      getDoc(doc(openFirestore(config), MARKER_COLLECTION, MARKER_DOCUMENT)),
      READ_TIMEOUT_MS,
    );
    if (!marker.exists()) return { staticAt: null };
    const staticAt: unknown = marker.get('staticAt');
    if (!(staticAt instanceof Timestamp))
      return { unreadable: `${MARKER_COLLECTION}/${MARKER_DOCUMENT}: a staticAt mező nem időbélyeg` };
    return { staticAt: staticAt.toDate() };
  } catch (error) {
    const code = errorCode(error);
    const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
    return { unreadable: typeof code === 'string' ? `${code}: ${message}` : message };
  }
}

async function main(): Promise<void> {
  const { root } = rootFromArgs(process.argv.slice(2));
  // The variables a production build reads: the shell's, then .env, .env.local, .env.production….
  const env = loadEnv('production', root, 'VITE_');
  const config = firebaseConfigFromEnv(env);
  const now = new Date();
  let decision: Decision;
  if (!config) {
    decision = {
      changed: true,
      reason:
        'Nincs Firebase-projekt beállítva (VITE_FIREBASE_PROJECT_ID), nincs mit összevetni: build és telepítés.',
    };
  } else {
    const deployed = await readDeployedStamp(normaliseSiteUrl(env.VITE_SITE_URL));
    const after = changesAskedAfter(deployed, config.projectId, now);
    const later = after ? await lastStaticChange(config) : undefined;
    decision = redeployDecision(config.projectId, now, deployed, later);
  }
  console.log(decision.reason);
  stepSummary(SUMMARY_TITLE, [markdownText(decision.reason)]);
  const output = process.env.GITHUB_OUTPUT;
  if (output) appendFileSync(output, `changed=${decision.changed}\n`);
}

await main();
