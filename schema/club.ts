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

/** A colour as the settings write it: `#2a6041`. */
const ColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'egy szín #RRGGBB alakban, pl. #2a6041');

/**
 * The club's two colours. The site derives the rest (a darker and a lighter shade of each,
 * the page background) and checks every pair a visitor reads against its contrast limit
 * (src/lib/club-palette.ts), so no choice of colours makes a page hard to read.
 */
export const ClubColoursSchema = z.strictObject({
  /** The header, the buttons and the links: white text on it. */
  main: ColourSchema,
  /** The next trip's badge and the highlights: dark text on it. */
  accent: ColourSchema,
});

export const ClubSettingsSchema = z.object({
  /** The full name, as the club signs: the header, the privacy notice, the calendar's entries. */
  clubName: z.string().trim().min(1, 'az egyesület neve nem lehet üres'),
  /** The name in every tab title and link preview: `Túraprogramok – <siteName>`. */
  siteName: z.string().trim().min(1, 'a honlap neve nem lehet üres'),
  /** Under the icon on a phone's home screen, where about 12 letters fit. */
  shortName: z
    .string()
    .trim()
    .min(1, 'a rövid név nem lehet üres')
    .max(15, 'legfeljebb 15 betű, ennyi fér el a telefon kezdőképernyőjén az ikon alatt'),
  /** The site's description: search results, link previews, the installed app. */
  description: z
    .string()
    .trim()
    .min(20, 'egy teljes mondat, legalább 20 betű')
    .max(200, 'legfeljebb 200 betű, ennyit mutat egy keresési találat'),
  /**
   * The club's logo, an SVG file beside these settings (`logo.svg`): the header's mark, the
   * browser tab's icon, the installed app's icons and the link preview pictures, all drawn
   * from it at build time.
   */
  logo: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*\.svg$/, 'egy SVG kép neve a beállítások mellett, kisbetűvel, pl. logo.svg'),
  colours: ClubColoursSchema,
  /**
   * What every calendar entry's id ends with (`program7-2025@<calendarId>`). Fixed once the
   * site is live: changed, every subscriber's calendar would show each trip twice.
   */
  calendarId: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'kisbetűk, számok, pont és kötőjel, pl. turaklub'),
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
export type ClubColours = z.infer<typeof ClubColoursSchema>;
export type ClubSettings = z.infer<typeof ClubSettingsSchema>;
