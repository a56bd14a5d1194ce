/**
 * The trip morning on paper, worked out from the list alone (no request): the coach list by
 * boarding point in the order the coach calls at them, what each party still pays on the
 * coach, the totals; and, for a trip called off, the message each caller gets and the link
 * that opens it on the organiser's phone.
 */
import type { FeeTier } from '../../schema/trip.ts';
import { feeForHeadCount } from '../../src/lib/fee-rule.ts';
import { eventDateToIso, formatLongDate } from '../../src/lib/dates.ts';
import { withCapitalArticle } from '../../src/lib/hungarian-article.ts';
import { seatsOnCoach } from '../../schema/trip-list.ts';

/** A party on the coach list: a call with a seat. */
export interface MorningCall {
  id: string;
  name: string;
  phone: string;
  seats: number;
  boarding: string;
  deposit: { amount: number } | null;
  /** How many of its seats boarded; 0 before its tick. */
  boarded: number;
}

export interface Departure {
  point: string;
  /** `06:45`; null when the trip's page gives none for the point. */
  time: string | null;
  name: string;
}

export interface MorningParty extends MorningCall {
  /** Forints still due on the coach: its seats at the fixed fee, less its deposit; null while no fee is known. */
  due: number | null;
}

export interface BoardingGroup {
  departure: Departure;
  parties: MorningParty[];
  seats: number;
  boarded: number;
  due: number | null;
}

export interface CoachList {
  groups: BoardingGroup[];
  seats: number;
  boarded: number;
  due: number | null;
}

/**
 * The fee per person the morning's head-count reaches by the trip's tiers; null when the trip's
 * page gives no tiers, or the head-count is below the lowest (the organisers then set it).
 */
export function morningPrice(tiers: readonly FeeTier[] | null, headCount: number): number | null {
  if (!tiers) return null;
  const fee = feeForHeadCount(tiers, headCount);
  return fee.kind === 'price' ? fee.price : null;
}

/** What a party still pays on the coach: never below nothing (a deposit larger than the fee is settled apart). */
export function amountDue(seats: number, price: number, deposit: number): number {
  return Math.max(0, seats * price - deposit);
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const sumOrNull = (values: readonly (number | null)[]) =>
  values.some((value) => value === null) ? null : sum(values as number[]);

/**
 * The parties on the coach, each with its seats there: a split party with its placed part
 * (the rest waits), one line as on the list.
 */
export function onCoach<T extends MorningCall & { state: string; placedSeats: number }>(
  calls: readonly T[],
): T[] {
  return calls.map((call) => ({ ...call, seats: seatsOnCoach(call) })).filter((call) => call.seats > 0);
}

/**
 * The coach list: every party with a seat, grouped by where it boards, the groups in the order
 * of `departures` (the coach's route), a point no departure names after them; within a group,
 * in the order the calls came. `price`: the fixed fee per person, or null while none is known.
 */
export function coachList(
  calls: readonly MorningCall[],
  departures: readonly Departure[],
  price: number | null,
): CoachList {
  const order = [...departures];
  for (const call of calls)
    if (!order.some((departure) => departure.point === call.boarding))
      order.push({ point: call.boarding, time: null, name: call.boarding });
  const groups = order
    .map((departure) => {
      const parties = calls
        .filter((call) => call.boarding === departure.point)
        .map((call) => ({
          ...call,
          due: price === null ? null : amountDue(call.seats, price, call.deposit?.amount ?? 0),
        }));
      return {
        departure,
        parties,
        seats: sum(parties.map((party) => party.seats)),
        boarded: sum(parties.map((party) => party.boarded)),
        due: sumOrNull(parties.map((party) => party.due)),
      };
    })
    .filter((group) => group.parties.length > 0);
  return {
    groups,
    seats: sum(groups.map((group) => group.seats)),
    boarded: sum(groups.map((group) => group.boarded)),
    due: sumOrNull(groups.map((group) => group.due)),
  };
}

/** What the club tells every caller of a trip it called off or moved. */
export interface CallOff {
  clubName: string;
  tripName: string;
  /** The event's day, `2026.12.05`. */
  date: string;
  status: 'cancelled' | 'postponed';
  /** The reason, as the trip page gives it. */
  statusNote?: string | undefined;
  /** A postponed trip's new day, `2027.01.09`, once known. */
  newDate?: string | undefined;
  /** The club's words on the deposits of a trip it calls off. */
  cancelledTripDeposits: string;
}

/** An event's day as the trip page writes it: `2026. december 5., szombat`. */
export const longDate = (date: string) => {
  const iso = eventDateToIso(date);
  return iso ? formatLongDate(iso) : date;
};

/** The message, the same for every caller: it names no one, so it may be copied into any app. */
export function callOffText(trip: CallOff): string {
  const what = `${withCapitalArticle(`„${trip.tripName}”`)} túra (${longDate(trip.date)})`;
  const reason = trip.statusNote ? ` ${trip.statusNote.trim().replace(/([^.!?])$/, '$1.')}` : '';
  const body =
    trip.status === 'cancelled'
      ? `${what} elmarad.${reason} ${trip.cancelledTripDeposits}`
      : `${what} elhalasztva. Az új időpont: ${trip.newDate ? longDate(trip.newDate) : 'még nincs kitűzve, értesítünk'}.${reason} Ha előleget fizettél, az az új időpontra is érvényes; ha akkor nem tudsz jönni, szólj.`;
  return `${body} – ${trip.clubName}`;
}

/**
 * The phone's own message form: Android reads the text after `?body=`, iOS after `&body=` (it
 * takes everything after the `?` as the number). One number only, so no caller sees another's.
 */
export type MessageForm = 'android' | 'ios';

export function messageLink(phone: string, text: string, form: MessageForm): string {
  return `sms:${phone}${form === 'ios' ? '&' : '?'}body=${encodeURIComponent(text)}`;
}

/** Which form this phone understands, from what its browser says it is. */
export function messageFormOf(userAgent: string, maxTouchPoints = 0): MessageForm {
  // An iPad asks for the desktop site and says Macintosh; only it has a touch screen.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
    ? 'ios'
    : 'android';
}

/** The callers to tell, those not yet reached first; each group in the order the calls came. */
export function callersToTell<T extends { reached: boolean }>(calls: readonly T[]): T[] {
  return [...calls.filter((call) => !call.reached), ...calls.filter((call) => call.reached)];
}
