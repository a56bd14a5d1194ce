/**
 * The trip's list: the phone calls an organiser takes for one trip, and the one summary
 * that keeps the seats and the waiting order. Organisers only: names and numbers never
 * reach a public document (firestore.rules; tests/unit/organisers/trip-list-writes.test.ts).
 *
 *   tripLists/<event document id>                 the summary
 *   tripLists/<event document id>/calls/<call id>  one caller's party
 *
 * Every call is written in one batch with the summary, which moves to a new change id
 * naming the one it was based on: the rules refuse a batch based on a summary that is no
 * longer the stored one, so two organisers taking calls at once never count past the
 * capacity, lose a caller or count one twice (organisers/trip-list/trip-list-writes.ts retries).
 * Nothing here imports from src/: the rules' tests, the tools and the page share it.
 */
import { z } from 'zod';
// First: zod set up without eval, which the pages' Content-Security-Policy forbids, before
// this module builds its schemas (the organisers' page may load it before any other schema).
import './common.ts';

/** The most seats one call may ask for: a family, not a coach. */
export const MOST_SEATS_A_CALL = 10;
/** A coach's seats, at most: a mistyped capacity must not open the list to thousands. */
export const MOST_CAPACITY = 99;
/** The longest name and note an organiser may type: a caller, not a letter. */
export const CALL_TEXT_LIMITS = { name: 80, note: 280 } as const;
/**
 * The longest waiting order: the summary holds it whole (every write of the list sends it
 * and it must stay small), and more callers than a second coach holds wait in vain.
 */
export const MOST_WAITING = 60;
/** The largest deposit one call may record, in forints. */
export const MOST_DEPOSIT = 500_000;

/**
 * Where a caller's party stands: a seat on the coach, the waiting list in the order the calls
 * came, cancelled by the caller (*lemondta*), or a waiting caller who, called back for a freed
 * seat, declined it (*nem kéri*). The last two stay on the list, off the counts.
 */
export const CALL_STATES = ['place', 'waiting', 'cancelled', 'declined'] as const;
export type CallState = (typeof CALL_STATES)[number];

/**
 * What an organiser records of a caller after the call was taken; `restore` takes back a
 * cancellation or a refusal recorded by mistake; `split` gives the first waiting party, larger
 * than the seats free, those seats now while the rest of it waits on, still first.
 */
export type CallChange = 'cancel' | 'move-up' | 'decline' | 'restore' | 'split';

/**
 * A party split at the organiser's choice stays one caller (one line, one message, one count):
 * `placedSeats` of its seats are on the coach, counted in the summary's `taken`, and the rest
 * waits in its place in the waiting order. Only on a waiting call, 1 to its seats less one;
 * gone once the rest moves up (a call with a place) or the caller cancels.
 */
export const SplitSchema = z.object({
  placedSeats: z
    .number()
    .int()
    .min(1)
    .max(MOST_SEATS_A_CALL - 1),
});

/** A call's seats on the coach: all of a placed party's, the placed part of a split one. */
export function seatsOnCoach(call: { state: string; seats: number; placedSeats?: unknown }): number {
  if (call.state === 'place') return call.seats;
  return call.state === 'waiting' && typeof call.placedSeats === 'number' ? call.placedSeats : 0;
}

const nonBlank = (field: string, most: number) =>
  z.string().trim().min(1, `${field}: nem lehet üres`).max(most, `${field}: legfeljebb ${most} karakter`);

/** What the organiser types for a call; the phone number already in its one stored form. */
export const CallSchema = z.object({
  name: nonBlank('név', CALL_TEXT_LIMITS.name),
  /** International form, as organisers/trip-list/phone-number.ts stores every number: +36301234567. */
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/, 'telefonszám: +36… alakban'),
  seats: z
    .number()
    .int('helyek: egész szám')
    .min(1, 'helyek: legalább 1')
    .max(MOST_SEATS_A_CALL, `helyek: legfeljebb ${MOST_SEATS_A_CALL}`),
  /** A departure point's id of the club's settings (src/content/club.json). */
  boarding: z.string().regex(/^[a-z0-9-]+$/, 'felszállás: a klub egyik indulási helye'),
  deposit: z
    .object({
      amount: z
        .number()
        .int('előleg: egész forint')
        .min(1, 'előleg: legalább 1 Ft')
        .max(MOST_DEPOSIT, `előleg: legfeljebb ${MOST_DEPOSIT} Ft`),
      method: z.enum(['cash', 'transfer'], { error: 'előleg: készpénz vagy átutalás' }),
    })
    .nullable(),
  note: z
    .string()
    .trim()
    .max(CALL_TEXT_LIMITS.note, `megjegyzés: legfeljebb ${CALL_TEXT_LIMITS.note} karakter`),
});
export type Call = z.infer<typeof CallSchema>;

/** The summary as stored (besides `updatedAt`, the server's time of its last write). */
export interface TripListSummary {
  /** The coach's seats; null while the organisers have set none (every call gets a place). */
  capacity: number | null;
  /** Seats of the calls with a place. */
  taken: number;
  /** The waiting calls' ids, first come first. */
  waiting: string[];
  /** The id of the write that left it so, made on the phone; null before the first. */
  change: string | null;
  /** The change this one was based on: the rules refuse any other than the stored one. */
  base: string | null;
  /** The call that write took. */
  lastCall: string | null;
}

export const EMPTY_SUMMARY: TripListSummary = {
  capacity: null,
  taken: 0,
  waiting: [],
  change: null,
  base: null,
  lastCall: null,
};
