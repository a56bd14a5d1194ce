/**
 * Where a new call goes on the trip's list, worked out from the summary alone (no request):
 * a seat while the coach has room for the whole party, the waiting list once it is full or
 * someone already waits (first come, first served), and the organiser's choice when the party
 * is larger than the seats left (split it, or let it wait whole).
 */
import type { CallState, TripListSummary } from '../schema/trip-list.ts';

export type Placement =
  | { state: CallState }
  /** `left` seats remain, fewer than the party asks for. */
  | { state: 'too-large'; left: number };

/** What the organiser chose for a party larger than the seats left. */
export type LargePartyChoice = 'wait';

/** Seats not taken; null when the organisers have set no capacity. */
export function seatsLeft(summary: TripListSummary): number | null {
  return summary.capacity === null ? null : Math.max(0, summary.capacity - summary.taken);
}

export function placementOf(summary: TripListSummary, seats: number, choice?: LargePartyChoice): Placement {
  const left = seatsLeft(summary);
  if (left === null) return { state: 'place' };
  if (summary.waiting.length > 0 || left === 0) return { state: 'waiting' };
  if (seats <= left) return { state: 'place' };
  return choice === 'wait' ? { state: 'waiting' } : { state: 'too-large', left };
}

/** The summary once a call of `seats` is placed as `state` by the write `change`. */
export function withCall(
  summary: TripListSummary,
  call: { id: string; seats: number; state: CallState },
  change: string,
): TripListSummary {
  return {
    capacity: summary.capacity,
    taken: summary.taken + (call.state === 'place' ? call.seats : 0),
    waiting: call.state === 'waiting' ? [...summary.waiting, call.id] : summary.waiting,
    change,
    base: summary.change,
    lastCall: call.id,
  };
}

/**
 * The summary with the coach's seats set, or why not: fewer seats than are taken would
 * leave callers with a promise and no seat.
 */
export function withCapacity(
  summary: TripListSummary,
  capacity: number | null,
  change: string,
): { ok: true; summary: TripListSummary } | { ok: false; problem: string } {
  if (capacity !== null && capacity < summary.taken)
    return {
      ok: false,
      problem: `férőhely: már ${summary.taken} hely foglalt, ennél kevesebb nem lehet`,
    };
  return { ok: true, summary: { ...summary, capacity, change, base: summary.change } };
}
