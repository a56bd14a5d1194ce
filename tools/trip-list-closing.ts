/**
 * The nightly step's second job (tools/housekeeping.ts): a trip's list is deleted 30 days
 * after its trip, everything under it and its summary, once its anonymous totals are kept for the treasurer
 * (`tripTotals/<event document id>`: seats, calls, deposits and the money taken; no name,
 * no number). A list whose event was removed, or that was never written for a trip that
 * exists or not (calls taken with no signal, never placed), is found too: one with a trip is
 * deleted 30 days after it (a removed trip's day read from its removal's history entry, so a
 * trip restored within that time finds its callers), one without 30 days after its last write.
 * The public event keeps its counts, which name nobody.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { seatsOnCoach } from '../schema/trip-list.ts';
import { budapestDay } from '../src/lib/dates.ts';
import { isPastKeeping, lastWrittenOf, tripDayOf } from '../src/lib/list-keeping.ts';
import { BATCH_WRITES } from './admin-changes.ts';
import {
  CALLS_COLLECTION,
  EVENTS_COLLECTION,
  HISTORY_COLLECTION,
  TRIP_LIST_COLLECTION,
  TRIP_TOTALS_COLLECTION,
} from '../schema/collections.ts';

/** What the treasurer keeps of a trip's list. */
export interface TripTotals {
  /** The trip's day (`2026.03.21`), or null when its event was removed. */
  date: string | null;
  /** Seats of the callers who had a place. */
  seats: number;
  calls: number;
  cancelled: number;
  /** Callers still waiting, or who declined a freed seat. */
  notPlaced: number;
  deposits: { count: number; total: number; cash: number; transfer: number };
  /** Deposits of callers who cancelled: what the cancellation terms may owe back. */
  cancelledDeposits: number;
  /** Seats ticked as boarded on the trip morning. */
  boarded: number;
}

export function totalsOf(date: string | null, calls: readonly DocumentData[]): TripTotals {
  const totals: TripTotals = {
    date,
    seats: 0,
    calls: calls.length,
    cancelled: 0,
    notPlaced: 0,
    deposits: { count: 0, total: 0, cash: 0, transfer: 0 },
    cancelledDeposits: 0,
    boarded: 0,
  };
  for (const call of calls) {
    const seats = typeof call.seats === 'number' ? call.seats : 0;
    // A split party's placed part is on the coach; the party counts once, as still waiting.
    totals.seats += seatsOnCoach({ state: String(call.state), seats, placedSeats: call.placedSeats });
    if (call.state === 'cancelled') totals.cancelled += 1;
    else if (call.state !== 'place') totals.notPlaced += 1;
    if (typeof call.boarded === 'number') totals.boarded += call.boarded;
    const deposit = call.deposit as { amount?: unknown; method?: unknown } | null | undefined;
    if (deposit && typeof deposit.amount === 'number') {
      totals.deposits.count += 1;
      totals.deposits.total += deposit.amount;
      if (deposit.method === 'cash') totals.deposits.cash += deposit.amount;
      if (deposit.method === 'transfer') totals.deposits.transfer += deposit.amount;
      if (call.state === 'cancelled') totals.cancelledDeposits += deposit.amount;
    }
  }
  return totals;
}

/** The event as it stood when it was last removed, from its history entry; null if it never was. */
async function removedEvent(db: Firestore, eventId: string): Promise<DocumentData | null> {
  const removals = await db
    .collection(HISTORY_COLLECTION)
    .where('event', '==', eventId)
    .where('kind', '==', 'remove')
    .get();
  const at = (entry: DocumentData) =>
    (entry.at as { toMillis?: () => number } | undefined)?.toMillis?.() ?? 0;
  const latest = removals.docs.map((entry) => entry.data()).sort((a, b) => at(b) - at(a))[0];
  return (latest?.before as DocumentData | null | undefined) ?? null;
}

/**
 * The day a list is kept for (`YYYY-MM-DD`): its trip's (a postponed one's new day, a removed
 * one's as it stood); where no trip is (a call taken for one that never existed, or a removal
 * no history records), the day of its last write.
 */
function keptFor(
  event: DocumentData | undefined,
  removed: DocumentData | null,
  written: readonly DocumentData[],
  now: Date,
): string {
  return tripDayOf(event) ?? tripDayOf(removed) ?? budapestDay(lastWrittenOf(written) ?? now);
}

/**
 * Deletes the lists whose day is more than LIST_KEPT_DAYS before `now`'s (Budapest); their
 * event ids. Every list is found, also one whose summary was never written (calls taken with
 * no signal for a trip whose list nobody opened online, or for a trip that does not exist):
 * `listDocuments` names a parent that holds only sub-collections, which a query never returns.
 */
export async function closeTripLists(db: Firestore, now: Date): Promise<string[]> {
  const today = budapestDay(now);
  const closed: string[] = [];
  for (const listRef of await db.collection(TRIP_LIST_COLLECTION).listDocuments()) {
    const summary = await listRef.get();
    const event = (await db.collection(EVENTS_COLLECTION).doc(listRef.id).get()).data();
    // Every document under the list: the calls, any taken with no signal and never placed, the
    // morning's fee; whatever a later version keeps there too.
    const below = (
      await Promise.all(
        (await listRef.listCollections()).map(async (collection) => (await collection.get()).docs),
      )
    ).flat();
    const written = [
      ...(summary.exists ? [summary.data()!] : []),
      ...below.map((document) => document.data()),
    ];
    const removed = event ? null : await removedEvent(db, listRef.id);
    const day = keptFor(event, removed, written, now);
    if (!isPastKeeping(day, today)) continue;
    const calls = below.filter((document) => document.ref.parent.id === CALLS_COLLECTION);
    // The totals first, kept if an earlier run wrote them (a run stopped half-way deleted
    // some calls since); none for a list that never had one (only unplaced calls).
    const totalsRef = db.collection(TRIP_TOTALS_COLLECTION).doc(listRef.id);
    if ((summary.exists || calls.length > 0) && !(await totalsRef.get()).exists) {
      const totals = totalsOf(
        event ? day.replaceAll('-', '.') : null,
        calls.map((call) => call.data()),
      );
      await totalsRef.create({ ...totals, closedAt: now });
    }
    // Then everything under it and the summary, a batch at a time.
    const refs = [...below.map((document) => document.ref), ...(summary.exists ? [listRef] : [])];
    for (let start = 0; start < refs.length; start += BATCH_WRITES) {
      const batch = db.batch();
      for (const ref of refs.slice(start, start + BATCH_WRITES)) batch.delete(ref);
      await batch.commit();
    }
    closed.push(listRef.id);
  }
  return closed;
}
