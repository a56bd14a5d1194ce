import { z } from 'zod';
import { TRIP_STATUSES } from './choices.ts';
import { PictureFileSchema, TripKeySchema } from './common.ts';
import { isRealIsoDate } from './dates.ts';

/** `yyyy.MM.dd`, the form the club's event records have always used. */
export const EventDateSchema = z
  .string()
  .regex(/^\d{4}\.\d{2}\.\d{2}$/, 'dátum ÉÉÉÉ.HH.NN alakban, pl. 2025.01.18')
  .refine((text) => isRealIsoDate(text.replaceAll('.', '-')), 'létező naptári nap');

/** One record of the `event` collection (or of the bundled list). */
export const EventSchema = z.object({
  id: z.number().int().positive(),
  date: EventDateSchema,
  name: z.string().trim().min(1, 'a túra neve nem lehet üres'),
  picture: PictureFileSchema,
  pdf: TripKeySchema,
  /** Absent = on as planned. Set by the club in Firestore or the bundled list. */
  status: z.enum(TRIP_STATUSES, 'full, cancelled vagy postponed (vagy a mező elhagyva)').optional(),
  /** Why, in Hungarian, e.g. "Kevés jelentkező miatt elmarad." */
  statusNote: z.string().trim().min(1, 'az indoklás nem lehet üres').optional(),
  /** Firestore document id, added by the reader; absent in the bundled list. */
  firestoreId: z.string().optional(),
});

export type ClubEvent = z.infer<typeof EventSchema>;

export const EventListSchema = z.array(EventSchema);
