/**
 * `npm run trips:new -- program11 [--root <dir>]`: writes trips/program11.json,
 * a valid starting document pre-filled from the event list (date, name,
 * picture), which passes `npm run trips:check` and renders at once.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ClubSettingsSchema } from '../schema/club';
import { TripKeySchema } from '../schema/common';
import { CONTENT_PATHS } from '../schema/content-check';
import { EventListSchema } from '../schema/event';
import { PagesSchema } from '../schema/pages';
import { newTripDocument } from '../schema/trip-template';
import { budapestDay } from '../src/lib/dates';
import { rootFromArgs } from './content-files';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { root, rest } = rootFromArgs(process.argv.slice(2));
const key = rest[0];
if (key === undefined || !TripKeySchema.safeParse(key).success) {
  fail('Adja meg az új túra kulcsát, például: npm run trips:new -- program11');
}

function readJsonFile(file: string): unknown {
  return JSON.parse(readFileSync(join(root, file), 'utf8'));
}

let events, club, pages;
try {
  events = EventListSchema.parse(readJsonFile(CONTENT_PATHS.events));
  club = ClubSettingsSchema.parse(readJsonFile(CONTENT_PATHS.club));
  pages = PagesSchema.parse(readJsonFile(CONTENT_PATHS.pages));
} catch {
  fail('A tartalomfájlokban hiba van; előbb futtassa: npm run trips:check');
}

const target = pages.aliases[key];
if (target !== undefined) {
  fail(
    `A ${key} cím a ${target} túrát mutatja (src/content/pages.json); annak a fájlját szerkessze: trips/${target}.json`,
  );
}
const file = `${CONTENT_PATHS.trips}/${key}.json`;
const path = join(root, file);
if (existsSync(path)) fail(`Ez a fájl már létezik, nem írom felül: ${file}`);

const document = newTripDocument(key, { events, club, today: budapestDay(new Date()) });
const event = events.find((candidate) => candidate.pdf === key);
const text = await format(JSON.stringify(document), {
  ...(await resolveConfig(path)),
  parser: 'json',
});
mkdirSync(join(root, CONTENT_PATHS.trips), { recursive: true });
writeFileSync(path, text);

console.log(`Elkészült: ${file}`);
console.log(
  event
    ? `Az eseménylistából átvéve: „${event.name}”, ${event.date}, kép: ${event.picture}.`
    : `Az eseménylistában nincs ${key}: a címet, a dátumot és a képet írja be kézzel.`,
);
console.log(`Következő lépések:
  1. Nyissa meg a fájlt (pl. VS Code-ban), és írja át a „[kitöltendő]” kezdetű szövegeket.
  2. Ellenőrizze az indulási időket, a hazaérkezést, a díjat, az előleget, a távokat és a szintemelkedést: ezek csak minták.
  3. Ellenőrzés: npm run trips:check
  4. Megtekintés: npm run dev, majd a böngészőben http://127.0.0.1:5173/#/${key}`);
