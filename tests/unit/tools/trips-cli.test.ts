import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TripInput } from '../../../schema/trip.ts';
import { setField } from '../../support/content-fixture.ts';
import { commandAsTyped, commandHere, type CommandRun } from '../../support/command-here.ts';
import type { CommandMain } from '../../../tools/command.ts';
import { checkTrips } from '../../../tools/trips-check.ts';
import { newTrip } from '../../../tools/trips-new.ts';

type Run = CommandRun;

/** The commands' work, by the file package.json runs. */
const WORK: Record<string, CommandMain> = {
  'tools/trips-check.ts': checkTrips,
  'tools/trips-new.ts': newTrip,
};

/**
 * Runs a script the way `npm run trips:…` does, the project's own tsx (npx would only add start-up
 * time), as a `command`; or its work `here`, in this process (commandHere). Each command runs
 * once as a volunteer types it; the other cases are about what it checks and writes.
 */
function run(script: string, args: string[], how: 'command' | 'here' = 'here'): Promise<Run> {
  return how === 'here' ? commandHere(WORK[script]!, args, {}) : commandAsTyped(script, args);
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/**
 * A copy of the project's content in a temp directory. Pictures the content
 * names are created as empty files when the artwork is not there yet, so
 * these tests are about the scripts; tests/unit/content-check/content.test.ts checks the
 * real pictures.
 */
function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'trips-cli-'));
  roots.push(root);
  mkdirSync(join(root, 'trips/2025'), { recursive: true });
  // The trip documents and their routes' tracks.
  for (const name of readdirSync('trips/2025').filter((file) => /\.(json|gpx)$/.test(file))) {
    cpSync(join('trips/2025', name), join(root, 'trips/2025', name));
  }
  cpSync('src/content', join(root, 'src/content'), { recursive: true });
  mkdirSync(join(root, 'public/pictures'), { recursive: true });
  cpSync('public/pictures', join(root, 'public/pictures'), { recursive: true });
  const events = JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as { picture: string }[];
  const trips = readdirSync(join(root, 'trips/2025'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(root, 'trips/2025', name), 'utf8')) as { picture: string });
  for (const { picture } of [...events, ...trips]) {
    const file = join(root, 'public/pictures', picture);
    if (!existsSync(file)) writeFileSync(file, '');
  }
  return root;
}

