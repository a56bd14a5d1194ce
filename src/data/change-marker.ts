import type { ClubEvent } from '../../schema/event.ts';

/**
 * What the public change marker (`meta/changes`, schema/changes.ts) says of
 * the events visitors read: every organiser's write moves `visibleAt` in the
 * same batch, and a removal or a restore also counts in `removals`. Two equal
 * markers mean nothing a visitor reads changed between them (an edit typed in
 * the Firebase console moves nothing: it shows with the next deploy). A
 * marker document that does not exist yet reads as `visibleAt: null`.
 */
export interface ChangeMarker {
  /** The server's time of the last change visitors read, ISO; null before the first. */
  visibleAt: string | null;
  removals: number;
}

/** The recent list (home page, current program) with the marker read just before it. */
export interface MarkedList {
  events: ClubEvent[];
  marker: ChangeMarker;
  /** When it was read (the reading machine's clock, ISO): of two lists with equal markers, the later is shown. */
  readAt: string;
  /** The first day the list covers (`yyyy.MM.dd`): a list of another range is no basis. */
  from: string;
}

export const sameMarker = (a: ChangeMarker, b: ChangeMarker) =>
  a.visibleAt === b.visibleAt && a.removals === b.removals;

/**
 * `list` when it holds every event a trip page of `key` (of `season`, or the next or latest
 * one) may show: the season is in its range, or, with none, it has an event of the key (the
 * latest of the key is then in it, a later season's event never being older).
 */
export function keyCoveredBy(list: MarkedList | null, key: string, season?: number): MarkedList | null {
  if (!list) return null;
  const covered =
    season === undefined
      ? list.events.some((event) => event.key === key)
      : season >= Number(list.from.slice(0, 4)) || wholeSeasonOf(list) === season;
  return covered ? list : null;
}

/**
 * The season a list holds whole though it lies before its range: the latest one, read in full
 * while nothing is dated in the range (src/lib/seasons.ts recentOf); null for a list with
 * events in its range, whose earlier ones are only last season's last trips.
 */
function wholeSeasonOf(list: MarkedList): number | null {
  if (list.events.length === 0 || list.events.some((event) => event.date >= list.from)) return null;
  const seasons = new Set(list.events.map((event) => event.date.slice(0, 4)));
  return seasons.size === 1 ? Number([...seasons][0]) : null;
}
