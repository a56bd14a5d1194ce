// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldIssues, fieldNotes } from '../../../admin/field-issues.ts';
import { jsonText } from '../../../admin/json-text.ts';
import { COLLECTIONS, fileDocument, planSave } from '../../../admin/save-plan.ts';
import { readContentSources } from '../../../content-check/content-files.ts';
import { newTripDocument } from '../../../content-check/trip-template.ts';
import { season2026 } from '../../support/season-2026.ts';

/*
 * A refused save as the editor words it (admin/field-issues.ts): each of the content check's
 * findings names the field by its label and the list item by what the form shows of it, and
 * says what to write; trips:check keeps the file and the path.
 */
const root = join(import.meta.dirname, '../../..');
const repository = readContentSources(root);
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

function refused(collection: string, file: string, data: Record<string, unknown>) {
  const plan = planSave({ collection, data, path: file, newRecord: false }, repository);
  return { lines: fieldIssues(plan.issues, collection, fileDocument(collection, plan.data)), plan };
}

describe("the editor's words for a refused save", () => {
  it('names a fee typed as text by its label and group, and says to write a number', () => {
    const trip = read('trips/2025/program3.json') as { fee: { tiers: Array<{ price: unknown }> } };
    trip.fee.tiers[0]!.price = '9 000 Ft';
    const { lines, plan } = refused(COLLECTIONS.trips, 'trips/2025/program3.json', trip);
    expect(lines).toEqual([
      '„Ár (Ft/fő)” (40 fős csoport): egy szám legyen, például 9000 (most ez áll benne: „9 000 Ft”).',
    ]);
    // The command line's line for the same finding keeps its file and path.
    expect(plan.problems).toEqual([
      'trips/2025/program3.json: fee.tiers[0].price: rossz típus (várt: szám idézőjelek nélkül, pl. 12 vagy 12.5, kapott: "9 000 Ft" (szöveg))',
    ]);
  });

  it("names a route by its length, a missing field, a date's form and a rule across fields", () => {
    const trip = read('trips/2025/program5.json') as {
      title?: string;
      startDate: string;
      days: Array<{ routes: Array<{ distanceKm: unknown }> }>;
    };
    delete trip.title;
    trip.startDate = '2025.03.01';
    trip.days[0]!.routes[2]!.distanceKm = 'sok';
    expect(refused(COLLECTIONS.trips, 'trips/2025/program5.json', trip).lines).toEqual([
      '„Cím”: töltse ki, ez kötelező.',
      '„A túra (első) napja”: ilyen legyen: dátum ÉÉÉÉ-HH-NN alakban, pl. 2025-01-18 (most ez áll benne: „2025.03.01”).',
      '„Táv (km)” (1. nap, hosszú táv): egy szám legyen, például 12 (most ez áll benne: „sok”).',
    ]);
    const twice = read('trips/2025/program5.json') as { departures: Array<{ point: string }> };
    twice.departures[1]!.point = twice.departures[0]!.point;
    expect(refused(COLLECTIONS.trips, 'trips/2025/program5.json', twice).lines).toEqual([
      '„Indulási hely” (2. indulás): ez az indulási hely kétszer szerepel; elvárt: minden hely egyszer.',
    ]);
  });

  it('names an event of a season by its day and name', () => {
    const events = JSON.parse(readFileSync(join(root, 'src/content/events/2025.json'), 'utf8')) as Array<
      Record<string, unknown>
    >;
    events[0]!.picture = 'nincs-ilyen.svg';
    const { lines } = refused(COLLECTIONS.events, 'src/content/events/2025.json', { events });
    expect(lines).toEqual([
      '„Kép” (2025.01.04 Újévi túra: Szilvásvárad – Szalajka-völgy): nincs ilyen kép a honlap képei között; elvárt: a honlap egyik képe.',
    ]);
  });
});

