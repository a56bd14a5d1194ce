/**
 * The trip morning's writes (schema/trip-list.ts): a party's boarding tick, a called-off
 * trip's *elérve* tick, and the fee fixed at the first tick. Plain writes, not transactions:
 * at a petrol station with no signal each waits in Firestore's queue on the phone and is sent
 * when the signal returns, and the page shows it at once. Each promise settles once the
 * server has it, or refused it.
 */
import { doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import type { Club } from '../app/club-firebase.ts';
import { callsOf } from './trip-list-reads.ts';
import { MORNING_COLLECTION, MORNING_FEE_DOCUMENT, TRIP_LIST_COLLECTION } from '../../schema/collections.ts';

export const morningFeeRef = (db: Firestore, eventId: string) =>
  doc(db, TRIP_LIST_COLLECTION, eventId, MORNING_COLLECTION, MORNING_FEE_DOCUMENT);

/** How many of a party's seats boarded (0 takes the tick back). */
export function tickBoarded(
  club: Club,
  eventId: string,
  callId: string,
  boarded: number,
  by: string,
): Promise<void> {
  return updateDoc(doc(callsOf(club.db, eventId), callId), {
    boarded,
    boardedBy: by,
    boardedAt: serverTimestamp(),
  });
}

/** That a caller of a trip called off was told (false takes it back). */
export function tickReached(
  club: Club,
  eventId: string,
  callId: string,
  reached: boolean,
  by: string,
): Promise<void> {
  return updateDoc(doc(callsOf(club.db, eventId), callId), {
    reached,
    reachedBy: by,
    reachedAt: serverTimestamp(),
  });
}

/**
 * Fixes the fee's head-count at the first tick. Written once: when another organiser's first
 * tick reached the server before this one, the rules refuse this and theirs stands, the same
 * seats counted a moment earlier.
 */
export function fixMorningFee(club: Club, eventId: string, headCount: number, by: string): Promise<void> {
  return setDoc(morningFeeRef(club.db, eventId), { headCount, fixedBy: by, fixedAt: serverTimestamp() });
}
