/**
 * `npm run trips:new -- 2026/program5 [--from 2025/program5] [--root <dir>]`:
 * writes trips/2026/program5.json for the 2026 event whose key is program5.
 * Without a season (`program11`), the latest season with an event of that key.
 * Without --from, a valid starting document pre-filled from the event (date,
 * name, picture); with --from, last year's trip moved to this event's date,
 * every day of it, with the fees, deposit and departure times listed to check.
 * Either way the file passes `npm run trips:check` and renders at once.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ClubSettingsSchema } from '../schema/club.ts';
import { TripKeySchema } from '../schema/common.ts';
import { CONTENT_PATHS } from '../content-check/content-check.ts';
import { StoredEventListSchema, type StoredEvent } from '../schema/event.ts';
import { PagesSchema } from '../schema/pages.ts';
import { copyTripOntoEvent, type CopiedTrip } from '../content-check/trip-copy.ts';
import { newTripDocument } from '../content-check/trip-template.ts';
import { TripSchema, type TripInput } from '../schema/trip.ts';
import { budapestDay, eventDateToIso } from '../src/lib/dates.ts';
import { rootFromArgs } from '../content-check/content-files.ts';
import { runAsCommand } from './command.ts';

/** Refuses with `message`, the command's one line on stderr (exit 1, tools/command.ts). */
function fail(message: string): never {
  throw new Error(message);
}

const USAGE =
  'Adja meg az új túra kulcsát, például: npm run trips:new -- program11 (a legutóbbi évadhoz), vagy az évaddal: npm run trips:new -- 2026/program5';

/** `2026/program5` or `program5`. */
function parseSpec(spec: string | undefined): { season?: number; key: string } {
  const match = /^(?:(\d{4})\/)?(.+)$/.exec(spec ?? '');
  if (!match || !TripKeySchema.safeParse(match[2]).success) fail(USAGE);
  return match[1] ? { season: Number(match[1]), key: match[2]! } : { key: match[2]! };
}