describe("the editor's words for a reminder", () => {
  const club = JSON.parse(repository.club.text) as Parameters<typeof newTripDocument>[1]['club'];
  const draft = newTripDocument('program40', { events: season2026, club, today: '2026-01-01' });
  const reminded = (sources = repository) => {
    const plan = planSave(
      {
        collection: COLLECTIONS.trips,
        data: { ...draft },
        path: 'trips/2026/program40.json',
        newRecord: false,
      },
      sources,
    );
    return {
      lines: fieldNotes(plan.noteIssues, COLLECTIONS.trips, fileDocument(COLLECTIONS.trips, plan.data)),
      plan,
    };
  };

  it("names a draft's fields left to fill by their labels, each list item by what the form shows", () => {
    const withList = {
      ...repository,
      events: [...repository.events, { file: 'src/content/events/2026.json', text: jsonText(season2026) }],
    };
    const { lines, plan } = reminded(withList);
    expect(lines).toEqual([
      '„Ország és tájegység”: még a minta szövege áll benne ([kitöltendő]); írja át.',
      '„Ismertető”: még a minta szövege áll benne ([kitöltendő]); írja át.',
      '„A nap leírása” (1. nap): még a minta szövege áll benne ([kitöltendő]); írja át.',
      '„Az útvonal leírása” (1. nap, közepes táv): még a minta szövege áll benne ([kitöltendő]); írja át.',
      '„Indulási idő” (1. indulás): még az új túra mintaértéke áll benne („05:55”); írja be a valódit.',
      '„Indulási idő” (2. indulás): még az új túra mintaértéke áll benne („06:10”); írja be a valódit.',
      '„Várható hazaérkezés”: még az új túra mintaértéke áll benne („20:05”); írja be a valódit.',
      '„Táv (km)” (1. nap, közepes táv): még az új túra mintaértéke áll benne (12.3); írja be a valódit.',
      '„Szintemelkedés (m)” (1. nap, közepes táv): még az új túra mintaértéke áll benne (456); írja be a valódit.',
      '„Menetidő (óra)” (1. nap, közepes táv): még az új túra mintaértéke áll benne (4.5); írja be a valódit.',
      '„Ár (Ft/fő)” (1. ár): még az új túra mintaértéke áll benne (12345); írja be a valódit.',
      '„Előleg (Ft/fő)”: még az új túra mintaértéke áll benne (1234); írja be a valódit.',
    ]);
    // The command line's lines for the same reminders keep their file and path.
    expect(plan.notes[0]).toBe(
      'trips/2026/program40.json: region: még a minta szövege áll itt ([kitöltendő]); írja át',
    );
    expect(plan.notes).toHaveLength(lines.length);
  });

  it("says a season without an event list in the editor's names, and leaves the schema's line to VS Code", () => {
    const { lines, plan } = reminded({
      ...repository,
      trips: repository.trips.filter((source) => !source.file.startsWith('trips/2026/')),
    });
    expect(lines[0]).toBe(
      'A 2026. évadnak nincs eseménylistája az Eseménylisták között: a dátumot vesse össze a szervezők oldalán rögzített eseménnyel.',
    );
    const withoutSchema = { ...draft } as Record<string, unknown>;
    delete withoutSchema.$schema;
    const unmarked = planSave(
      {
        collection: COLLECTIONS.trips,
        data: withoutSchema,
        path: 'trips/2026/program40.json',
        newRecord: false,
      },
      repository,
    );
    expect(unmarked.notes.some((line) => line.includes(': $schema: '))).toBe(true);
    expect(
      fieldNotes(unmarked.noteIssues, COLLECTIONS.trips, fileDocument(COLLECTIONS.trips, unmarked.data)),
    ).toEqual(lines);
    expect(plan.notes[0]).toBe(
      'trips/2026/program40.json: nincs src/content/events/2026.json: a dátumot a Firestore-ban rögzített eseményhez vesse össze',
    );
  });
});
