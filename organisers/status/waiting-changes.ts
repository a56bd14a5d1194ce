/**
 * The status changes this phone has sent and the server has not answered yet, with their
 * change ids: kept in the phone's storage, so that a change made with no signal and refused
 * after a reload (the page that sent it gone, Firestore dropping it from its queue) is shown
 * refused, ready to send again, and not silently lost. Once the server has answered for a
 * trip, a change with a history entry was taken; one without was refused.
 */
import { getDoc } from 'firebase/firestore';
import type { Club } from '../app/club-firebase.ts';
import { entryRef } from '../events/change-batch.ts';
import type { EventRecord } from '../events/event-model.ts';

export interface WaitingChange {
  documentId: string;
  changeId: string;
  record: EventRecord;
}

const WAITING = 'szervezo-varakozo-valtozasok';
/** The changes sent by this page since it was opened: their own answer reaches the card that sent them. */
const sentHere = new Set<string>();

function stored(): WaitingChange[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(WAITING) ?? '[]');
    return Array.isArray(list) ? (list as WaitingChange[]) : [];
  } catch {
    return [];
  }
}

const store = (list: readonly WaitingChange[]) => localStorage.setItem(WAITING, JSON.stringify(list));

/** Kept before the change is sent: a reload while it waits must not lose it. */
export function keepWaiting(change: WaitingChange): void {
  sentHere.add(change.changeId);
  store([...stored().filter((other) => other.changeId !== change.changeId), change]);
}

/** The server answered (taken or refused) while the page that sent it was open. */
export function answered(changeId: string): void {
  store(stored().filter((change) => change.changeId !== changeId));
}

/**
 * Forgets the changes of trips no longer coming (`coming`: the board's trips as the server
 * has them): a trip that has taken place needs no status, and its card is gone.
 */
export function forgetPastTrips(coming: ReadonlySet<string>): void {
  const left = stored();
  const kept = left.filter((change) => coming.has(change.documentId));
  if (kept.length < left.length) store(kept);
}

/**
 * For a trip the server has answered for (no change of it still only on the phone): the
 * changes left from an earlier visit of the page, each with whether the server refused it
 * (no history entry under its id). The caller forgets them (answered) once it has told.
 */
export async function leftFromEarlier(
  club: Club,
  documentId: string,
): Promise<Array<WaitingChange & { refused: boolean }>> {
  const left = stored().filter(
    (change) => change.documentId === documentId && !sentHere.has(change.changeId),
  );
  return Promise.all(
    left.map(async (change) => ({
      ...change,
      refused: !(await getDoc(entryRef(club.db, change.changeId))).exists(),
    })),
  );
}