/** A JSON file read as `T` (a trip file, say): what a test reads of a file it or a tool wrote. */
function readJson<T = TripInput & { draft?: boolean }>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Changes a JSON file as a volunteer's editor would: `change` edits it in place (setField breaks it). */
function editJson<T = TripInput & { draft?: boolean }>(file: string, change: (value: T) => void) {
  const value = readJson<T>(file);
  change(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
}

const TIMEOUT = 60_000;

describe('npm run trips:check', () => {
  it(
    'prints one Hungarian line per problem of a broken copy and exits with 1',
    async () => {
      const root = contentCopy();
      editJson(join(root, 'trips/2025/program5.json'), (trip) => setField(trip, 'fee.tiers[1].price', 8000));
      editJson(join(root, 'trips/2025/program7.json'), (trip) => setField(trip, 'picure', 'szadelo.svg'));
      editJson<Array<{ id: number }>>(join(root, 'src/content/events/2025.json'), (events) => {
        events[5]!.id = events[4]!.id;
      });
      // A comma after the last item of the last list: the classic hand-editing slip.
      const program3 = join(root, 'trips/2025/program3.json');
      const lines = readFileSync(program3, 'utf8').trimEnd().split('\n');
      expect(lines.at(-2)).toBe('  ]');
      lines[lines.length - 2] = '  ],';
      writeFileSync(program3, lines.join('\n'));

      const result = await run('tools/trips-check.ts', ['--root', root], 'command');

      expect(result.code).toBe(1);
      expect(result.stdout.trimEnd().split('\n')).toEqual([
        `trips/2025/program3.json: ${lines.length - 1}. sor, 4. oszlop: hibás JSON: felesleges vessző az utolsó mező után (a } előtt nem állhat vessző) (várt: a vessző törlése, kapott: „,”)`,
        'trips/2025/program5.json: fee.tiers[1].price: a nagyobb csoport ára nem lehet magasabb (várt: legfeljebb 7500, kapott: 8000)',
        'trips/2025/program7.json: picure: ismeretlen mező – talán "picture"? (várt: ezek egyike: $schema, draft, key, title, subtitle, region, destination, startDate, endDate, picture, summary, departures, returnTime, days, fee, equipment, notices, kapott: "picure")',
        'src/content/events/2025.json: [5].id: ez az azonosító már szerepel a [4] eseménynél (várt: egyedi szám, kapott: 5)',
        '',
        '4 hiba. Javítsa a fenti sorokban megnevezett mezőket, majd futtassa újra: npm run trips:check',
      ]);
    },
    TIMEOUT,
  );

  it(
    'prints a short success line and exits with 0 when all is well',
    async () => {
      const root = contentCopy();
      const result = await run('tools/trips-check.ts', ['--root', root]);
      const trips = readdirSync(join(root, 'trips/2025')).filter((name) => name.endsWith('.json')).length;
      expect({ code: result.code, stdout: result.stdout }).toEqual({
        code: 0,
        stdout: `Rendben: ${trips} túrafájl és 24 esemény, a klub és az oldaltábla adatai is hibátlanok.\n`,
      });
    },
    TIMEOUT,
  );
});

describe('npm run trips:new', () => {
  it(
    'writes a starting document pre-filled from the event list that passes the check',
    async () => {
      const root = contentCopy();
      const created = await run('tools/trips-new.ts', ['program11', '--root', root], 'command');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Elkészült: trips/2025/program11.json');

      const events = JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as {
        date: string;
        name: string;
        picture: string;
        pdf: string;
      }[];
      const event = events.find((candidate) => candidate.pdf === 'program11');
      expect(event).toBeDefined();
      const document = readJson(join(root, 'trips/2025/program11.json'));
      expect(document).toMatchObject({
        $schema: '../../schema/trip.schema.json',
        draft: true,
        key: 'program11',
        title: event!.name,
        startDate: event!.date.replaceAll('.', '-'),
        picture: event!.picture,
      });

      const checked = await run('tools/trips-check.ts', ['--root', root]);
      expect(checked.code).toBe(0);
      const output = checked.stdout.trimEnd().split('\n');
      expect(output.at(-1)).toMatch(/^Rendben: \d+ túrafájl és 24 esemény/);
      // A draft: what is left to fill is listed as reminders, not errors.
      const left = (path: string, what: string) => `megjegyzés: trips/2025/program11.json: ${path}: ${what}`;
      const sample = 'még a minta szövege áll itt ([kitöltendő]); írja át';
      const example = (value: string) => `még a trips:new mintaértéke áll itt (${value}); írja be a valódit`;
      expect(output.slice(0, -1)).toEqual([
        left('region', sample),
        left('summary', sample),
        left('days[0].description', sample),
        left('days[0].routes[0].description', sample),
        left('departures[0].time', example('"05:55"')),
        left('departures[1].time', example('"06:10"')),
        left('returnTime', example('"20:05"')),
        left('days[0].routes[0].distanceKm', example('12.3')),
        left('days[0].routes[0].elevationGainM', example('456')),
        left('days[0].routes[0].durationHours', example('4.5')),
        left('fee.tiers[0].price', example('12345')),
        left('fee.deposit', example('1234')),
        'Vázlat, nem kerül ki a honlapra: trips/2025/program11.json – kitöltendő: region, summary, days[0].description, days[0].routes[0].description, departures[0].time, departures[1].time, returnTime, days[0].routes[0].distanceKm, days[0].routes[0].elevationGainM, days[0].routes[0].durationHours, fee.tiers[0].price, fee.deposit; ha kész, törölje a "draft": true sort',
      ]);

      // The volunteer deletes the draft line but forgets the fee and the route's summary:
      // now each field left from the template fails the check, named.
      editJson(join(root, 'trips/2025/program11.json'), (trip) => {
        delete trip.draft;
        trip.region = 'Magyarország, Mátra';
        trip.summary = 'Téli gerinctúra a Mátrában.';
        setField(trip, 'days[0].description', 'Reggel Mátraházán kezdünk.');
        trip.departures = trip.departures.map((departure, index) => ({
          ...departure,
          time: `06:${String(index * 20).padStart(2, '0')}`,
        }));
        trip.returnTime = '19:00';
        setField(trip, 'days[0].routes[0].distanceKm', 14);
      });
      const unfinished = await run('tools/trips-check.ts', ['--root', root]);
      expect(unfinished.code).toBe(1);
      const must = 'mielőtt az oldal kikerül a honlapra (ha még nem kész, írja vissza a "draft": true sort)';
      expect(unfinished.stdout.trimEnd().split('\n')).toEqual([
        `trips/2025/program11.json: days[0].routes[0].description: ${sample}, ${must}`,
        `trips/2025/program11.json: fee.tiers[0].price: ${example('12345')}, ${must}`,
        `trips/2025/program11.json: fee.deposit: ${example('1234')}, ${must}`,
        '',
        '3 hiba. Javítsa a fenti sorokban megnevezett mezőket, majd futtassa újra: npm run trips:check',
      ]);
    },
    TIMEOUT,
  );

  it(
    'never overwrites an existing trip and refuses an alias',
    async () => {
      const root = contentCopy();
      const before = readFileSync(join(root, 'trips/2025/program5.json'), 'utf8');
      // One after another: a run here prints through this process's console.
      const existing = await run('tools/trips-new.ts', ['program5', '--root', root]);
      const alias = await run('tools/trips-new.ts', ['program2', '--root', root]);
      const missing = await run('tools/trips-new.ts', ['--root', root]);

      expect(existing.code).toBe(1);
      expect(existing.stderr).toContain('Ez a fájl már létezik, nem írom felül: trips/2025/program5.json');
      expect(readFileSync(join(root, 'trips/2025/program5.json'), 'utf8')).toBe(before);

      expect(alias.code).toBe(1);
      expect(alias.stderr).toContain('A program2 cím a program1 túrát mutatja');
      expect(existsSync(join(root, 'trips/2025/program2.json'))).toBe(false);

      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('npm run trips:new -- program11');
    },
    TIMEOUT,
  );
});

describe('npm run trips:new for next season', () => {
  it(
    "copies last year's trip onto the 2026 event: dates moved, fees and times listed to check, and it passes the check",
    async () => {
      const root = contentCopy();
      const season2026 = [
        {
          id: 3,
          date: '2026.02.07',
          name: 'Bükkszentkereszt – Lillafüred',
          picture: 'bukk.svg',
          pdf: 'program3',
        },
        {
          id: 8,
          date: '2026.04.03',
          name: 'Húsvéti túra: Pécsvárad',
          picture: 'mecsek.svg',
          pdf: 'program8',
        },
      ];
      writeFileSync(join(root, 'src/content/events/2026.json'), JSON.stringify(season2026, null, 2));

      const copied = await run('tools/trips-new.ts', [
        '2026/program8',
        '--from',
        '2025/program8',
        '--root',
        root,
      ]);
      expect(copied.code).toBe(0);
      expect(copied.stdout).toContain('Elkészült: trips/2026/program8.json');
      expect(copied.stdout).toContain('Ellenőrizze ezeket');
      expect(copied.stdout).toContain('fee.tiers[0].price: 86000 Ft');
      expect(copied.stdout).toContain('departures[0].time:');
      const old = readJson('trips/2025/program8.json');
      const trip = readJson(join(root, 'trips/2026/program8.json'));
      // Four days over Easter 2026: 3–6 April, each day moved by the same amount.
      expect(trip.startDate).toBe('2026-04-03');
      expect(trip.endDate).toBe('2026-04-06');
      expect(trip.days.map((day: { date?: string }) => day.date)).toEqual([
        '2026-04-03',
        '2026-04-04',
        '2026-04-05',
        '2026-04-06',
      ]);
      expect(trip.fee).toEqual(old.fee);

      // A new trip of the 2026 program from the event alone.
      const fresh = await run('tools/trips-new.ts', ['2026/program3', '--root', root]);
      expect(fresh.stdout).toContain('Elkészült: trips/2026/program3.json');
      expect(readJson(join(root, 'trips/2026/program3.json')).startDate).toBe('2026-02-07');

      const check = await run('tools/trips-check.ts', ['--root', root]);
      expect(check.stdout).toContain('Rendben: 11 túrafájl és 26 esemény');
      // Both new pages are drafts until a volunteer has checked them: last year's fees and
      // times are not this year's before someone says so.
      expect(trip.draft).toBe(true);
      expect(check.stdout).toContain(
        'Vázlat, nem kerül ki a honlapra: trips/2026/program8.json – minden mező kitöltve; ha kész, törölje a "draft": true sort',
      );
      expect(check.stdout).toContain(
        'Vázlat, nem kerül ki a honlapra: trips/2026/program3.json – kitöltendő: region,',
      );
      expect(check.code).toBe(0);

      // A 2026 file that kept 2025's date fails, naming the file and field.
      editJson(join(root, 'trips/2026/program8.json'), (value) => {
        value.startDate = old.startDate;
        value.endDate = old.endDate;
        value.days = old.days;
      });
      const broken = await run('tools/trips-check.ts', ['--root', root]);
      expect(broken.code).toBe(1);
      expect(broken.stdout).toContain('trips/2026/program8.json: startDate: a túra nem a 2026. évadba esik');
    },
    TIMEOUT,
  );

  it(
    "brings the routes' GPX tracks along, so the copy passes the check as its original did",
    async () => {
      const root = contentCopy();
      writeFileSync(
        join(root, 'src/content/events/2026.json'),
        JSON.stringify(
          [
            {
              id: 3,
              date: '2026.02.07',
              name: 'Bükkszentkereszt – Lillafüred',
              picture: 'bukk.svg',
              pdf: 'program3',
            },
          ],
          null,
          2,
        ),
      );
      const named = readJson('trips/2025/program3.json')
        .days.flatMap((day) => day.routes ?? [])
        .flatMap((route) => (route.track ? [route.track] : []));
      expect(named.length, 'a bundled trip with a track').toBeGreaterThan(0);

      const copied = await run('tools/trips-new.ts', [
        '2026/program3',
        '--from',
        '2025/program3',
        '--root',
        root,
      ]);
      expect(copied.code).toBe(0);
      for (const track of named) {
        expect(copied.stdout).toContain(`Nyomvonal átmásolva: trips/2026/${track}`);
        expect(readFileSync(join(root, 'trips/2026', track))).toEqual(
          readFileSync(join(root, 'trips/2025', track)),
        );
      }
      const check = await run('tools/trips-check.ts', ['--root', root]);
      expect(check.stdout).not.toContain('GPX');
      expect(check.code).toBe(0);
    },
    TIMEOUT,
  );
});
