// zod/mini: the browser of a build configured for Firestore checks every event it reads
// with this schema, and builds it on a slow phone while the page starts. The classic API
// attaches its methods to every schema it makes; mini does not, which made the reader's
// start-up a third of what it was (60 → 20 ms at 4× CPU). Parsing and messages are the same.
import * as z from 'zod/mini';
import { TRIP_STATUSES } from './choices.ts';
import { isRealIsoDate } from './dates.ts';
import { PICTURE_FILE, TRIP_KEY } from './formats.ts';

// The site's Content-Security-Policy (firebase.json) forbids eval; see schema/common.ts.
z.config({ jitless: true });

/** `yyyy.MM.dd`, the form the club's event records have always used. */
export const EventDateSchema = z.string().check(
  z.regex(/^\d{4}\.\d{2}\.\d{2}$/, 'dátum ÉÉÉÉ.HH.NN alakban, pl. 2025.01.18'),
  z.refine((text: string) => isRealIsoDate(text.replaceAll('.', '-')), 'létező naptári nap'),
);

/** One record of the `event` collection (or of the bundled list). */
export const EventSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  date: EventDateSchema,
  name: z.string().check(z.trim(), z.minLength(1, 'a túra neve nem lehet üres')),
  picture: z.string().check(z.regex(PICTURE_FILE.pattern, PICTURE_FILE.message)),
  pdf: z.string().check(z.regex(TRIP_KEY.pattern, TRIP_KEY.message)),
  /** Absent = on as planned. Set by the club in Firestore or the bundled list. */
  status: z.optional(z.enum(TRIP_STATUSES, 'full, cancelled vagy postponed (vagy a mező elhagyva)')),
  /** Why, in Hungarian, e.g. "Kevés jelentkező miatt elmarad." */
  statusNote: z.optional(z.string().check(z.trim(), z.minLength(1, 'az indoklás nem lehet üres'))),
  /** Firestore document id, added by the reader; absent in the bundled list. */
  firestoreId: z.optional(z.string()),
});

export type ClubEvent = z.infer<typeof EventSchema>;

export const EventListSchema = z.array(EventSchema);
