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
  | { state: 'place' | 'waiting' }
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
  call: { id: string; seats: number; state: 'place' | 'waiting' },
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

/**
 * The summary once a call listed as `call.state` changes by `what`, and the state it leaves
 * the call in; or why not, in Hungarian. A cancellation frees the party's seats (or its
 * place in the waiting order); a waiting caller moves up only into seats free for the
 * whole party; one who declines leaves the waiting order; either is taken back (`restore`).
 */
export function withCallChange(
  summary: TripListSummary,
  call: { id: string; seats: number; state: CallState },
  what: CallChange,
  change: string,
): { ok: true; summary: TripListSummary; state: CallState } | { ok: false; problem: string } {
  const moved = (state: CallState, taken: number, waiting: string[]) => ({
    ok: true as const,
    state,
    summary: { capacity: summary.capacity, taken, waiting, change, base: summary.change, lastCall: call.id },
  });
  const without = summary.waiting.filter((id) => id !== call.id);
  if (what === 'cancel' && call.state === 'place')
    return moved('cancelled', summary.taken - call.seats, summary.waiting);
  if (what === 'cancel' && call.state === 'waiting') return moved('cancelled', summary.taken, without);
  if (what === 'decline' && call.state === 'waiting') return moved('declined', summary.taken, without);
  if (what === 'move-up' && call.state === 'waiting') {
    const left = seatsLeft(summary);
    if (left !== null && call.seats > left)
      return { ok: false, problem: `helyek: csak ${left} szabad hely van, a társaság ${call.seats} fős` };
    return moved('place', summary.taken + call.seats, without);
  }
  if (what === 'restore' && (call.state === 'cancelled' || call.state === 'declined')) {
    // A cancellation taken back returns the seats while they are free (it was a mistake, not
    // a new call); otherwise, and for a refusal taken back, the end of the waiting list.
    const left = seatsLeft(summary);
    if (call.state === 'cancelled' && (left === null || call.seats <= left))
      return moved('place', summary.taken + call.seats, summary.waiting);
    if (summary.waiting.length >= MOST_WAITING) return { ok: false, problem: waitingFullText(MOST_WAITING) };
    return moved('waiting', summary.taken, [...summary.waiting, call.id]);
  }
  return { ok: false, problem: 'ez a jelentkező már nincs ebben az állapotban: a lista frissült' };
}

/**
 * The waiting callers to phone now for a freed seat: in the waiting order, each whose party
 * fits the seats the ones before leave, up to the first who does not (first come, first
 * asked). None while no number of seats is set: then every call has a place.
 */
export function callersToPhone(
  summary: TripListSummary,
  calls: readonly { id: string; seats: number }[],
): string[] {
  let left = seatsLeft(summary);
  if (left === null) return [];
  const seatsOf = new Map(calls.map((call) => [call.id, call.seats]));
  const toPhone: string[] = [];
  for (const id of summary.waiting) {
    const seats = seatsOf.get(id);
    if (seats === undefined || seats > left) break;
    toPhone.push(id);
    left -= seats;
  }
  return toPhone;
}

/**
 * What the page says once a call listed as `call.state` has changed by `what`, leaving it
 * `state` in `summary`: the seats freed or taken, and whom to phone next.
 */
export function changedWords(
  call: { name: string; seats: number; state: CallState },
  what: CallChange,
  { state, summary }: { state: CallState; summary: TripListSummary },
): string {
  const left = seatsLeft(summary);
  switch (what) {
    case 'cancel': {
      const freed = call.state === 'place' ? ` ${call.seats} hely felszabadult.` : '';
      const next =
        call.state === 'place' && summary.waiting.length > 0
          ? ' A várólistán a soron következőt hívd fel (lent jelölve).'
          : left === null
            ? ''
            : ` Még ${left} szabad hely.`;
      return `${call.name}: lemondta.${freed}${next}`;
    }
    case 'move-up':
      return `${call.name}: helyet kapott (${call.seats} fő).`;
    case 'restore':
      return state === 'place'
        ? `${call.name}: visszavéve, újra helyet kapott (${call.seats} fő).`
        : `${call.name}: visszavéve a várólista végére (${summary.waiting.length}.).`;
    case 'decline':
      return `${call.name}: nem kéri a helyet, lekerült a várólistáról.`;
  }
}
