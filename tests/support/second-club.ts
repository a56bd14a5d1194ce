/**
 * A second club, every setting of it different from the sample club's (but the departure
 * points' ids, which the trips name), and the sample club's values as a build could write them:
 * what tests look for to prove the site takes the club from its settings alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ClubSettingsSchema, type ClubSettings } from '../../schema/club.ts';
import { clubPalette, type ClubPalette } from '../../src/lib/club-palette.ts';
import { formatPhone } from '../../src/lib/phone.ts';

export const SAMPLE = ClubSettingsSchema.parse(JSON.parse(readFileSync('src/content/club.json', 'utf8')));
const SAMPLE_LOGO = readFileSync(join('src/content', SAMPLE.logo), 'utf8');

/** Every value different from the sample's, but the departure points' ids, which the trips name. */
export const SECOND_CLUB: ClubSettings = {
  clubName: 'Kék Bérc Turistakör',
  siteName: 'Kék Bérc Turistái',
  shortName: 'Kék Bérc',
  description: 'A Kék Bérc Turistakör kirándulásai: időpontok, gyülekező, költségek és jelentkezés.',
  logo: 'berc-jel.svg',
  colours: { main: '#24467a', accent: '#f5c451' },
  calendarId: 'kekberc.example',
  cancelledTripDeposits: 'Elmaradó út előlegét a következő hónapban visszautaljuk.',
  privacyContact: 'Próba Ilona titkár, +36 20 555 0199',
  mapTiles: {
    url: 'https://tiles.kekberc.example/{z}/{x}/{y}.png',
    attribution: 'Kék Bérc térképműhely',
    attributionUrl: 'https://tiles.kekberc.example/licenc',
  },
  organisers: [
    { name: 'Próba Ilona', phone: '+36205550199' },
    { name: 'Teszt Ábel', phone: '+36705550288' },
  ],
  departurePoints: SAMPLE.departurePoints.map((point, index) => ({
    id: point.id,
    name: ['Vasútállomás', 'Piactér'][index] ?? `Gyülekező ${index + 1}`,
    address: `Próba köz ${index + 3}., a kapu előtt`,
    coordinates: { lat: 46.25 + index / 100, lon: 20.15 + index / 100 },
  })),
};

export const SECOND_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
  '<circle cx="32" cy="32" r="30" fill="#24467a"/><path d="M12 44L32 14L52 44Z" fill="#f5c451"/></svg>\n';

/** The sample club's values as a build could write them: as set, a phone as read, each shade. */
export function sampleValues(): string[] {
  const { departurePoints, organisers, colours, mapTiles } = SAMPLE;
  const texts = [SAMPLE.clubName, SAMPLE.siteName, SAMPLE.shortName, SAMPLE.description, SAMPLE.calendarId];
  const pathData = [...SAMPLE_LOGO.matchAll(/\sd="([^"]+)"/g)].map((match) => match[1]!);
  const palette: ClubPalette = clubPalette(colours);
  const shades = Object.keys(palette).map((name) => palette[name as keyof ClubPalette]);
  return [
    ...texts,
    SAMPLE.cancelledTripDeposits,
    SAMPLE.privacyContact,
    ...organisers.flatMap((organiser) => [organiser.name, organiser.phone, formatPhone(organiser.phone)]),
    ...departurePoints.flatMap((point) => [point.name, point.address]),
    ...shades,
    new URL(mapTiles.url.replace(/\{[xyz]\}/g, '0')).host,
    mapTiles.attribution,
    mapTiles.attributionUrl,
    ...pathData,
  ];
}
