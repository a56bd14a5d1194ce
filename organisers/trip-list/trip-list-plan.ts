/**
 * Where a new call goes on the trip's list, worked out from the summary alone (no request):
 * a seat while the coach has room for the whole party, the waiting list once it is full or
 * someone already waits (first come, first served), and the organiser's choice when the party
 * is larger than the seats left (split it, or let it wait whole).
 */
import {
  MOST_WAITING,
  type CallChange,
  type CallState,
  type TripListSummary,
} from '../../schema/trip-list.ts';
import { waitingFullText } from '../app/failure-text.ts';

export type Placement =
  /** `placedSeats`: of a party split, the seats it has now (0 for any other). */
  | { state: 'place' | 'waiting'; placedSeats: number }
  /** `left` seats remain, fewer than the party asks for. */
  | { state: 'too-large'; left: number };

/**
 * What the organiser chose for a party larger than the seats left: the seats left now and the
 * rest first on the waiting list, one caller still (`split`), or the whole party waiting.
 */
export type LargePartyChoice = 'wait' | 'split';

/** Seats not taken; null when the organisers have set no capacity. */
export function seatsLeft(summary: TripListSummary): number | null {
  return summary.capacity === null ? null : Math.max(0, summary.capacity - summary.taken);
}

export function placementOf(summary: TripListSummary, seats: number, choice?: LargePartyChoice): Placement {
  const left = seatsLeft(summary);
  if (left === null) return { state: 'place', placedSeats: 0 };
  if (summary.waiting.length > 0 || left === 0) return { state: 'waiting', placedSeats: 0 };
  if (seats <= left) return { state: 'place', placedSeats: 0 };
  if (choice === 'wait') return { state: 'waiting', placedSeats: 0 };
  return choice === 'split' ? { state: 'waiting', placedSeats: left } : { state: 'too-large', left };
}

/**
 * The summary once a call of `seats` is placed as `state` by the write `change`; a split
 * party's `placedSeats` counted as taken.
 */
export function withCall(
  summary: TripListSummary,
  call: { id: string; seats: number; state: 'place' | 'waiting'; placedSeats?: number },
  change: string,
): TripListSummary {
  return {
    capacity: summary.capacity,
    taken: summary.taken + (call.state === 'place' ? call.seats : (call.placedSeats ?? 0)),
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

/** A call's change as planned: its state, a split party's placed part, the summary. */
export type CallMoved = {
  ok: true;
  summary: TripListSummary;
  state: CallState;
  /** Of a split party, its seats on the coach; 0 for any other call. */
  placedSeats: number;
  /** A waiting party moved up past the first one, larger than the seats free: that one's id. */
  passed: string | null;
};

/**
 * The summary once a call listed as `call.state` changes by `what`, and the state it leaves
 * the call in; or why not, in Hungarian. A cancellation frees the party's seats (a split
 * party's placed part, and its place in the waiting order); a waiting caller moves up only
 * into seats free for the whole party (a split one for its waiting part), past a larger first
 * party too, at the organiser's choice; the first waiting party, larger than the seats free,
 * may take them now and wait on with the rest (`split`); one who declines leaves the waiting
 * order; either is taken back (`restore`).
 */
export function withCallChange(
  summary: TripListSummary,
  call: { id: string; seats: number; state: CallState; placedSeats?: number },
  what: CallChange,
  change: string,
): CallMoved | { ok: false; problem: string } {
  const placed = call.state === 'waiting' ? (call.placedSeats ?? 0) : 0;
  const moved = (state: CallState, taken: number, waiting: string[], placedSeats = 0): CallMoved => ({
    ok: true,
    state,
    placedSeats,
    passed: null,
    summary: { capacity: summary.capacity, taken, waiting, change, base: summary.change, lastCall: call.id },
  });
  const without = summary.waiting.filter((id) => id !== call.id);
  const left = seatsLeft(summary);
  if (what === 'cancel' && call.state === 'place')
    return moved('cancelled', summary.taken - call.seats, summary.waiting);
  if (what === 'cancel' && call.state === 'waiting')
    return moved('cancelled', summary.taken - placed, without);
  if (what === 'decline' && call.state === 'waiting' && placed === 0)
    return moved('declined', summary.taken, without);
  if (what === 'move-up' && call.state === 'waiting') {
    if (left !== null && call.seats - placed > left)
      return {
        ok: false,
        problem: `helyek: csak ${left} szabad hely van, a társaság ${call.seats - placed} fős`,
      };
    const first = summary.waiting[0] ?? null;
    return {
      ...moved('place', summary.taken + call.seats - placed, without),
      passed: first === call.id ? null : first,
    };
  }
  if (what === 'split' && call.state === 'waiting' && summary.waiting[0] === call.id) {
    // The seats free now, no more: the rest of the party keeps the first place.
    if (left === null || left === 0 || placed + left >= call.seats)
      return { ok: false, problem: 'a szabad helyek száma közben változott: nézd meg újra a listát' };
    return moved('waiting', summary.taken + left, summary.waiting, placed + left);
  }
  if (what === 'restore' && (call.state === 'cancelled' || call.state === 'declined')) {
    // A cancellation taken back returns the seats while they are free (it was a mistake, not
    // a new call); otherwise, and for a refusal taken back, the end of the waiting list. A split
    // party cancelled by mistake comes back whole, as any other.
    if (call.state === 'cancelled' && (left === null || call.seats <= left))
      return moved('place', summary.taken + call.seats, summary.waiting);
    if (summary.waiting.length >= MOST_WAITING) return { ok: false, problem: waitingFullText(MOST_WAITING) };
    return moved('waiting', summary.taken, [...summary.waiting, call.id]);
  }
  return { ok: false, problem: 'ez a jelentkező már nincs ebben az állapotban: a lista frissült' };
}
