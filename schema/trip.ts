import { z } from 'zod';
import {
  ClockTimeSchema,
  CoordinatesSchema,
  IsoDateSchema,
  PictureFileSchema,
  TripKeySchema,
} from './common.ts';
import { DIFFICULTY_LEVELS, TRAIL_MARKINGS } from './choices.ts';

const Text = z.string().trim().min(1, 'nem lehet üres');

export const RouteLevelSchema = z.enum(['short', 'medium', 'long']);

/** One route variant of a day: short, medium or long. */
export const RouteVariantSchema = z.strictObject({
  level: RouteLevelSchema,
  /** Optional own name, e.g. "Tarajka – Rainer-menedékház". */
  title: Text.optional(),
  distanceKm: z.number().positive('a táv pozitív szám (km)'),
  elevationGainM: z.number().int().nonnegative('a szintemelkedés nem lehet negatív (m)'),
  /** The metres walked downhill ("−400 m" in a program line); optional, as not every club sheet gives it. */
  elevationLossM: z.number().int().nonnegative('az ereszkedés nem lehet negatív (m)').optional(),
  durationHours: z.number().positive().optional(),
  /**
   * When the walking is planned to end, Budapest time on that day, e.g. "16:30":
   * the trip page compares it with the sunset at the destination (src/lib/daylight.ts).
   */
  finishTime: ClockTimeSchema.optional(),
  /**
   * The route's GPX track, a file beside the trip document named after the variant
   * (`program3-hosszu.gpx`): the page draws its profile and outline and offers it for download.
   */
  track: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]*\.gpx$/,
      'a GPX fájl neve a túrafájl mellett, kisbetűvel, pl. program3-hosszu.gpx',
    )
    .optional(),
  /** The trail markings to follow, in the order walked, as the club writes them: `K`, `P+`, `Z▲`. */
  markings: z
    .array(
      z.enum(
        TRAIL_MARKINGS,
        'egy turistajelzés a klub írásmódjában: a szín betűje (K, P, S, Z) és a jel (semmi a sávnál, +, ▲, ■, ●, Ω, L, ↺), pl. K, P+, Z▲; a tanösvény T',
      ),
    )
    .optional(),
  /** For those who come without the coach: how to reach the start and get home from the finish. */
  publicTransport: z
    .strictObject({
      toStart: Text.optional(),
      fromFinish: Text.optional(),
    })
    .optional(),
  description: Text,
  /**
   * Only when the terrain makes the route harder (or easier) than its distance and
   * climb say, e.g. a rocky ridge or a via ferrata section; otherwise computed.
   */
  difficulty: z
    .strictObject({
      level: z.enum(DIFFICULTY_LEVELS, 'easy, moderate vagy hard'),
      reason: Text,
    })
    .optional(),
});

/** One day of the itinerary; a one-day trip has exactly one. */
export const TripDaySchema = z.strictObject({
  /** Defaults to the trip's start date when the trip lasts one day. */
  date: IsoDateSchema.optional(),
  title: Text,
  description: Text,
  routes: z.array(RouteVariantSchema).default([]),
});

/** A price per person, optionally tied to a group size. */
export const FeeTierSchema = z.strictObject({
  /** The group size this price is quoted for, e.g. 40. */
  groupSize: z.number().int().positive().optional(),
  /** True when the price holds for `groupSize` people or more. */
  orMore: z.boolean().optional(),
  price: z.number().int().positive('az ár pozitív egész szám (Ft)'),
});

export const FeeSchema = z.strictObject({
  tiers: z.array(FeeTierSchema).min(1, 'legalább egy ár kell'),
  /** Deposit to pay at registration, in forints. */
  deposit: z.number().int().positive().optional(),
  included: z.array(Text).default([]),
  notIncluded: z.array(Text).default([]),
  cancellation: z.array(Text).default([]),
  /** Cancellation costs by how many days before arrival, shown as a table. */
  cancellationTable: z
    .array(
      z.strictObject({
        /** e.g. 3 and 6 for "3–6 nappal az érkezés előtt"; equal for a single day. */
        fromDays: z.number().int().nonnegative(),
        toDays: z.number().int().nonnegative(),
        cost: Text,
      }),
    )
    .default([]),
});

export const DepartureSchema = z.strictObject({
  /** Id of a departure point in the club settings (src/content/club.json). */
  point: z.string().regex(/^[a-z0-9-]+$/, 'indulási hely azonosítója, pl. benzinkut'),
  time: ClockTimeSchema,
});

/** A trip page: everything a visitor reads on `/programN/`. */
export const TripSchema = z.strictObject({
  $schema: z.string().optional(),
  /**
   * True while a volunteer is still filling the page in (`trips:new` writes it): the
   * development server and `npm run preview` show it marked as a draft, a production
   * build leaves it out, so the event keeps its placeholder until the page is finished.
   */
  draft: z.boolean().optional(),
  key: TripKeySchema,
  title: Text,
  /** One line under the title, e.g. "Vár- és magashegyi kirándulás". */
  subtitle: Text.optional(),
  /** Country and region, e.g. "Szlovákia, Magas-Tátra". */
  region: Text,
  /** Where the walking starts (the region or the first route's start), for the map link. */
  destination: z
    .strictObject({
      name: Text,
      coordinates: CoordinatesSchema,
    })
    .optional(),
  startDate: IsoDateSchema,
  /** Only for trips of more than one day. */
  endDate: IsoDateSchema.optional(),
  picture: PictureFileSchema,
  summary: Text,
  departures: z.array(DepartureSchema).min(1, 'legalább egy indulási hely kell'),
  /** Expected return time to the departure points (approximate). */
  returnTime: ClockTimeSchema,
  days: z.array(TripDaySchema).min(1, 'legalább egy programnap kell'),
  fee: FeeSchema,
  equipment: z.array(Text).min(1),
  notices: z.array(Text).min(1),
});

export type RouteLevel = z.infer<typeof RouteLevelSchema>;
export type RouteVariant = z.infer<typeof RouteVariantSchema>;
export type FeeTier = z.infer<typeof FeeTierSchema>;
export type Trip = z.infer<typeof TripSchema>;
/** What a volunteer writes (defaults not yet applied). */
export type TripInput = z.input<typeof TripSchema>;
