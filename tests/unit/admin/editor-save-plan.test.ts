// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutField } from '../../../admin/field-issues.ts';
import { jsonText } from '../../../admin/json-text.ts';
import { typedNumber } from '../../../admin/number-widget.tsx';
import { COLLECTIONS, planSave, SEASON_KEY, withoutEmpty } from '../../../admin/save-plan.ts';
import { checkContent, type ContentSources } from '../../../content-check/content-check.ts';
import { readContentSources } from '../../../content-check/content-files.ts';
import { season2026 } from '../../support/season-2026.ts';

/*
 * What the editor saves and what it refuses (admin/save-plan.ts): the content check of
 * `npm run trips:check` on the repository's content with the entry's file as the editor
 * would write it.
 */
const root = join(import.meta.dirname, '../../..');
const repository = readContentSources(root);
/** The repository with the 2026 program announced and no 2026 trip written yet. */
const with2026: ContentSources = {
  ...repository,
  events: [...repository.events, { file: 'src/content/events/2026.json', text: jsonText(season2026) }],
};

const trip = (key: string) =>
  JSON.parse(readFileSync(join(root, 'trips/2025', `${key}.json`), 'utf8')) as Record<string, unknown>;

describe('saving a trip', () => {
  it('writes an unchanged trip back as it was, and finds nothing to refuse', () => {
    const plan = planSave(
      {
        collection: COLLECTIONS.trips,
        data: trip('program5'),
        path: 'trips/2025/program5.json',
        newRecord: false,
      },
      repository,
    );
    expect(plan.text).toBe(readFileSync(join(root, 'trips/2025/program5.json'), 'utf8'));
    expect(plan).toMatchObject({ file: 'trips/2025/program5.json', problems: [], refusal: null, copy: null });
  });

  it('refuses a fee typed as text with the line trips:check prints for the same file', () => {
    const data = trip('program3') as { fee: { tiers: Array<{ price: unknown }> } };
    data.fee.tiers[0]!.price = typedNumber('9 000 Ft');
    const plan = planSave(
      { collection: COLLECTIONS.trips, data, path: 'trips/2025/program3.json', newRecord: false },
      repository,
    );
    const sources = {
      ...repository,
      trips: repository.trips.map((source) =>
        source.file === 'trips/2025/program3.json' ? { ...source, text: jsonText(data) } : source,
      ),
    };
    expect(plan.problems).toEqual(checkContent(sources).problems);
    expect(plan.problems).toEqual([
      'trips/2025/program3.json: fee.tiers[0].price: rossz típus (várt: szám idézőjelek nélkül, pl. 12 vagy 12.5, kapott: "9 000 Ft" (szöveg))',
    ]);
  });

  it('reports only the edited file, not problems elsewhere in the content', () => {
    const broken = {
      ...repository,
      trips: repository.trips.map((source) =>
        source.file === 'trips/2025/program1.json' ? { ...source, text: '{' } : source,
      ),
    };
    const plan = planSave(
      {
        collection: COLLECTIONS.trips,
        data: trip('program5'),
        path: 'trips/2025/program5.json',
        newRecord: false,
      },
      broken,
    );
    expect(plan.problems).toEqual([]);
  });

  it('leaves an emptied optional field out of the file', () => {
    const plan = planSave(
      {
        collection: COLLECTIONS.trips,
        data: { ...trip('program5'), subtitle: '', draft: null },
        path: 'trips/2025/program5.json',
        newRecord: false,
      },
      repository,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.text).not.toContain('"subtitle"');
    expect(withoutEmpty({ a: '', b: { c: '' }, d: [], e: 0, f: false })).toEqual({ d: [], e: 0, f: false });
  });

  it("saves a copy of last year's trip onto this year's event, as trips:new --from does", () => {
    const plan = planSave(
      { collection: COLLECTIONS.trips, data: trip('program5'), path: null, newRecord: true },
      with2026,
    );
    expect(plan.file).toBe('trips/2026/program5.json');
    expect(plan.data).toMatchObject({
      draft: true,
      key: 'program5',
      startDate: '2026-02-28',
      [SEASON_KEY]: '2026',
    });
    expect(plan.copy).toMatchObject({ fromSeason: 2025, toSeason: 2026, event: { date: '2026.02.28' } });
    // Last year's values, each named as the form names its field.
    const lines = plan.copy!.check.map(({ path, value }) =>
      aboutField(path, COLLECTIONS.trips, plan.data, value),
    );
    expect(lines).toContain('„Előleg (Ft/fő)”: 3000 Ft');
    expect(lines).toContainEqual(expect.stringMatching(/^„Ár \(Ft\/fő\)” \(\d+ fős csoport\): \d+ Ft$/));
    expect(lines).toContainEqual(expect.stringMatching(/^„Indulási idő” \(1\. indulás\): \d\d:\d\d$/));
    expect(lines.join('\n')).not.toMatch(/\[\d\]|\.json|fee\.|returnTime|departures/);
    expect(plan.text).not.toContain(SEASON_KEY);
    expect(plan).toMatchObject({ problems: [], refusal: null });
  });

  it('refuses a copy that has no later event to go to, saying what to do', () => {
    const plan = planSave(
      { collection: COLLECTIONS.trips, data: trip('program4'), path: null, newRecord: true },
      with2026,
    );
    expect(plan.file).toBeNull();
    expect(plan.refusal).toMatch(/^Ez a 2025\. évi program4 túra másolata, .*vegye fel az eseményt/);
    expect(plan.refusal).not.toMatch(/\.json|trips\//);
  });

  it("puts a new trip into its date's season folder", () => {
    // Written from program5's facts, but with no track yet: program5's sample stays beside it.
    const facts = trip('program5') as { days: Array<{ routes: Array<{ track?: string }> }> };
    delete facts.days[0]!.routes[0]!.track;
    const data = { ...facts, key: 'program40', startDate: '2026-03-21', draft: true };
    const plan = planSave({ collection: COLLECTIONS.trips, data, path: null, newRecord: true }, with2026);
    expect(plan.file).toBe('trips/2026/program40.json');
    expect(plan.data[SEASON_KEY]).toBe('2026');
    expect(plan.problems).toEqual([]);
  });
});

describe("saving a trip with its routes' GPX tracks", () => {
  const recorded = readFileSync(join(root, 'tests/fixtures/recorded-track.gpx'), 'utf8');
  /** program5 with its long route (16 km) naming `track`. */
  function withLongTrack(track: string) {
    const data = trip('program5') as { days: Array<{ routes: Array<{ level: string; track?: string }> }> };
    data.days[0]!.routes.find((route) => route.level === 'long')!.track = track;
    return data as unknown as Record<string, unknown>;
  }
  const entry = (data: Record<string, unknown>, tracks: Array<{ name: string; text: string }>) => ({
    collection: COLLECTIONS.trips,
    data,
    path: 'trips/2025/program5.json',
    newRecord: false,
    tracks,
  });

  it('checks an uploaded track beside the trip document, as it will be saved', () => {
    const plan = planSave(
      entry(withLongTrack('program5-hosszu.gpx'), [{ name: 'program5-hosszu.gpx', text: recorded }]),
      repository,
    );
    expect(plan).toMatchObject({ refusal: null, problems: [] });
    // Without the upload the same document names a file that is not there.
    expect(planSave(entry(withLongTrack('program5-hosszu.gpx'), []), repository).problems).toEqual([
      expect.stringMatching(
        /^trips\/2025\/program5\.json: days\[0\]\.routes\[2\]\.track: nincs ilyen GPX fájl/,
      ),
    ]);
  });

  it("refuses an upload the check refuses, with the check's lines for the trip and for the file", () => {
    // The 16 km recording named by the 6 km short route: the line names the route and both lengths.
    const onShort = trip('program5') as { days: Array<{ routes: Array<{ level: string; track?: string }> }> };
    onShort.days[0]!.routes.find((route) => route.level === 'short')!.track = 'program5-rovid.gpx';
    const tooLong = planSave(entry(onShort, [{ name: 'program5-rovid.gpx', text: recorded }]), repository);
    expect(tooLong.problems).toEqual([
      expect.stringMatching(
        /^trips\/2025\/program5\.json: days\[0\]\.routes\[0\]\.track: a nyomvonal hossza több mint 10%-kal eltér .*6 km ± 10%.*15,8 km \(program5-rovid\.gpx\)/,
      ),
    ]);
    const broken = planSave(
      entry(withLongTrack('program5-hosszu.gpx'), [
        { name: 'program5-hosszu.gpx', text: '<gpx><trk/></gpx>' },
      ]),
      repository,
    );
    expect(broken.problems).toContainEqual(expect.stringMatching(/^trips\/2025\/program5-hosszu\.gpx: /));
  });

  it('a copy onto the next season leaves the tracks behind and says to upload them again', () => {
    const data = trip('program3');
    const plan = planSave({ collection: COLLECTIONS.trips, data, path: null, newRecord: true }, with2026);
    expect(plan.file).toBe('trips/2026/program3.json');
    expect(plan.text).not.toContain('"track"');
    expect(plan.copy!.tracks).toEqual([['days', 0, 'routes', 0, 'track']]);
    expect(aboutField(plan.copy!.tracks[0]!, COLLECTIONS.trips, plan.data, 'töltse fel újra')).toBe(
      '„GPX nyomvonal” (1. nap, rövid táv): töltse fel újra',
    );
    expect(plan).toMatchObject({ problems: [], refusal: null });
  });
});

describe('saving an event list', () => {
  it("names a new season's list after its first event's year, and will not make a second one", () => {
    const events = season2026.map((event) => ({ ...event }));
    const fresh = planSave(
      { collection: COLLECTIONS.events, data: { events }, path: null, newRecord: true },
      repository,
    );
    expect(fresh).toMatchObject({ file: 'src/content/events/2026.json', refusal: null, problems: [] });
    expect(fresh.text).toBe(jsonText(season2026));
    const again = planSave(
      { collection: COLLECTIONS.events, data: { events }, path: null, newRecord: true },
      with2026,
    );
    expect(again.refusal).toMatch(/^A 2026\. évadnak már van eseménylistája/);
  });

  it('refuses an event of another year with the check’s line, naming the event', () => {
    const events = season2026.map((event, index) => (index === 1 ? { ...event, date: '2027.01.24' } : event));
    const plan = planSave(
      {
        collection: COLLECTIONS.events,
        data: { events },
        path: 'src/content/events/2026.json',
        newRecord: false,
      },
      with2026,
    );
    expect(plan.problems).toEqual([
      'src/content/events/2026.json: [1].date: ez a 2026. évad listája; ez az esemény más évre esik (várt: 2026.…, kapott: "2027.01.24")',
    ]);
  });
});

describe('the number field', () => {
  it('keeps what is no plain number as the text typed, for the check to name', () => {
    expect(typedNumber('7500')).toBe(7500);
    expect(typedNumber(' 12.5 ')).toBe(12.5);
    expect(typedNumber('9 000 Ft')).toBe('9 000 Ft');
    expect(typedNumber('12,5')).toBe('12,5');
    expect(typedNumber('')).toBe('');
  });
});
