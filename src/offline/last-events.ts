import type { ClubEvent, StoredEvent } from '../../schema/event.ts';
import type { MarkedList } from '../data/change-marker.ts';
import { clubEventOf } from '../data/club-event.ts';
import { createFlagStore } from '../lib/flag-store.ts';
import { isTemporaryFailure } from '../data/read-failure.ts';

/*
 * The last event list read from Firestore, kept in localStorage, so the home
 * page and the yearly program still show the program with no signal.
 * Firestore answers through POST requests (runQuery), which the service
 * worker's caches cannot store; the list is small, so localStorage does.
 * The bundled list needs none of this: it is part of the precached app.
 */

const STORAGE_KEY = 'kiranduloklub:last-events';

const savedCopy = createFlagStore();

/** For useSyncExternalStore: whether the screens show the saved list because the connection failed. */
export const subscribeToSavedCopy = savedCopy.subscribe;
export const isShowingSavedCopy = savedCopy.get;

/** A list saved by this site: its events, or (see readSaved) their records. */
function isEventList(value: unknown): value is Array<ClubEvent | StoredEvent> {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ClubEvent).id === 'number' &&
        typeof (item as ClubEvent).date === 'string' &&
        typeof (item as ClubEvent).name === 'string' &&
        typeof (item as ClubEvent).picture === 'string' &&
        (typeof (item as ClubEvent).key === 'string' || typeof (item as StoredEvent).pdf === 'string'),
    )
  );
}

/** The saved list with the marker it was read with; a list saved before markers were kept has none. */
function readSaved(): { events: ClubEvent[]; marked: MarkedList | null } | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    // Saved with its marker since the site reads it (src/data/change-gate.ts takes it as read then).
    const marked = (saved as MarkedList | null)?.marker ? (saved as MarkedList) : null;
    const list: unknown = marked ? marked.events : saved;
    // A list saved before the site called the trip's key `key` holds it as the records do, as
    // `pdf`: still shown, so a phone that takes this version offline keeps its program.
    if (!isEventList(list)) return null;
    const events = list.map((event) => ('key' in event ? event : clubEventOf(event)));
    return { events, marked: marked && { ...marked, events } };
  } catch {
    return null;
  }
}

function save(list: MarkedList) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or switched off: the site still works, only not offline.
  }
}

/**
 * Wraps the Firestore reader: every list it returns is saved; when the
 * connection fails or Firestore has a passing fault, the saved list is returned instead (and the offline note
 * says the data may be out of date). Any other failure, or none saved, is
 * thrown as before, so the screens show their error.
 */
export function rememberingLastList(
  /** Given the saved list (with the marker it was read with), which it need not read again. */
  fetchEvents: (saved: MarkedList | null) => Promise<MarkedList>,
  /** Shown when nothing was saved yet: the list the build read, if it read one. */
  fallback: ClubEvent[] | null = null,
): () => Promise<ClubEvent[]> {
  return async () => {
    try {
      const list = await fetchEvents(readSaved()?.marked ?? null);
      save(list);
      savedCopy.set(false);
      return list.events;
    } catch (error) {
      const saved = isTemporaryFailure(error) ? (readSaved()?.events ?? fallback) : null;
      if (!saved) throw error;
      savedCopy.set(true);
      return saved;
    }
  };
}
