/**
 * Whom to phone when seats free up while callers wait, and what the page says after each change
 * of a call, worked out from the summary and the calls alone (no request). First come, first
 * asked: the waiting parties that fit, in order. When the first is larger than the seats free,
 * the organiser chooses: it takes them now and waits on with the rest, still first (split), or
 * waits whole; meanwhile the seats may go to the next party that fits.
 */
import type { CallChange, CallState, TripListSummary } from '../../schema/trip-list.ts';
import { seatsLeft } from './trip-list-plan.ts';

/** What the plan reads of a call: a split party has `placedSeats` on the coach already. */
export interface Party {
  id: string;
  name: string;
  seats: number;
  placedSeats?: number;
}

/** The seats a waiting party still asks for: a split one's rest. */
export const waitingSeats = (call: Omit<Party, 'id' | 'name'>) => call.seats - (call.placedSeats ?? 0);

export interface FreedSeats {
  /** The waiting callers whose party fits the seats the ones before leave, up to the first who does not. */
  toPhone: string[];
  /** The first waiting party, larger than the `left` seats free: to split, or to wait. */
  larger: { id: string; left: number } | null;
  /** The next waiting party behind it that fits those seats: offered them, at the organiser's choice. */
  instead: string | null;
}

/** The freed seats' ways; none while no number of seats is set (every call has a place). */
export function freedSeats(summary: TripListSummary, calls: readonly Omit<Party, 'name'>[]): FreedSeats {
  let left = seatsLeft(summary);
  if (left === null) return { toPhone: [], larger: null, instead: null };
  const byId = new Map(calls.map((call) => [call.id, call]));
  const toPhone: string[] = [];
  for (const id of summary.waiting) {
    const call = byId.get(id);
    if (!call || waitingSeats(call) > left) break;
    toPhone.push(id);
    left -= waitingSeats(call);
  }
  const first = byId.get(summary.waiting[0] ?? '');
  if (toPhone.length > 0 || left === 0 || !first) return { toPhone, larger: null, instead: null };
  const free = left;
  const instead = summary.waiting.slice(1).find((id) => {
    const call = byId.get(id);
    return call !== undefined && waitingSeats(call) <= free;
  });
  return { toPhone, larger: { id: first.id, left }, instead: instead ?? null };
}

/** The waiting callers to phone now for a freed seat (freedSeats' first way). */
export function callersToPhone(summary: TripListSummary, calls: readonly Omit<Party, 'name'>[]): string[] {
  return freedSeats(summary, calls).toPhone;
}

const party = (call: Party) =>
  call.placedSeats ? `${call.name}, még ${waitingSeats(call)} fő` : `${call.name}, ${call.seats} fő`;

/** The next party that fits the seats the first one leaves free while it waits, said so. */
function insteadWords(freed: FreedSeats, calls: readonly Party[]): string {
  const other = calls.find((call) => call.id === freed.instead);
  return other ? ` Ha várnak, a hely a következőé, aki elfér: ${party(other)}.` : '';
}

/** Whom to phone next for the seats free, as the page says it after a change. */
export function nextWords(summary: TripListSummary, calls: readonly Party[]): string {
  const freed = freedSeats(summary, calls);
  const first = calls.find((call) => call.id === freed.larger?.id);
  if (freed.larger && first) {
    const { left } = freed.larger;
    return (
      ` Az első a várólistán ${party(first)}, nem fér el: hívd fel, kettéválnak-e (${left} most,` +
      ` ${waitingSeats(first) - left} vár tovább), vagy várnak.${insteadWords(freed, calls)} Lent jelölve.`
    );
  }
  if (summary.waiting.length > 0) return ' A várólistán a soron következőt hívd fel (lent jelölve).';
  const left = seatsLeft(summary);
  return left === null ? '' : ` Még ${left} szabad hely.`;
}

/** What the page says when the first waiting party chooses to wait: nothing is written. */
export function waitsWords(call: Party, summary: TripListSummary, calls: readonly Party[]): string {
  const other = calls.find((listed) => listed.id === freedSeats(summary, calls).instead);
  const instead = other ? ` A hely a következőé, aki elfér: ${party(other)} (lent jelölve).` : '';
  return `${call.name} (${waitingSeats(call)} fő) vár tovább az első helyen; ez nem változtat semmin.${instead}`;
}

/**
 * What the page says once a call listed as `call.state` has changed by `what`, leaving it
 * `state` in `summary`: exactly what is marked, the seats freed or taken, and whom to phone
 * next. `calls`: the list, for the names of those to phone or passed.
 */
export function changedWords(
  call: Omit<Party, 'id'> & { state: CallState },
  what: CallChange,
  moved: { state: CallState; summary: TripListSummary; placedSeats?: number; passed?: string | null },
  calls: readonly Party[] = [],
): string {
  const { state, summary } = moved;
  switch (what) {
    case 'cancel': {
      const placed =
        call.state === 'place' ? call.seats : call.state === 'waiting' ? (call.placedSeats ?? 0) : 0;
      const freed = placed > 0 ? ` ${placed} hely felszabadult.` : '';
      const next = placed > 0 ? nextWords(summary, calls) : nextWords({ ...summary, waiting: [] }, []);
      return `${call.name}: lemondta.${freed}${next}`;
    }
    case 'split': {
      const placed = moved.placedSeats ?? 0;
      return `${call.name}: ${placed} hely a buszon, ${call.seats - placed} a várólista élén.`;
    }
    case 'move-up': {
      if (call.placedSeats)
        return `${call.name}: helyet kapott a többi ${waitingSeats(call)} fő is, a társaság együtt a buszon (${call.seats} fő).`;
      const passed = calls.find((listed) => listed.id === moved.passed);
      return passed
        ? `${call.name} feljebb lépett, helyet kapott (${call.seats} fő); ${passed.name} (${waitingSeats(passed)} fő) vár tovább az első helyen.`
        : `${call.name}: helyet kapott (${call.seats} fő).`;
    }
    case 'restore':
      return state === 'place'
        ? `${call.name}: visszavéve, újra helyet kapott (${call.seats} fő).`
        : `${call.name}: visszavéve a várólista végére (${summary.waiting.length}.).`;
    case 'decline':
      return `${call.name}: nem kéri a helyet, lekerült a várólistáról.`;
  }
}
