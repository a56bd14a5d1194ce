import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setLogLevel } from 'firebase/firestore/lite';
import { loadEnv, type Plugin } from 'vite';
import { z } from 'zod';
import type { ClubEvent } from '../schema/event.ts';
import { firebaseConfigFromEnv } from '../src/data/firebase-config.ts';
import type { MarkedList } from '../src/data/change-marker.ts';
import { createLiveEventsReader } from '../src/data/firestore-events.ts';
import { budapestDay } from '../src/lib/dates.ts';
import { parseEventRecords } from '../src/data/parse-events.ts';

/**
 * The event list as the build saw it, for a build configured for Firestore.
 *
 * The home page and the yearly program are then prerendered like the bundled
 * build's (vite-plugins/vite-prerender.ts) and the app starts from the same list
 * (src/data/events.ts), so the first paint has the program without waiting
 * for Firestore; the live read replaces it in place when it answers.
 *
 * Where the list comes from, in order: the JSON file named by
 * FIRESTORE_SNAPSHOT_FILE (a build without network: an array of event
 * records, as the collection holds them), else a read of the `event`
 * collection at build time. A build that cannot read it still succeeds, says
 * so in one line, and leaves the two screens to the browser, as before;
 * unless REQUIRE_EVENTS_SNAPSHOT is set (the scheduled deploy), then it fails.
 *
 * A snapshot read from Firestore also says when it was read, in a public file
 * of the build (SNAPSHOT_STAMP_FILE): the deploy workflow's check every quarter
 * of an hour (tools/events-changed.ts) reads it from the live site and asks
 * Firestore whether any event changed after it.
 */
export const SNAPSHOT_MODULE = 'virtual:events-snapshot';
/**
 * `/events-snapshot.json`: the deployed snapshot's project and the time its
 * read began. Not in the service worker's precache (vite-plugins/vite-offline.ts
 * keeps only the app shell), revalidated on every request (firebase.json).
 */
export const SNAPSHOT_STAMP_FILE = 'events-snapshot.json';
export const SnapshotStampSchema = z.object({
  /** The Firebase project whose `event` collection was read. */
  project: z.string().min(1),
  /** The build's clock just before the read began, ISO. */
  readAt: z.iso.datetime(),
});
export type SnapshotStamp = z.infer<typeof SnapshotStampSchema>;
const RESOLVED = `\0${SNAPSHOT_MODULE}`;
/** A build waits this long for Firestore before going on without the snapshot. */
const READ_TIMEOUT_MS = 20_000;

/**
 * The events, and with a read from Firestore the change marker read just before them: a
 * visitor whose first marker read equals it reads no events (src/data/change-gate.ts). A
 * file's events come with none.
 */
export interface Snapshot {
  events: ClubEvent[];
  marked: Omit<MarkedList, 'events'> | null;
}

export async function readSnapshot(env: Record<string, string>, root: string): Promise<Snapshot> {
  const file = env.FIRESTORE_SNAPSHOT_FILE?.trim();
  if (file) {
    const records: unknown = JSON.parse(readFileSync(resolve(root, file), 'utf8'));
    if (!Array.isArray(records)) throw new Error(`${file} is not a JSON array of events`);
    return { events: parseEventRecords(records.map((data: unknown) => ({ data }))), marked: null };
  }
  const config = firebaseConfigFromEnv(env);
  if (!config) throw new Error('no Firebase project');
  // The SDK would print its own multi-line report of a failure; the build says it in one line.
  setLogLevel('silent');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READ_TIMEOUT_MS / 1000} s`)), READ_TIMEOUT_MS);
  });
  try {
    const { events, ...marked } = await Promise.race([
      createLiveEventsReader(config).recent(budapestDay(new Date())),
      timeout,
    ]);
    return { events, marked };
  } finally {
    clearTimeout(timer);
  }
}

export function eventsSnapshot(): Plugin {
  let snapshot: Snapshot | null = null;
  let stamp: SnapshotStamp | null = null;
  /** The one read of a build; its environments (vite-plugins/vite-prerender.ts) share it. */
  let reading: Promise<void> | null = null;
  let env: Record<string, string> = {};
  let root = process.cwd();
  let building = false;
  return {
    name: 'club:events-snapshot',
    // One instance for every environment of a build: the prerendered copies and the app
    // start from the same list, read once.
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
      // The variables Vite gives the app, and the snapshot file from the shell or a .env file.
      env = {
        ...loadEnv(config.mode, config.envDir || root, [
          'VITE_',
          'FIRESTORE_SNAPSHOT_FILE',
          'REQUIRE_EVENTS_SNAPSHOT',
        ]),
      };
    },
    buildStart() {
      const config = firebaseConfigFromEnv(env);
      if (!building || !config) return;
      // Before the read, not after: a change saved while it runs may be missing from the
      // snapshot, so it must count as later than the snapshot (at worst one deploy more).
      const readAt = new Date().toISOString();
      const fromFile = Boolean(env.FIRESTORE_SNAPSHOT_FILE?.trim());
      reading ??= readSnapshot(env, root).then(
        (read) => {
          snapshot = read;
          const { events } = read;
          // A file's events were read from Firestore at a time nobody recorded.
          if (!fromFile) stamp = { project: config.projectId, readAt };
          this.info(`events snapshot: ${events.length} events, prerendering the home page and the program`);
        },
        (error: unknown) => {
          // Firestore's code says what happened (the emulator's message alone is the rules' trace, over
          // several lines); one line however the message is laid out.
          const code = (error as { code?: unknown } | null)?.code;
          const message = error instanceof Error ? error.message : String(error);
          const reason = `${typeof code === 'string' ? `${code}: ` : ''}${message}`
            .replace(/\s+/g, ' ')
            .trim();
          // The scheduled deploy asks for it: better the site already deployed than one without a snapshot.
          if (env.REQUIRE_EVENTS_SNAPSHOT) this.error(`events snapshot not read (${reason})`);
          // One line, and the build goes on: the browser reads the events itself, as without a snapshot.
          this.warn(
            `events snapshot not read (${reason}): the home page and the program are not prerendered`,
          );
        },
      );
      return reading;
    },
    generateBundle() {
      // Into the browser's build, the one dist/ is; the prerender environments write nothing.
      if (this.environment.name !== 'client' || !stamp) return;
      this.emitFile({ type: 'asset', fileName: SNAPSHOT_STAMP_FILE, source: `${JSON.stringify(stamp)}\n` });
    },
    resolveId: (id) => (id === SNAPSHOT_MODULE ? RESOLVED : null),
    load: (id) =>
      id === RESOLVED
        ? `export const snapshotMarker = ${JSON.stringify(snapshot?.marked ?? null)};\nexport default ${JSON.stringify(snapshot?.events ?? null)};`
        : null,
  };
}
