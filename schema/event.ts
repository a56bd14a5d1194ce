// zod/mini: the browser of a build configured for Firestore checks every event it reads
// with this schema, and builds it on a slow phone while the page starts. The classic API
// attaches its methods to every schema it makes; mini does not, which made the reader's
// start-up a third of what it was (60 → 20 ms at 4× CPU). Parsing and messages are the same.
import * as z from 'zod/mini';
import { TRIP_STATUSES } from './choices.ts';
import { EVENT_DATE_TIME, eventDateToIso, isRealIsoDate, parseEventDateTime } from './dates.ts';
import { PICTURE_FILE, TRIP_KEY } from './formats.ts';

// The site's Content-Security-Policy (firebase.json) forbids eval; see schema/common.ts.
z.config({ jitless: true });

/** `yyyy.MM.dd`, the form the club's event records have always used. */
export const EventDateSchema = z.string().check(
  z.regex(/^\d{4}\.\d{2}\.\d{2}$/, 'dátum ÉÉÉÉ.HH.NN alakban, pl. 2025.01.18'),
  z.refine((text: string) => isRealIsoDate(text.replaceAll('.', '-')), 'létező naptári nap'),
);

/**
 * `2025.06.20 18:00`: the event's own date form and a clock time, Budapest time.
 * A plain text field, so a volunteer types it into the Firebase console as it reads.
 */
export const DecisionTimeSchema = z.string().check(
  z.regex(EVENT_DATE_TIME, 'időpont ÉÉÉÉ.HH.NN ÓÓ:PP alakban (budapesti idő), pl. 2025.06.20 18:00'),
  z.refine((text: string) => parseEventDateTime(text) !== null, 'létező naptári nap'),
);

/**
 * One record as the club keeps it: a document of the Firestore collection `event`, or an
 * entry of a bundled list (`src/content/events/<year>.json`). Volunteers type these fields
 * (the organisers' page, the editor, the Firebase console) and firestore.rules allows no
 * other; `npm run trips:check`, `npm run events:check` and the organisers' page check a
 * record with this schema, so their messages name the fields as they are typed. The readers
 * turn a record into the site's `ClubEvent` (src/data/club-event.ts).
 */
export const StoredEventSchema = z
  .object({
    id: z.number().check(z.int(), z.positive()),
    date: EventDateSchema,
    name: z.string().check(z.trim(), z.minLength(1, 'a túra neve nem lehet üres')),
    picture: z.string().check(z.regex(PICTURE_FILE.pattern, PICTURE_FILE.message)),
    /**
     * The trip's key (`program7`): its page `/program7/`, its document `trips/<year>/program7.json`.
     * Named after the PDF the club's first site linked instead; the site calls it `key`.
     */
    pdf: z.string().check(z.regex(TRIP_KEY.pattern, TRIP_KEY.message)),
    /** Absent = on as planned. Set by the club in Firestore or the bundled list. */
    status: z.optional(
      z.enum(TRIP_STATUSES, 'full, cancelled, postponed vagy tentative (vagy a mező elhagyva)'),
    ),
    /** Why, in Hungarian, e.g. "Kevés jelentkező miatt elmarad." */
    statusNote: z.optional(z.string().check(z.trim(), z.minLength(1, 'az indoklás nem lehet üres'))),
    /**
     * When the club decides whether a `tentative` trip goes ahead, e.g. `2025.06.20 18:00`.
     * Kept once the decision is made: it tells calendars that the status changed since
     * (src/lib/trip-status-outputs.ts), so an entry imported while tentative updates.
     */
    decisionBy: z.optional(DecisionTimeSchema),
    /** For a `postponed` trip, the day it moves to, once the club knows it: `2025.05.10`. */
    newDate: z.optional(EventDateSchema),
    /**
     * The trip's list's counts (schema/trip-list.ts), written with the list's summary only:
     * the coach's seats (null while none is set), seats taken, callers waiting. Absent for a
     * trip whose list the organisers do not keep on their page.
     */
    seats: z.optional(
      z.object({
        capacity: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(99))),
        taken: z.number().check(z.int(), z.minimum(0)),
        waiting: z.number().check(z.int(), z.minimum(0)),
      }),
    ),
    /**
     * When an organiser last saved the event from their page: the server's time of the write,
     * which firestore.rules demand of every write, as ISO text (every reader of the collection
     * turns the timestamp into it, src/data/parse-events.ts). Absent in the bundled list and on events
     * typed in the Firebase console. The feed dates the event's entry by it.
     */
    updatedAt: z.optional(z.iso.datetime()),
    /** Firestore document id, added by the reader; absent in the bundled list. */
    firestoreId: z.optional(z.string()),
  })
  .check(
    z.superRefine((event, context) => {
      // Like the decision time below, only a well-formed new date is compared.
      if (typeof event.newDate !== 'string' || typeof event.date !== 'string') return;
      const newDay = eventDateToIso(event.newDate);
      const day = eventDateToIso(event.date);
      if (newDay === null || day === null) return;
      if (event.status !== 'postponed' || newDay <= day) {
        context.addIssue({
          code: 'custom',
          path: ['newDate'],
          message:
            event.status !== 'postponed'
              ? 'új időpont csak elhalasztott túránál (status: postponed)'
              : `a túra eredeti napja (${event.date}) utáni nap`,
          input: event.newDate,
        });
      }
    }),
    z.superRefine((event, context) => {
      // zod runs this even when a field failed: a wrong type or form of either field is
      // reported by that field, so this compares only two real days.
      if (typeof event.decisionBy !== 'string' || typeof event.date !== 'string') return;
      const decision = parseEventDateTime(event.decisionBy);
      const day = eventDateToIso(event.date);
      if (decision === null || day === null || decision.isoDate <= day) return;
      context.addIssue({
        code: 'custom',
        path: ['decisionBy'],
        message: `legkésőbb a túra napján (${event.date}), pl. ${event.date} 06:00`,
        input: event.decisionBy,
      });
    }),
  );

export type StoredEvent = z.infer<typeof StoredEventSchema>;

/** A season's bundled list, `src/content/events/<year>.json`. */
export const StoredEventListSchema = z.array(StoredEventSchema);

/** An event as the site works with it: the record, with its trip key under the name the site gives it. */
export type ClubEvent = Omit<StoredEvent, 'pdf'> & {
  /** The trip's key (`program7`), the record's `pdf`. */
  key: string;
};
