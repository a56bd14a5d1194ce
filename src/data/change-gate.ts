import type { ClubEvent } from '../../schema/event.ts';
import { recentFirstSeason } from '../lib/seasons.ts';
import { sameMarker, type ChangeMarker, type MarkedList } from './change-marker.ts';
import type { FirestoreEventsReader } from './firestore-events.ts';
import type { SeasonProgram } from './season-program.ts';

/**
 * Reads of different screens' queries started within this long of one another share one read
 * of the marker: the queries that refresh together each minute (src/data/events.ts,
 * LIVE_REFRESH_MS) pay for it once. A query's own next read (the next minute, a retry) always
 * reads the marker again.
 */
export const MARKER_SHARED_MS = 5000;

/**
 * Firestore bills every document a query returns, and a page left open reads again every
 * minute: each read first asks the change marker (one document), and reads events only
 * when it moved since that screen's events were read. The recent list, the one that stays
 * on screen, then reads only the events written since; a removal (counted on the marker,
 * and invisible to a query on `updatedAt`) reads it whole again.
 * A failed marker read fails the read, as the events' own read would have.
 */
export function gatedByMarker(
  reader: Pick<FirestoreEventsReader, 'marker' | 'changedAfter' | 'recent' | 'season' | 'forKey'>,
  now: () => number = Date.now,
) {
  let shared: { at: number; marker: Promise<ChangeMarker>; readers: Set<string> } | undefined;
  function currentMarker(name: string): Promise<ChangeMarker> {
    const at = now();
    if (!shared || at - shared.at >= MARKER_SHARED_MS || shared.readers.has(name)) {
      const marker = reader.marker();
      const entry = { at, marker, readers: new Set<string>() };
      shared = entry;
      // A failed read is not shared: the retry asks again.
      marker.catch(() => {
        if (shared === entry) shared = undefined;
      });
    }
    shared.readers.add(name);
    return shared.marker;
  }

  const kept = new Map<string, { marker: ChangeMarker; value: unknown }>();
  async function gated<T>(name: string, read: () => Promise<T>): Promise<T> {
    const marker = await currentMarker(name);
    const last = kept.get(name);
    if (last && sameMarker(last.marker, marker)) return last.value as T;
    const value = await read();
    kept.set(name, { marker, value });
    return value;
  }

  /** The newer list from `base` and the events written after it; null when they cannot be merged. */
  async function merged(base: MarkedList): Promise<ClubEvent[] | null> {
    const since = base.marker.visibleAt;
    // A list of the latest season before the range (nothing published lately) is no basis.
    if (since === null || !base.events.some((event) => event.date >= base.from)) return null;
    const changed = await reader.changedAfter(since);
    if (!changed) return null;
    const byDocument = new Map(base.events.map((event) => [event.firestoreId ?? '', event]));
    for (const event of changed) byDocument.set(event.firestoreId ?? '', event);
    // Before the range the list holds only last season's last trips (recentOf): a changed event
    // dated before the earliest of them (an older season's, or one moved out) is not the list's.
    const earliest = base.events.reduce(
      (first, event) => (event.date < first ? event.date : first),
      base.from,
    );
    return [...byDocument.values()].filter((event) => event.date >= earliest);
  }

  return {
    /**
     * The recent list, given the lists this phone already has (the build's copy, the one saved
     * last time, which src/offline/last-events.ts keeps after every read): with the marker they
     * were read with unchanged, the later of them costs no event read; with it moved, only what
     * was written since is read.
     */
    async recent(today: string, known: ReadonlyArray<MarkedList | null> = []): Promise<MarkedList> {
      const marker = await currentMarker('recent');
      const from = `${recentFirstSeason(today)}.01.01`;
      // Of the lists of this range read since the last removal: the one read with the marker as
      // it is, the later of two such; else the one read with the latest marker, to read what
      // was written since.
      let base: MarkedList | undefined;
      for (const list of known) {
        if (list?.from !== from || list.marker.removals !== marker.removals) continue;
        const rank = (candidate: MarkedList) =>
          `${+sameMarker(candidate.marker, marker)} ${candidate.marker.visibleAt ?? ''} ${candidate.readAt}`;
        if (!base || rank(list) > rank(base)) base = list;
      }
      if (base && sameMarker(base.marker, marker)) return base;
      const readAt = new Date(now()).toISOString();
      const events = (base && (await merged(base))) ?? (await reader.recent(today));
      return { events, marker, readAt, from };
    },
    season: (season: number): Promise<SeasonProgram> =>
      gated(`season ${season}`, () => reader.season(season)),
    /**
     * A trip key's events, every season. `built`: the recent list the build read, when it holds
     * all the page needs of the key (see keyCoveredBy); with the marker unchanged since, its
     * events of the key cost no read. Kept apart from a read of the key without it, which may
     * need a season before the list's.
     */
    forKey: (key: string, built?: MarkedList | null): Promise<ClubEvent[]> => {
      if (!built) return gated(`key ${key}`, () => reader.forKey(key));
      const name = `key ${key} since ${built.from}`;
      if (!kept.has(name))
        kept.set(name, { marker: built.marker, value: built.events.filter((event) => event.key === key) });
      return gated(name, () => reader.forKey(key));
    },
  };
}
