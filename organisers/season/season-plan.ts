/**
 * What the season form on the organisers' page decides without the network:
 * a new event's id and document, the checks before a save, and the copy of a
 * season onto the next year. The page only reads, writes and shows.
 */
import { seasonDocumentId } from '../../schema/collections.ts';
import type { StoredEvent } from '../../schema/event.ts';
import { eventDateToIso, isoToEventDate, sameWeekdayInYear } from '../../src/lib/dates.ts';
import { sortEvents } from '../../src/lib/seasons.ts';
import { missingPicture, otherSeason } from '../../content-check/content-rules.ts';
import type { EventRecord } from '../events/event-model.ts';
import { lineText, problemsOf } from '../events/event-problems.ts';
import { type CopiedEvent, type SeasonDocument } from '../events/season-documents.ts';

/** Firestore commits at most this many writes in one batch. */
export const MAX_BATCH_WRITES = 500;

/** What the form lets an organiser type or pick; the id is never typed. */
export interface EventDraft {
  date: string;
  name: string;
  picture: string;
  pdf: string;
}

/** A trip key no event of the season has yet: `program` and one above the highest number in use. */
export function nextTripKey(events: readonly Pick<StoredEvent, 'pdf'>[]): string {
  const numbers = events.map((event) => Number(/^program(\d+)$/.exec(event.pdf)?.[1] ?? 0));
  return `program${Math.max(0, ...numbers) + 1}`;
}

/** A new event's form as it opens: the season's year begun, the next free page, `picture`. */
export const newEventDraft = (
  season: number,
  events: readonly Pick<StoredEvent, 'pdf'>[],
  picture: string,
): EventDraft => ({ date: `${season}.`, name: '', picture, pdf: nextTripKey(events) });

/** The season's events as the form lists them: by date, then id. */
export const byDate = <T extends Pick<StoredEvent, 'date' | 'id'>>(events: readonly T[]): T[] =>
  sortEvents(events);

export const draftOf = (event: EventRecord): EventDraft => ({
  date: event.date,
  name: event.name,
  picture: event.picture,
  pdf: event.pdf,
});

/**
 * The record a draft saves: the typed fields trimmed, everything else (the id,
 * a status and its reason) kept from the record it edits.
 */
export function recordFromDraft(draft: EventDraft, base: EventRecord | { id: number }): EventRecord {
  return {
    ...base,
    date: draft.date.trim(),
    name: draft.name.trim(),
    picture: draft.picture,
    pdf: draft.pdf.trim(),
  };
}

/**
 * What is wrong with a record the season form is about to save, one line
 * each, in `npm run trips:check`'s words; empty when it may be saved. Beyond
 * the event schema: the date must be in the season shown (its document is
 * named after it) and the picture must be one of the site's.
 */
export function seasonProblems(record: EventRecord, season: number, pictures: readonly string[]): string[] {
  const lines = problemsOf(record);
  const elsewhere = otherSeason(season, record.date);
  if (elsewhere) lines.push(lineText({ path: ['date'], ...elsewhere }));
  const missing = missingPicture(record.picture, new Set(pictures));
  if (missing) lines.push(lineText({ path: ['picture'], ...missing }));
  return lines;
}

/**
 * The seasons the picker offers: from three years back to two ahead of this
 * one, and the one shown, wherever it is (a copy may lead beyond).
 */
export function seasonChoices(thisYear: number, shown: number): number[] {
  const first = Math.min(thisYear - 3, shown);
  const last = Math.max(thisYear + 2, shown);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export type CopyPlan =
  { ready: false; reason: string } | { ready: true; from: number; to: number; events: CopiedEvent[] };

/**
 * The events of season `from` copied onto `to`: the same ids, names, pictures
 * and keys, each on its weekday nearest to the same day (src/lib/dates.ts),
 * without any status, as `<to>-<id>` documents. Refused when `to` holds any
 * document already (nothing is ever overwritten), when an id is twice in
 * `from` (two events would become one document), or when it is more than one
 * batch, which alone makes the copy all or nothing.
 */
export function planSeasonCopy(
  source: readonly StoredEvent[],
  from: number,
  to: number,
  target: readonly SeasonDocument[],
): CopyPlan {
  if (target.length > 0) {
    return {
      ready: false,
      reason: `A ${to}. évadban már van ${target.length} túra, ezért nem másolok: semmit nem írok felül. Ha mégis a ${from}. évi programot kéred, előbb töröld a ${to}. évi túrákat.`,
    };
  }
  const events = byDate(source.filter((event) => event.date.startsWith(`${from}.`)));
  if (events.length === 0)
    return { ready: false, reason: `A ${from}. évadban nincs túra, nincs mit átmásolni.` };
  if (events.length > MAX_BATCH_WRITES) {
    return { ready: false, reason: `Egyszerre legfeljebb ${MAX_BATCH_WRITES} túra másolható.` };
  }
  const seen = new Map<number, StoredEvent>();
  for (const event of events) {
    const twin = seen.get(event.id);
    if (twin) {
      return {
        ready: false,
        reason: `A ${from}. évadban a ${event.id}. sorszám kétszer szerepel (${twin.date} · ${twin.name}, ${event.date} · ${event.name}): előbb javítsd, hogy minden túrának saját sorszáma legyen.`,
      };
    }
    seen.set(event.id, event);
  }
  return {
    ready: true,
    from,
    to,
    events: events.map((event) => {
      const day = sameWeekdayInYear(eventDateToIso(event.date)!, to);
      return {
        documentId: seasonDocumentId(to, event.id),
        record: {
          id: event.id,
          date: isoToEventDate(day),
          name: event.name,
          picture: event.picture,
          pdf: event.pdf,
        },
        fromDate: event.date,
      };
    }),
  };
}
