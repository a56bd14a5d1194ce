import { z } from 'zod';
import { CoordinatesSchema } from './common.ts';

export const OrganiserSchema = z.object({
  name: z.string().min(1),
  /** International form, digits only after the plus sign: +36301234567. */
  phone: z.string().regex(/^\+36\d{8,9}$/, 'telefonszám +36… alakban, szóközök nélkül'),
});

export const DeparturePointSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  address: z.string().min(1),
  /** For the map link on trip pages. */
  coordinates: CoordinatesSchema.optional(),
});

/** A tile server's address as map libraries write it, and the credit its licence asks for. */
export const MapTilesSchema = z.object({
  url: z
    .string()
    .regex(
      /^https:\/\/[a-z0-9.-]+(?::\d+)?\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/,
      'a térképcsempék címe https://…/{z}/{x}/{y}.png alakban',
    ),
  attribution: z.string().trim().min(1, 'a térkép forrásának neve nem lehet üres'),
  attributionUrl: z.string().regex(/^https:\/\/\S+$/, 'a térkép forrásának oldala https://… alakban'),
});

export const ClubSettingsSchema = z.object({
  clubName: z.string().min(1),
  organisers: z.array(OrganiserSchema).length(2),
  departurePoints: z.array(DeparturePointSchema).min(1),
  /**
   * What happens to the deposits paid for a trip the club calls off, in Hungarian: the
   * cancelled trip's page says it, and so will the call-off messages. One text for every
   * trip; what a hiker's own cancellation costs is each trip's (its fee.cancellation).
   */
  cancelledTripDeposits: z.string().trim().min(1, 'az elmaradó túra előlegéről szóló szöveg nem lehet üres'),
  /**
   * Whom to ask about the data the club keeps on the people who register (a name and a phone
   * number or a postal address): the privacy notice, `/adatkezeles/`, gives it.
   */
  privacyContact: z.string().trim().min(1, 'az adatkezelési kapcsolattartó nem lehet üres'),
  /**
   * The map a trip page opens on request (*Térkép*): whose tiles, and the credit their licence
   * asks for. The build allows the tiles' host in the site's Content-Security-Policy.
   */
  mapTiles: MapTilesSchema,
});

export type Organiser = z.infer<typeof OrganiserSchema>;
export type DeparturePoint = z.infer<typeof DeparturePointSchema>;
export type ClubSettings = z.infer<typeof ClubSettingsSchema>;
