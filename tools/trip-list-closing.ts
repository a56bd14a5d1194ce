/**
 * The nightly step's second job (tools/housekeeping.ts): a trip's list is deleted 30 days
 * after its trip, everything under it and its summary, once its anonymous totals are kept for the treasurer
 * (`tripTotals/<event document id>`: seats, calls, deposits and the money taken; no name,
 * no number). A list whose event was removed is deleted 30 days after its last write.
 * The public event keeps its counts, which name nobody.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { LIST_KEPT_DAYS } from '../schema/changes';
import { CALLS_COLLECTION, TRIP_LIST_COLLECTION } from '../schema/trip-list';
import { EVENTS_COLLECTION } from '../src/data/firestore-events';
import { addIsoDays, budapestDay } from '../src/lib/dates';
import { BATCH_WRITES } from './admin-changes';

export const TRIP_TOTALS_COLLECTION = 'tripTotals';

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
    if (call.state === 'place') totals.seats += seats;
    else if (call.state === 'cancelled') totals.cancelled += 1;
    else totals.notPlaced += 1;
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

/** The day a list is kept for (`YYYY-MM-DD`): its trip's (a postponed one's new day), else its last write's. */
function keptFor(event: DocumentData | undefined, summary: DocumentData, now: Date): string {
  const date: unknown =
    event?.status === 'postponed' && typeof event.newDate === 'string' ? event.newDate : event?.date;
  if (typeof date === 'string' && /^\d{4}\.\d{2}\.\d{2}$/.test(date)) return date.replaceAll('.', '-');
  const written = (summary.updatedAt as { toDate?: () => Date } | undefined)?.toDate?.();
  return budapestDay(written ?? now);
}

/** Deletes the lists whose day is more than LIST_KEPT_DAYS before `now`'s (Budapest); their event ids. */
export async function closeTripLists(db: Firestore, now: Date): Promise<string[]> {
  const today = budapestDay(now);
  const closed: string[] = [];
  for (const summary of (await db.collection(TRIP_LIST_COLLECTION).get()).docs) {
    const event = (await db.collection(EVENTS_COLLECTION).doc(summary.id).get()).data();
    const day = keptFor(event, summary.data(), now);
    if (addIsoDays(day, LIST_KEPT_DAYS) >= today) continue;
    const calls = await summary.ref.collection(CALLS_COLLECTION).get();
    const totals = totalsOf(
      event ? day.replaceAll('-', '.') : null,
      calls.docs.map((call) => call.data()),
    );
    // Every document under the list: the calls, any taken with no signal and never placed, the
    // morning's fee; whatever a later version keeps there too.
    const below = await Promise.all(
      (await summary.ref.listCollections()).map(async (collection) => (await collection.get()).docs),
    );
    // The totals first, kept if an earlier run wrote them (a run stopped half-way deleted
    // some calls since); then the calls and the summary, a batch at a time.
    const totalsRef = db.collection(TRIP_TOTALS_COLLECTION).doc(summary.id);
    if (!(await totalsRef.get()).exists) await totalsRef.create({ ...totals, closedAt: now });
    const refs = [...below.flat().map((document) => document.ref), summary.ref];
    for (let start = 0; start < refs.length; start += BATCH_WRITES) {
      const batch = db.batch();
      for (const ref of refs.slice(start, start + BATCH_WRITES)) batch.delete(ref);
      await batch.commit();
    }
    closed.push(summary.id);
  }
  return closed;
}
