/**
 * A season's event documents as the event model keeps them: their names (`2026-7`), the next
 * free id among them, an event copied onto another season, and the date an organiser checks
 * them by. The season form, the history's restore and the saves share them.
 */
import { eventDateToIso, formatCompactDate, formatWeekday } from '../../src/lib/dates.ts';
import type { EventRecord } from './event-model.ts';

/** A document read from a season's date range, valid or not: what holds an id there. */
export interface SeasonDocument {
  documentId: string;
  /** The stored `id` field, whatever its type. */
  id: unknown;
}

/**
 * The id a new event of `season` gets: one above every id the season's
 * documents hold, in their `id` field or their name (`2026-7`), broken
 * documents included, so a new event never lands on an existing document.
 */
export function nextFreeId(season: number, documents: readonly SeasonDocument[]): number {
  let highest = 0;
  for (const { documentId, id } of documents) {
    if (typeof id === 'number' && Number.isInteger(id)) highest = Math.max(highest, id);
    const named = new RegExp(`^${season}-(\\d+)$`).exec(documentId);
    if (named) highest = Math.max(highest, Number(named[1]));
  }
  return highest + 1;
}

/** `2026.01.03` → `2026.01.03, szombat`, what an organiser checks a copied date by. */
export function dateWithWeekday(date: string): string {
  const iso = eventDateToIso(date);
  return iso === null ? date : `${date}, ${formatWeekday(iso)}`;
}

/** `2026.02.01` → `febr. 1., szo.`: a coming trip's day on a phone, checked by its weekday. */
export function compactDate(date: string): string {
  const iso = eventDateToIso(date);
  return iso === null ? date : formatCompactDate(iso);
}

export interface CopiedEvent {
  documentId: string;
  record: EventRecord;
  /** The source event's date, for the preview. */
  fromDate: string;
}
