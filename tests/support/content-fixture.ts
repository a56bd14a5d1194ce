/**
 * A small, valid set of content for the checker tests: one trip (a copy of
 * program5's facts), an alias, a placeholder, three events. Each test breaks
 * one thing and expects exactly the line that names it.
 */
import type { TripInput } from '../../schema/trip.ts';
import { checkContent, type ContentReport, type SourceFile } from '../../content-check/content-check.ts';

export interface FixtureContent {
  /** Trip documents by file name; a string is written as it is (for syntax errors). */
  trips: Record<string, unknown>;
  events: Record<string, unknown>[];
  club: Record<string, unknown>;
  pages: { aliases: Record<string, string>; placeholders: string[] };
  pictures: string[];
  /** The files beside the club settings, its logo among them. */
  clubFiles: string[];
  /** The club settings before this change, as the last commit holds them. */
  previousClub?: Record<string, unknown>;
  /** Raw text replacing a content file, for syntax errors. */
  rawText?: Partial<Record<'events' | 'club' | 'pages', string>>;
}

export function validTrip(): Record<string, unknown> {
  return {
    $schema: '../../schema/trip.schema.json',
    key: 'program5',
    title: 'Diósgyőr – Andó-kút – Fónagyság – Varbói-tó',
    region: 'Magyarország, Bükk',
    startDate: '2025-03-01',
    picture: 'bukk.svg',
    summary: 'Diósgyőr várától a Varbói-tóig.',
    departures: [
      { point: 'benzinkut', time: '06:45' },
      { point: 'parkolo', time: '07:00' },
    ],
    returnTime: '19:00',
    days: [
      {
        title: 'Diósgyőrtől a Varbói-tóig',
        description: 'Egész napos túra.',
        routes: [
          { level: 'short', distanceKm: 6, elevationGainM: 180, description: 'Varbói-tó – Fónagyság.' },
          { level: 'medium', distanceKm: 13, elevationGainM: 400, description: 'Diósgyőr – Varbó.' },
        ],
      },
    ],
    fee: {
      tiers: [
        { groupSize: 40, price: 7500 },
        { groupSize: 50, price: 6000 },
      ],
      deposit: 3000,
    },
    equipment: ['Bakancs'],
    notices: ['Mindenki saját felelősségére vesz részt.'],
  };
}

/** Four days over Easter, for the multi-day rules. */
export function validMultiDayTrip(): Record<string, unknown> {
  return {
    ...validTrip(),
    key: 'program8',
    startDate: '2025-04-18',
    endDate: '2025-04-21',
    picture: 'mecsek.svg',
    returnTime: '21:00',
    days: ['2025-04-18', '2025-04-19', '2025-04-20', '2025-04-21'].map((date, index) => ({
      date,
      title: `${index + 1}. nap`,
      description: 'Túra és pihenő.',
    })),
    fee: { tiers: [{ price: 86000 }] },
  };
}

export function validContent(): FixtureContent {
  return {
    trips: { 'program5.json': validTrip(), 'program8.json': validMultiDayTrip() },
    events: [
      { id: 5, date: '2025.03.01', name: 'Diósgyőr – Varbói-tó', picture: 'bukk.svg', pdf: 'program5' },
      { id: 6, date: '2025.03.15', name: 'Mátra', picture: 'matra.svg', pdf: 'program6' },
      { id: 8, date: '2025.04.18', name: 'Húsvéti túra', picture: 'mecsek.svg', pdf: 'program8' },
    ],
    club: {
      clubName: 'Zöld Ösvény Természetjáró Egyesület',
      siteName: 'Zöld Ösvény Természetjárók',
      shortName: 'Zöld Ösvény',
      description: 'A Zöld Ösvény Természetjáró Egyesület túraprogramja és jelentkezés telefonon.',
      logo: 'logo.svg',
      colours: { main: '#1f5e3a', accent: '#f0b43c' },
      calendarId: 'zoldosveny',
      cancelledTripDeposits: 'Ha a klub mondja le a túrát, a befizetett előleget visszaadjuk.',
      privacyContact: 'Minta Katalin, +36 30 123 4567',
      mapTiles: {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: 'OpenStreetMap-közreműködők',
        attributionUrl: 'https://www.openstreetmap.org/copyright',
      },
      organisers: [
        { name: 'Minta Katalin', phone: '+36301234567' },
        { name: 'Példa József', phone: '+36707654321' },
      ],
      departurePoints: [
        { id: 'benzinkut', name: 'Benzinkút', address: 'Minta utca 1.' },
        { id: 'parkolo', name: 'Parkoló', address: 'Példa tér' },
      ],
    },
    pages: { aliases: { program2: 'program5' }, placeholders: ['program6'] },
    pictures: ['bukk.svg', 'matra.svg', 'mecsek.svg', 'default.svg'],
    clubFiles: ['club.json', 'logo.svg', 'pages.json'],
  };
}

function toText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The checker's report for fixture content (as files, the way the CLI reads them). */
export function checkFixture(content: FixtureContent): ContentReport {
  const trips: SourceFile[] = Object.entries(content.trips).map(([name, document]) => ({
    file: `trips/2025/${name}`,
    text: toText(document),
  }));
  return checkContent({
    trips,
    events: [
      { file: 'src/content/events/2025.json', text: content.rawText?.events ?? toText(content.events) },
    ],
    club: { file: 'src/content/club.json', text: content.rawText?.club ?? toText(content.club) },
    pages: { file: 'src/content/pages.json', text: content.rawText?.pages ?? toText(content.pages) },
    pictures: content.pictures,
    clubFiles: content.clubFiles,
    ...(content.previousClub
      ? { previousClub: { file: 'src/content/club.json', text: toText(content.previousClub) } }
      : {}),
  });
}

/** Problems after `change` breaks a fresh copy of the valid content. */
export function problemsAfter(change: (content: FixtureContent) => void): string[] {
  const content = validContent();
  change(content);
  return checkFixture(content).problems;
}

/** The trip document `program5.json` of the fixture (or another), as a trip file is written. */
export function trip(content: FixtureContent, name = 'program5.json'): TripInput & { $schema?: string } {
  return content.trips[name] as TripInput;
}

/**
 * Sets the field of a JSON document at `path`, written as the content check names fields
 * (`fee.tiers[1].price`), to `value`, whatever its type: how a test breaks a file as a volunteer
 * might. `undefined` deletes the field.
 */
export function setField(document: unknown, path: string, value: unknown): void {
  const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  const last = keys.pop()!;
  let node = document as Record<string, unknown>;
  for (const key of keys) {
    const next = node[key];
    if (next === null || typeof next !== 'object')
      throw new Error(`setField: no ${key} on the way to ${path}`);
    node = next as Record<string, unknown>;
  }
  if (value === undefined) delete node[last];
  else node[last] = value;
}
