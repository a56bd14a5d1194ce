// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../../../admin/field-issues.ts';
import { COLLECTIONS, fileDocument, planSave } from '../../../admin/save-plan.ts';
import { readContentSources } from '../../../content-check/content-files.ts';

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
