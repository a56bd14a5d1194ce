/**
 * The history of the club's events in an organiser's words, decided without the
 * network: who changed what and when, what an earlier version of a part brings
 * back, and which removed events are still to be restored.
 */
import { EVENT_PARTS, type ChangeKind, type EventPart } from '../../schema/changes.ts';
import { StoredEventSchema } from '../../schema/event.ts';
import { budapestDateTimeWithOffset } from '../../src/lib/budapest-time.ts';
import { isoToEventDate } from '../../src/lib/dates.ts';
import { choiceLabel, choiceOf, type EventRecord } from '../events/event-model.ts';

/** One history entry as the page reads it (the server's time as ISO text). */
export interface HistoryEntry {
  entryId: string;
  event: string;
  kind: ChangeKind;
  /** The change it was based on; for a restore, the removal it undoes. */
  base: string | null;
  at: string;
  by: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** `2026.11.27 05:41`, Budapest time: how the page dates a change. */
export function whenText(iso: string): string {
  const local = budapestDateTimeWithOffset(new Date(iso));
  return `${isoToEventDate(local.slice(0, 10))} ${local.slice(11, 16)}`;
}

/** Newest first, as an organiser looks for the change just made. */
export const newestFirst = <T extends HistoryEntry>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

const FIELD_WORDS: Record<string, string> = {
  date: 'dátum',
  name: 'név',
  picture: 'kép',
  pdf: 'a túra oldala',
  id: 'sorszám',
};

/** A stored value as the page writes it; a dash for none (or for anything not typed by the page). */
const valueText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '–';

/** A status part in words: `elmarad (Viharjelzés miatt.)`. */
function statusWords(part: Readonly<Record<string, unknown>>): string {
  const status = typeof part.status === 'string' ? (part.status as EventRecord['status']) : undefined;
  const note = typeof part.statusNote === 'string' ? ` (${part.statusNote})` : '';
  const decision = typeof part.decisionBy === 'string' ? `, döntés: ${part.decisionBy}` : '';
  const newDate = typeof part.newDate === 'string' ? `, új időpont: ${part.newDate}` : '';
  return `${choiceLabel[choiceOf({ status })]}${note}${decision}${newDate}`;
}

/** What a change did, in one line an organiser can check. */
export function changeText(entry: HistoryEntry): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  switch (entry.kind) {
    case 'status':
      return `Állapot: ${statusWords(before)} → ${statusWords(after)}`;
    case 'details': {
      const changed = EVENT_PARTS.details.fields
        .filter((field) => before[field] !== after[field])
        .map((field) => `${FIELD_WORDS[field]}: ${valueText(before[field])} → ${valueText(after[field])}`);
      return changed.length > 0 ? changed.join('; ') : 'Adatok mentve, változás nélkül';
    }
    case 'create':
      return 'Felvéve';
    case 'restore':
      return 'Visszaállítva';
    case 'remove':
      return 'Törölve';
  }
}

/** Whether a change can be undone by bringing back the part as it was before it. */
export const isPartChange = (entry: HistoryEntry): entry is HistoryEntry & { kind: EventPart } =>
  (entry.kind === 'status' || entry.kind === 'details') && entry.before !== null;

/** The record with one part as an entry found it before its change; the other part as it is now. */
export function withPartBefore(current: EventRecord, entry: HistoryEntry & { kind: EventPart }): EventRecord {
  const record: Record<string, unknown> = { ...current };
  for (const field of EVENT_PARTS[entry.kind].fields) {
    const value = entry.before?.[field];
    if (value === undefined) delete record[field];
    else record[field] = value;
  }
  return record as EventRecord;
}

/** A removed event as its removal kept it, checked as the site checks every event; null if broken. */
export function removedRecord(entry: HistoryEntry): EventRecord | null {
  const parsed = StoredEventSchema.safeParse({ ...(entry.before ?? {}), updatedAt: undefined });
  if (!parsed.success) return null;
  const { id, date, name, picture, pdf, status, statusNote, decisionBy, newDate } = parsed.data;
  return {
    id,
    date,
    name,
    picture,
    pdf,
    ...(status ? { status } : {}),
    ...(statusNote ? { statusNote } : {}),
    ...(decisionBy ? { decisionBy } : {}),
    ...(newDate ? { newDate } : {}),
  };
}

/**
 * The events removed from `season` and not restored since (a restore names the removal
 * it undoes), newest first, each with the record its removal kept.
 */
export function removedFromSeason(
  entries: readonly HistoryEntry[],
  season: number,
): (HistoryEntry & { record: EventRecord })[] {
  const restored = new Set(entries.filter((entry) => entry.kind === 'restore').map((entry) => entry.base));
  return newestFirst(entries).flatMap((entry) => {
    if (entry.kind !== 'remove' || restored.has(entry.entryId)) return [];
    const record = removedRecord(entry);
    return record && record.date.startsWith(`${season}.`) ? [{ ...entry, record }] : [];
  });
}
