/**
 * A trip's list leaves an organiser's phone when it leaves the server. The nightly step deletes
 * it LIST_KEPT_DAYS after its trip (tools/trip-list-closing.ts), but the page's Firestore copy on
 * the phone keeps what it read until it reads that list again, and nobody opens a list that long
 * after its trip: the callers' names and numbers would stay on the phone for good. So once a day,
 * signed in, the page reads again from the server each list its copy holds that is past keeping.
 * What the server no longer holds, Firestore then drops from the copy too: it asks the server
 * for each document it held and no longer finds, and keeps only that it is gone.
 */
import { useEffect } from 'react';
import {
  collection,
  collectionGroup,
  doc,
  getDocFromCache,
  getDocFromServer,
  getDocsFromCache,
  getDocsFromServer,
  type DocumentData,
} from 'firebase/firestore';
import {
  CALLS_COLLECTION,
  EVENTS_COLLECTION,
  MORNING_COLLECTION,
  MORNING_FEE_DOCUMENT,
  PENDING_COLLECTION,
  TRIP_LIST_COLLECTION,
} from '../../schema/collections.ts';
import { budapestDay } from '../../src/lib/dates.ts';
import { isPastKeeping, lastWrittenOf, tripDayOf } from '../../src/lib/list-keeping.ts';
import { signOutOrganiser, type Club } from '../app/club-firebase.ts';

/** The day this phone last read its lists past keeping again: once a day is enough. */
const LOOKED_ON = 'szervezo-lejart-listak';

/** What the phone's copy holds of one list: its trip's event, if it holds it, and its documents. */
export interface ListOnPhone {
  event: DocumentData | undefined;
  written: DocumentData[];
}

/**
 * The lists past keeping on `today` (`YYYY-MM-DD`): their trip's day (a postponed one's new day)
 * more than LIST_KEPT_DAYS before it; for a trip the copy does not hold (one removed), the day of
 * the list's last write, and a list with no day at all. Reading a list again that the server
 * still keeps (a removed trip's is kept to its own day) only finds it there.
 */
export function listsPastKeeping(lists: ReadonlyMap<string, ListOnPhone>, today: string): string[] {
  return [...lists]
    .filter(([, { event, written }]) => {
      const last = lastWrittenOf(written);
      const day = tripDayOf(event) ?? (last ? budapestDay(last) : null);
      return day === null || isPastKeeping(day, today);
    })
    .map(([id]) => id);
}

/** Every list the phone's copy holds anything of, with its trip's event as the copy holds it. */
async function listsOnPhone(club: Club): Promise<Map<string, ListOnPhone>> {
  const lists = new Map<string, ListOnPhone>();
  const add = (id: string, data: DocumentData) => {
    const list = lists.get(id) ?? { event: undefined, written: [] };
    list.written.push(data);
    lists.set(id, list);
  };
  for (const summary of (await getDocsFromCache(collection(club.db, TRIP_LIST_COLLECTION))).docs)
    add(summary.id, summary.data());
  for (const below of [CALLS_COLLECTION, PENDING_COLLECTION, MORNING_COLLECTION]) {
    for (const held of (await getDocsFromCache(collectionGroup(club.db, below))).docs) {
      const list = held.ref.parent.parent;
      if (list?.parent.id === TRIP_LIST_COLLECTION) add(list.id, held.data());
    }
  }
  for (const [id, list] of lists) {
    list.event = await getDocFromCache(doc(club.db, EVENTS_COLLECTION, id)).then(
      (event) => event.data(),
      () => undefined,
    );
  }
  return lists;
}

/**
 * Reads each list past keeping again from the server, at most once a day: 'refused' when the
 * server no longer lets this address read lists (taken off the organisers), when only deleting
 * the page's whole copy takes them off the phone. Rejects with no signal.
 */
export async function forgetClosedLists(club: Club, now: Date): Promise<'read' | 'refused'> {
  const today = budapestDay(now);
  if (localStorage.getItem(LOOKED_ON) === today) return 'read';
  const past = listsPastKeeping(await listsOnPhone(club), today);
  try {
    await Promise.all(
      past.flatMap((id) => [
        getDocFromServer(doc(club.db, TRIP_LIST_COLLECTION, id)),
        getDocFromServer(doc(club.db, TRIP_LIST_COLLECTION, id, MORNING_COLLECTION, MORNING_FEE_DOCUMENT)),
        getDocsFromServer(collection(club.db, TRIP_LIST_COLLECTION, id, CALLS_COLLECTION)),
        getDocsFromServer(collection(club.db, TRIP_LIST_COLLECTION, id, PENDING_COLLECTION)),
      ]),
    );
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'permission-denied') return 'refused';
    throw error;
  }
  localStorage.setItem(LOOKED_ON, today);
  return 'read';
}

/**
 * Once the organiser is signed in, the lists past keeping leave the phone. When the server
 * refuses them (the address was taken off the organisers, or is not confirmed), the page signs
 * out, which takes its whole copy off the phone, and starts afresh; with no signal, it waits
 * for the next opening.
 */
export function useClosedListsForgotten(club: Club): void {
  useEffect(() => {
    sessionStorage.removeItem(SIGNED_OUT_REFUSED);
    forgetClosedLists(club, new Date()).then(
      async (outcome) => {
        if (outcome !== 'refused') return;
        await signOutOrganiser(club);
        sessionStorage.setItem(SIGNED_OUT_REFUSED, 'igen');
        location.reload();
      },
      () => undefined,
    );
  }, [club]);
}

/** Set for the page that starts afresh after that sign-out: it says why. */
const SIGNED_OUT_REFUSED = 'szervezo-kileptetve';

/** Why the page signed out by itself, for the sign-in form to say until the next sign-in; else undefined. */
export function signedOutRefusedNotice(): string | undefined {
  if (sessionStorage.getItem(SIGNED_OUT_REFUSED) === null) return undefined;
  return (
    'A szerver nem engedi olvasni a jelentkezők listáit: ez a cím nincs a szervezők között, vagy nincs ' +
    'megerősítve. Az oldal ezért kiléptetett, és törölte a telefonon tárolt listákat.'
  );
}
