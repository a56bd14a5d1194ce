import { z } from 'zod';
import { isRealIsoDate } from './dates.ts';
import { PICTURE_FILE, TRIP_KEY } from './formats.ts';

// The site's Content-Security-Policy (firebase.json) forbids eval. Without this, zod probes
// `new Function` when the first schema is built, which the browser reports as a CSP violation.
// Every schema the app builds imports this module first, so the setting is in place in time.
z.config({ jitless: true });

/** A real calendar day, written `YYYY-MM-DD` (e.g. 2025-01-18). */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dátum ÉÉÉÉ-HH-NN alakban, pl. 2025-01-18')
  .refine(isRealIsoDate, 'létező naptári nap (pl. február 30. nincs)');

/** A clock time, written `HH:MM` on the 24-hour clock (e.g. 06:00). */
export const ClockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'időpont ÓÓ:PP alakban, pl. 06:00');

/** A picture file under public/pictures, named in lower-case kebab-case. */
export const PictureFileSchema = z.string().regex(PICTURE_FILE.pattern, PICTURE_FILE.message);

/** The route key of a trip page: `program` followed by a number. */
export const TripKeySchema = z.string().regex(TRIP_KEY.pattern, TRIP_KEY.message);

/** A point on the map in WGS 84 degrees (what OpenStreetMap and phones use), e.g. Lillafüred: lat 48.1017, lon 20.6246. */
export const CoordinatesSchema = z.strictObject({
  lat: z.number().min(-90, 'szélesség −90 és 90 fok között').max(90, 'szélesség −90 és 90 fok között'),
  lon: z.number().min(-180, 'hosszúság −180 és 180 fok között').max(180, 'hosszúság −180 és 180 fok között'),
});

export type Coordinates = z.infer<typeof CoordinatesSchema>;