/** The command's work: `args` as its command line after the script's name. A refusal throws its line. */
export async function newTrip(args: string[]): Promise<void> {
  const { root, rest } = rootFromArgs(args);
  const fromIndex = rest.indexOf('--from');
  const fromSpec = fromIndex === -1 ? undefined : rest[fromIndex + 1];
  if (fromIndex !== -1 && !fromSpec)
    fail('A --from után adja meg a régi túrát, például: --from 2025/program5');
  const target = parseSpec(
    rest.find((_arg, index) => fromIndex === -1 || (index !== fromIndex && index !== fromIndex + 1)),
  );
  const source = fromSpec === undefined ? undefined : parseSpec(fromSpec);
  if (source && source.season === undefined)
    fail('A --from után az évadot is adja meg, például: --from 2025/program5');

  function readJsonFile(file: string): unknown {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  }

  let seasons: Map<number, StoredEvent[]>, club, pages;
  try {
    seasons = new Map(
      readdirSync(join(root, CONTENT_PATHS.events))
        .filter((name) => /^\d{4}\.json$/.test(name))
        .map((name) => [
          Number(name.slice(0, 4)),
          StoredEventListSchema.parse(readJsonFile(`${CONTENT_PATHS.events}/${name}`)),
        ]),
    );
    club = ClubSettingsSchema.parse(readJsonFile(CONTENT_PATHS.club));
    pages = PagesSchema.parse(readJsonFile(CONTENT_PATHS.pages));
  } catch {
    fail('A tartalomfájlokban hiba van; előbb futtassa: npm run trips:check');
  }

  const { key } = target;
  const aliasTarget = pages.aliases[key];
  if (aliasTarget !== undefined) {
    fail(
      `A ${key} cím a ${aliasTarget} túrát mutatja (src/content/pages.json); annak a fájlját szerkessze: trips/<év>/${aliasTarget}.json`,
    );
  }
  const seasonsWithKey = [...seasons].filter(([, events]) => events.some((event) => event.pdf === key));
  const season =
    target.season ??
    seasonsWithKey
      .map(([year]) => year)
      .sort()
      .at(-1) ??
    [...seasons.keys()].sort().at(-1);
  if (season === undefined) fail(`Nincs eseménylista a ${CONTENT_PATHS.events} mappában.`);
  const events = seasons.get(season) ?? [];
  const event = events.find((candidate) => candidate.pdf === key);
  const file = `${CONTENT_PATHS.trips}/${season}/${key}.json`;
  const path = join(root, file);
  if (existsSync(path)) fail(`Ez a fájl már létezik, nem írom felül: ${file}`);

  /** Last year's trip on this event's day: every date moves by the same number of days. */
  function copiedTrip(from: { season: number; key: string }): CopiedTrip {
    const fromFile = `${CONTENT_PATHS.trips}/${from.season}/${from.key}.json`;
    if (!existsSync(join(root, fromFile))) fail(`Nincs ilyen túrafájl: ${fromFile}`);
    const parsed = TripSchema.safeParse(readJsonFile(fromFile));
    if (!parsed.success) fail(`A ${fromFile} fájlban hiba van; előbb futtassa: npm run trips:check`);
    const eventDay = event ? eventDateToIso(event.date) : null;
    if (!eventDay)
      fail(
        `A ${season}. évi programban nincs ${key} esemény, így nincs új dátum: előbb vegye fel az eseményt.`,
      );
    return copyTripOntoEvent(readJsonFile(fromFile) as TripInput, key, eventDay);
  }

  const copy = source ? copiedTrip({ season: source.season!, key: source.key }) : null;
  const document = copy?.document ?? newTripDocument(key, { events, club, today: budapestDay(new Date()) });
  const text = await format(JSON.stringify(document), { ...(await resolveConfig(path)), parser: 'json' });
  mkdirSync(join(root, CONTENT_PATHS.trips, String(season)), { recursive: true });
  writeFileSync(path, text);
  // The routes' tracks come along: the copy names them, and the check wants each beside it.
  const copiedTracks = (copy?.tracks ?? []).filter(({ file: track }) => {
    const from = join(root, CONTENT_PATHS.trips, String(source!.season), track);
    const target = join(root, CONTENT_PATHS.trips, String(season), track);
    if (existsSync(target) || !existsSync(from)) return false;
    copyFileSync(from, target);
    return true;
  });

  console.log(`Elkészült: ${file}`);
  if (copy) {
    console.log(
      `Átmásolva: trips/${source!.season}/${source!.key}.json, a dátumok a ${season}. évi eseményhez igazítva (${event!.date}).`,
    );
    for (const { file: track } of copiedTracks)
      console.log(
        `Nyomvonal átmásolva: ${CONTENT_PATHS.trips}/${season}/${track} (ha idén más az útvonal, cserélje le).`,
      );
    console.log('Ellenőrizze ezeket, mert tavalyi értékek:');
    for (const line of copy.check) console.log(`  - ${line}`);
  } else {
    console.log(
      event
        ? `Az eseménylistából átvéve: „${event.name}”, ${event.date}, kép: ${event.picture}.`
        : `Az eseménylistában nincs ${key}: a címet, a dátumot és a képet írja be kézzel.`,
    );
  }
  console.log(`Az oldal vázlat ("draft": true): a fejlesztői szerveren és az előnézetben VÁZLAT jellel látszik, a honlapra nem kerül ki.
Következő lépések:
  1. Nyissa meg a fájlt (pl. VS Code-ban), és írja át a „[kitöltendő]” kezdetű szövegeket.
  2. Írja be a valódi indulási időket, hazaérkezést, díjat, előleget, távokat és szintemelkedést.
  3. Ellenőrzés: npm run trips:check (kiírja, mi van még hátra)
  4. Megtekintés: npm run dev, majd a böngészőben http://127.0.0.1:5173/${season}/${key}/
  5. Ha minden kész, törölje a "draft": true sort: a következő telepítéssel kikerül a honlapra.`);
}

runAsCommand(import.meta, newTrip);
