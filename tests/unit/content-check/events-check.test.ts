/**
 * `npm run events:check`: the documents of the Firestore collection `event`
 * that the site would leave out, never see, or show otherwise than a volunteer
 * typed them in the Firebase console. The rules (content-check/event-documents.ts)
 * are tested directly; the tool is run as CI runs it (tsx, the build's
 * variables) against Google's Firestore emulator with the project's
 * firestore.rules (the unit project's, tests/support/firestore-emulator-setup.ts),
 * through a relay that counts the requests (tests/support/firestore-relay.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_FIELDS, EVENT_TEXT_LIMITS } from '../../../schema/changes.ts';
import { TRIP_STATUSES } from '../../../schema/choices.ts';
import { StoredEventSchema } from '../../../schema/event.ts';
import bundledEvents from '../../../src/content/events/2025.json';
import { createFirestoreEventsReader, EVENT_QUERY_LIMIT } from '../../../src/data/firestore-events.ts';
import { statusLabel } from '../../../src/lib/trip-status.ts';
import { checkContent } from '../../../content-check/content-check.ts';
import { readContentSources } from '../../../content-check/content-files.ts';
import { checkEventDocuments, type EventDocument } from '../../../content-check/event-documents.ts';
import { oneOf } from '../../../content-check/report-lines.ts';
import {
  clearFirestore,
  firestoreEmulator,
  setFirestoreRules,
  writeDocuments,
} from '../../support/firestore-emulator.ts';
import { startFirestoreRelay, type FirestoreRelay } from '../../support/firestore-relay.ts';
import { commandAsTyped, commandHere, type CommandRun } from '../../support/command-here.ts';
import { checkEvents } from '../../../tools/events-check.ts';
import type { StoredDocument } from '../../support/firestore-handlers.ts';

const pages = checkContent(readContentSources('.')).eventPages;
const check = (documents: EventDocument[]) => checkEventDocuments('event', documents, pages);

/** A 2026 event as seed:firestore writes it, document id `2026-<id>`. */
function event2026(id: number, fields: Record<string, unknown> = {}): EventDocument {
  return {
    id: `2026-${id}`,
    data: {
      id,
      date: '2026.05.02',
      name: `Túra ${id}`,
      picture: 'pilis.svg',
      pdf: `program${id}`,
      ...fields,
    },
  };
}

/** The Budapest midnight starting `day`, as the console's date picker stores it. */
const budapestMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);

const LEFT_OUT = 'a túra nem jelenik meg a honlapon';
const AS_PLANNED =
  'a honlap figyelmen kívül hagyja, és a túrát úgy mutatja, mintha a terv szerint megtartanák';
const STATUSES = `${oneOf(TRIP_STATUSES)} (a honlapon: ${TRIP_STATUSES.map((status) => statusLabel[status]).join(', ')}), vagy a mező törlése (= a terv szerint)`;
const FIELDS = [
  ...Object.keys(StoredEventSchema.shape).filter((field) => field !== 'firestoreId'),
  ...CHANGE_FIELDS,
].join(', ');

describe('event documents: what the site does with each', () => {
  it('a season seeded from the bundled list: nothing to say, every event shown', () => {
    const report = check(bundledEvents.map((event) => ({ id: `2025-${event.id}`, data: { ...event } })));
    expect(report).toEqual({
      problems: [],
      documentsWithProblems: [],
      documentCount: 24,
      shownCount: 24,
    });
  });

  it('names a date typed as a timestamp, a number or text of another form, with the text it should be', () => {
    const report = check([
      event2026(1, { date: Timestamp.fromDate(budapestMidnight('2026-03-07')) }),
      event2026(2, { date: 20260307 }),
      event2026(3, { date: '2026.3.7' }),
      event2026(4, { date: '2026-03-07' }),
      event2026(5, { date: '2026. 03. 07.' }),
      event2026(6, { date: '2026.02.30' }),
      event2026(7, { date: 'március 7.' }),
      event2026(8, { date: undefined }),
    ]);
    expect(report.problems).toEqual([
      `event/2026-1: date: a dátum nem szöveg, így a honlap dátum szerinti lekérdezései sosem adják vissza: ${LEFT_OUT} (várt: szöveg (string) ÉÉÉÉ.HH.NN alakban: "2026.03.07", kapott: időbélyeg (timestamp): 2026.03.07 00:00 (budapesti idő))`,
      `event/2026-2: date: a dátum nem szöveg, így a honlap dátum szerinti lekérdezései sosem adják vissza: ${LEFT_OUT} (várt: szöveg (string) ÉÉÉÉ.HH.NN alakban: "2026.03.07", kapott: szám (number): 20260307)`,
      `event/2026-3: date: a dátum nem ÉÉÉÉ.HH.NN alakú: ${LEFT_OUT} (várt: szöveg (string) ÉÉÉÉ.HH.NN alakban: "2026.03.07", kapott: szöveg (string): "2026.3.7")`,
      `event/2026-4: date: a dátum nem ÉÉÉÉ.HH.NN alakú: ${LEFT_OUT} (várt: szöveg (string) ÉÉÉÉ.HH.NN alakban: "2026.03.07", kapott: szöveg (string): "2026-03-07")`,
      `event/2026-5: date: a dátum nem ÉÉÉÉ.HH.NN alakú: ${LEFT_OUT} (várt: szöveg (string) ÉÉÉÉ.HH.NN alakban: "2026.03.07", kapott: szöveg (string): "2026. 03. 07.")`,
      `event/2026-6: date: nincs ilyen nap: ${LEFT_OUT} (várt: létező naptári nap, kapott: szöveg (string): "2026.02.30")`,
      `event/2026-7: date: a dátum nem ÉÉÉÉ.HH.NN alakú: ${LEFT_OUT} (várt: szöveg (string) ÉÉÉÉ.HH.NN alakban, pl. "2026.03.07", kapott: szöveg (string): "március 7.")`,
      `event/2026-8: date: hiányzik a dátum: ${LEFT_OUT} (várt: szöveg (string) ÉÉÉÉ.HH.NN alakban, pl. "2026.03.07", kapott: semmi (a mező hiányzik))`,
    ]);
    expect(report).toMatchObject({ documentCount: 8, shownCount: 0 });
  });

  it('names an id typed as text, a missing or mistyped field, a status in Hungarian with the closest allowed one, and fields the site does not read', () => {
    const report = check([
      event2026(1, { id: '1' }),
      event2026(2, { status: 'Elmarad' }),
      event2026(3, { status: 'canceled', statusNote: 'Kevés jelentkező miatt elmarad.' }),
      event2026(4, { status: 'cancelled', statusNote: ' ' }),
      event2026(5, { id: '5', status: 'Elmarad' }),
      event2026(6, { Status: 'cancelled' }),
      event2026(7, { megjegyzes: 'busszal' }),
      event2026(8, { id: 8.5 }),
      event2026(9, { name: undefined }),
      event2026(10, { name: '' }),
      event2026(11, { name: true }),
      // The decision time of a weather-dependent trip picked as a timestamp: dropped with the status.
      event2026(12, {
        status: 'tentative',
        decisionBy: Timestamp.fromDate(new Date('2026-05-01T18:00:00+02:00')),
      }),
    ]);
    expect(report.problems).toEqual([
      `event/2026-1: id: az azonosító nem szám: ${LEFT_OUT} (várt: szám (number): 1, kapott: szöveg (string): "1")`,
      `event/2026-2: status: ismeretlen állapot: ${AS_PLANNED} (várt: ${STATUSES}; a legközelebbi: "cancelled", kapott: szöveg (string): "Elmarad")`,
      `event/2026-3: status: ismeretlen állapot: ${AS_PLANNED} (várt: ${STATUSES}; a legközelebbi: "cancelled", kapott: szöveg (string): "canceled")`,
      `event/2026-4: statusNote: az indoklás nem lehet üres: ${AS_PLANNED} (várt: nem üres szöveg, kapott: " ")`,
      // With the id wrong as well, the whole document is left out, its status with it.
      `event/2026-5: id: az azonosító nem szám: ${LEFT_OUT} (várt: szám (number): 5, kapott: szöveg (string): "5")`,
      `event/2026-5: status: ismeretlen állapot: ${LEFT_OUT} (várt: ${STATUSES}; a legközelebbi: "cancelled", kapott: szöveg (string): "Elmarad")`,
      `event/2026-6: Status: ismeretlen mező, a honlap nem olvassa – talán "status"? (várt: ezek egyike: ${FIELDS}, kapott: "Status")`,
      `event/2026-7: megjegyzes: ismeretlen mező, a honlap nem olvassa (várt: ezek egyike: ${FIELDS}, kapott: "megjegyzes")`,
      `event/2026-8: id: az azonosító nem pozitív egész szám: ${LEFT_OUT} (várt: pozitív egész szám (number), pl. 7, kapott: szám (number): 8.5)`,
      `event/2026-9: name: hiányzik ez a mező: ${LEFT_OUT} (várt: szöveg (string), kapott: semmi (a mező hiányzik))`,
      `event/2026-10: name: a túra neve nem lehet üres: ${LEFT_OUT} (várt: nem üres szöveg, kapott: "")`,
      `event/2026-11: name: rossz típus: ${LEFT_OUT} (várt: szöveg (string), kapott: logikai érték (boolean): true)`,
      `event/2026-12: decisionBy: rossz típus: ${AS_PLANNED} (várt: szöveg (string), kapott: időbélyeg (timestamp): 2026.05.01 18:00 (budapesti idő))`,
    ]);
    expect(report.documentsWithProblems).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((id) => `event/2026-${id}`),
    );
    // The site still shows the trips whose only mistake is the status (as planned) or an extra field.
    expect(report).toMatchObject({ documentCount: 12, shownCount: 6 });
  });

  it('says nothing of the change fields every write leaves, and shows the event as saved', () => {
    const saved = event2026(1, {
      status: 'cancelled',
      statusNote: 'Kevés jelentkező miatt elmarad.',
      updatedAt: Timestamp.fromDate(new Date('2026-04-28T16:05:00Z')),
      statusChange: 'Ab3dEf6hIj9kLm2nOp5q',
      detailsChange: 'Zy8xWv7uTs6rQp5oNm4l',
      lastChange: 'Ab3dEf6hIj9kLm2nOp5q',
    });
    expect(check([saved])).toEqual({
      problems: [],
      documentsWithProblems: [],
      documentCount: 1,
      shownCount: 1,
    });
  });

  it("names an organiser's address on a public document, without printing it, and still shows the event", () => {
    const stamped = event2026(1, {
      status: 'cancelled',
      updatedAt: Timestamp.fromDate(new Date('2026-04-28T16:05:00Z')),
      updatedBy: 'kovacs.anna@example.hu',
    });
    const report = check([stamped]);
    expect(report.problems).toEqual([
      'event/2026-1: updatedBy: személyes adat (egy szervező e-mail-címe) egy nyilvános dokumentumban, amelyet bárki olvashat: futtassa az npm run events:migrate parancsot (várt: a mező törlése, kapott: szöveg (string))',
    ]);
    expect(report.problems.join('\n')).not.toContain('@');
    expect(report).toMatchObject({ documentCount: 1, shownCount: 1 });
  });

  it('names a name or a reason longer than the page lets through, while the site still shows the event', () => {
    const name = `Pilis: ${'hosszú név '.repeat(20)}`;
    const statusNote = 'Bemásolt levél. '.repeat(40);
    const report = check([
      event2026(1, { name, status: 'cancelled', statusNote }),
      event2026(2, { name: 'x'.repeat(EVENT_TEXT_LIMITS.name) }),
    ]);
    expect(report.problems).toEqual([
      `event/2026-1: name: túl hosszú szöveg, ${name.length} karakter: minden látogató letölti; a szervezők oldala ennél hosszabbat nem ment (várt: legfeljebb ${EVENT_TEXT_LIMITS.name} karakter, kapott: "${name.slice(0, 40)}…")`,
      `event/2026-1: statusNote: túl hosszú szöveg, ${statusNote.length} karakter: minden látogató letölti; a szervezők oldala ennél hosszabbat nem ment (várt: legfeljebb ${EVENT_TEXT_LIMITS.statusNote} karakter, kapott: "${statusNote.slice(0, 40)}…")`,
    ]);
    expect(report).toMatchObject({ documentCount: 2, shownCount: 2 });
  });

  it('names a telephone number or an e-mail address in a public text, without printing it', () => {
    const report = check([
      event2026(1, { name: 'Pilis, jelentkezés: 06 30 123 4567' }),
      event2026(2, { status: 'cancelled', statusNote: 'Kérdés: info@klub.hu' }),
      event2026(3, { status: 'cancelled', statusNote: 'Indulás 06:30, 12 000–15 000 Ft, 36 fő.' }),
    ]);
    const line = (id: number, field: string, length: number) =>
      `event/2026-${id}: ${field}: telefonszám vagy e-mail-cím egy nyilvános szövegben, amelyet bárki olvashat: a jelentkezők és a szervezők elérhetősége a túra jelentkezési listájára való (várt: a szöveg elérhetőség nélkül, kapott: ${length} karakter)`;
    expect(report.problems).toEqual([line(1, 'name', 34), line(2, 'statusNote', 20)]);
    expect(report.problems.join('\n')).not.toMatch(/@|4567/);
  });

  it("checks each event's page as the bundled lists' check does: a new key is a placeholder, a trip file must start on the event's day", () => {
    const program7 = bundledEvents.find((event) => event.pdf === 'program7')!;
    const report = check([
      // No trips/2026/program40.json: the event has its placeholder page, which is fine.
      event2026(40),
      { id: `2025-${program7.id}`, data: { ...program7, date: '2025.04.12' } },
      event2026(9, { picture: 'nincs-ilyen.svg' }),
      event2026(10, { pdf: 'program10.pdf' }),
      event2026(11, { pdf: 'Program 11' }),
    ]);
    expect(report.problems).toEqual([
      `event/2025-${program7.id}: date: az esemény napja eltér a túra fájljában (trips/2025/program7.json) megadott startDate-től (várt: "2025.04.05", kapott: "2025.04.12")`,
      'event/2026-9: picture: nincs ilyen kép a public/pictures mappában (várt: a public/pictures mappában lévő fájl neve, kapott: "nincs-ilyen.svg")',
      `event/2026-10: pdf: hibás formátum: ${LEFT_OUT} (várt: programkulcs, pl. program7, kapott: "program10.pdf")`,
      `event/2026-11: pdf: hibás formátum: ${LEFT_OUT} (várt: programkulcs, pl. program7, kapott: "Program 11")`,
    ]);
  });

  it('names two documents of one season with the same id, and documents not named <season>-<id>', () => {
    const report = check([
      event2026(1),
      // The console's own id for a document typed by hand.
      { id: 'q3VnRkLJtYJ0aLw1bC8e', data: event2026(1).data },
      // A 2026 event under last year's name: seeding 2025 would overwrite it.
      { id: '2025-2', data: event2026(2).data },
      // From before season ids: the site reads it, the next seeding writes a twin.
      { id: '3', data: event2026(3).data },
      // The same id in another season is normal.
      { id: '2025-4', data: { ...event2026(4).data, date: '2025.05.04', pdf: 'program40' } },
      event2026(4),
    ]);
    const misnamed =
      'a dokumentum neve nem <évad>-<id>: a seed:firestore ezt az eseményt másik dokumentumba írná, és a túra kétszer látszana';
    expect(report.problems).toEqual([
      `event/q3VnRkLJtYJ0aLw1bC8e: id: a 2026. évadban ez az azonosító az event/2026-1 dokumentumé is: a honlap mindkettőt mutatja (várt: az évadon belül egyedi szám, kapott: 1)`,
      `event/q3VnRkLJtYJ0aLw1bC8e: (dokumentumazonosító): ${misnamed} (várt: "2026-1", kapott: "q3VnRkLJtYJ0aLw1bC8e")`,
      `event/2025-2: (dokumentumazonosító): ${misnamed} (várt: "2026-2", kapott: "2025-2")`,
      `event/3: (dokumentumazonosító): ${misnamed} (várt: "2026-3", kapott: "3")`,
    ]);
    expect(report).toMatchObject({ documentCount: 6, shownCount: 6 });
  });
});

/**
 * Runs the tool as `npm run events:check` does, the project's own tsx from the project root, as
 * a `command`; or its work `here`, in this process, with the same environment (commandHere).
 */
function runEventsCheck(env: Record<string, string>, how: 'command' | 'here' = 'here'): Promise<CommandRun> {
  const withoutSummary = { GITHUB_STEP_SUMMARY: '', ...env };
  return how === 'here'
    ? commandHere(checkEvents, [], withoutSummary)
    : commandAsTyped('tools/events-check.ts', [], withoutSummary);
}

/**
 * Nine seasons of history, as the collection holds them after years of
 * seeding (`2017-1` … `2025-24`): more than one read's limit, so a check that
 * read only the first page would never reach 2026.
 */
const history: StoredDocument[] = Array.from({ length: 9 }, (_, index) => 2017 + index).flatMap((season) =>
  bundledEvents.map((event) => ({
    id: `${season}-${event.id}`,
    data: { ...event, date: event.date.replace('2025.', `${season}.`) },
  })),
);

/** The 2026 season as volunteers typed it in the console: two right, the rest as listed. */
const season2026: StoredDocument[] = [
  event2026(1),
  event2026(2, { date: budapestMidnight('2026-02-07') }),
  event2026(3, { date: '2026.3.7' }),
  event2026(4, { id: '4' }),
  event2026(5, { status: 'Elmarad' }),
  event2026(6, { pdf: 'program8.pdf' }),
  event2026(7),
  // Typed again by hand: the console gave it an id of its own.
  { ...event2026(7), id: 'q3VnRkLJtYJ0aLw1bC8e' },
];

describe('npm run events:check against the Firestore emulator', () => {
  /** A project of its own in the run's shared emulator. */
  const PROJECT = 'demo-events-check';
  let relay: FirestoreRelay;
  let dir: string;
  let emulatorOrigin = '';
  /** The collection holds exactly `documents`, written past the rules. */
  async function seed(documents: readonly StoredDocument[]) {
    await clearFirestore(emulatorOrigin, PROJECT);
    await writeDocuments(emulatorOrigin, PROJECT, 'event', documents);
  }
  beforeAll(async () => {
    emulatorOrigin = firestoreEmulator().origin;
    relay = await startFirestoreRelay(emulatorOrigin);
    dir = mkdtempSync(join(tmpdir(), 'events-check-'));
  });
  afterAll(async () => {
    await relay?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const configured = () => ({
    VITE_FIREBASE_PROJECT_ID: PROJECT,
    VITE_FIREBASE_API_KEY: 'test-web-key',
    VITE_FIRESTORE_EMULATOR_HOST: relay.host,
  });
  const TIMEOUT = 60_000;

  it(
    "the site's own reads never return the document whose date is a timestamp: only this check can name it",
    async () => {
      await seed([...history, ...season2026]);
      // The reader's console warnings about the documents it drops are what no volunteer reads.
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const reader = createFirestoreEventsReader({ projectId: PROJECT, emulatorHost: relay.host });
      const { events } = await reader.season(2026);
      expect(events.map((event) => event.firestoreId)).toEqual([
        '2026-1',
        '2026-5',
        '2026-7',
        'q3VnRkLJtYJ0aLw1bC8e',
      ]);
    },
    TIMEOUT,
  );

  it(
    'names every 2026 document the site would lose, in Hungarian, exits with 1 and writes the GitHub step summary',
    async () => {
      await seed([...history, ...season2026]);
      relay.state.requests = [];
      const summary = join(dir, 'summary.md');
      writeFileSync(summary, '### Build\n\nkész\n\n');
      const result = await runEventsCheck({ ...configured(), GITHUB_STEP_SUMMARY: summary }, 'command');
      const lines = [
        `event/2026-2: date: a dátum nem szöveg, így a honlap dátum szerinti lekérdezései sosem adják vissza: ${LEFT_OUT} (várt: szöveg (string) ÉÉÉÉ.HH.NN alakban: "2026.02.07", kapott: időbélyeg (timestamp): 2026.02.07 00:00 (budapesti idő))`,
        `event/2026-3: date: a dátum nem ÉÉÉÉ.HH.NN alakú: ${LEFT_OUT} (várt: szöveg (string) ÉÉÉÉ.HH.NN alakban: "2026.03.07", kapott: szöveg (string): "2026.3.7")`,
        `event/2026-4: id: az azonosító nem szám: ${LEFT_OUT} (várt: szám (number): 4, kapott: szöveg (string): "4")`,
        `event/2026-5: status: ismeretlen állapot: ${AS_PLANNED} (várt: ${STATUSES}; a legközelebbi: "cancelled", kapott: szöveg (string): "Elmarad")`,
        `event/2026-6: pdf: hibás formátum: ${LEFT_OUT} (várt: programkulcs, pl. program7, kapott: "program8.pdf")`,
        'event/q3VnRkLJtYJ0aLw1bC8e: id: a 2026. évadban ez az azonosító az event/2026-7 dokumentumé is: a honlap mindkettőt mutatja (várt: az évadon belül egyedi szám, kapott: 7)',
        'event/q3VnRkLJtYJ0aLw1bC8e: (dokumentumazonosító): a dokumentum neve nem <évad>-<id>: a seed:firestore ezt az eseményt másik dokumentumba írná, és a túra kétszer látszana (várt: "2026-7", kapott: "q3VnRkLJtYJ0aLw1bC8e")',
      ];
      const where = `"${PROJECT}" projekt, emulátor: ${relay.host}`;
      expect(result).toEqual({
        code: 1,
        stdout: [
          ...lines,
          '',
          `7 hiba 6 dokumentumban (224 dokumentumból, ${where}); a honlap 220 eseményt mutat. Javítsa őket a Firebase konzolban (Firestore Database → event), majd futtassa újra: npm run events:check`,
          '',
        ].join('\n'),
        stderr: '',
      });
      // Two pages of at most the rules' limit: the rules refuse a list query without one.
      expect(relay.state.requests).toHaveLength(Math.ceil(224 / EVENT_QUERY_LIMIT));

      const markdown = readFileSync(summary, 'utf8');
      expect(
        markdown.startsWith('### Build\n\nkész\n\n### Firestore-események (npm run events:check)\n\n'),
      ).toBe(true);
      expect(markdown).toContain(
        `**6 dokumentumot nem, vagy nem úgy mutat a honlap, ahogy a Firebase konzolban áll** (${where}): event/2026-2, event/2026-3, event/2026-4, event/2026-5, event/2026-6, event/q3VnRkLJtYJ0aLw1bC8e.`,
      );
      const items = markdown.split('\n').filter((line) => line.startsWith('- '));
      expect(items).toHaveLength(lines.length);
      // Escaped, so GitHub shows `<évad>` as text instead of swallowing it as an HTML tag.
      expect(items.at(-1)).toBe(
        '- event/q3VnRkLJtYJ0aLw1bC8e: (dokumentumazonosító): a dokumentum neve nem \\<évad\\>-\\<id\\>: a seed:firestore ezt az eseményt másik dokumentumba írná, és a túra kétszer látszana (várt: "2026-7", kapott: "q3VnRkLJtYJ0aLw1bC8e")',
      );
    },
    TIMEOUT,
  );

  it(
    'says in one line that all is well and exits with 0 when every document shows as typed',
    async () => {
      await seed([...history, season2026[0]!]);
      const result = await runEventsCheck(configured());
      expect(result).toEqual({
        code: 0,
        stdout: `Rendben: az "event" gyűjtemény mind a 217 dokumentumát úgy mutatja a honlap, ahogy a Firebase konzolban áll ("${PROJECT}" projekt, emulátor: ${relay.host}).\n`,
        stderr: '',
      });
    },
    TIMEOUT,
  );

  it(
    'without a Firebase project there is nothing to check: one line, exit 0, no request',
    async () => {
      relay.state.requests = [];
      const result = await runEventsCheck({
        VITE_FIREBASE_PROJECT_ID: '',
        VITE_FIRESTORE_EMULATOR_HOST: relay.host,
      });
      expect(result).toEqual({
        code: 0,
        stdout:
          'Nincs Firebase-projekt beállítva (VITE_FIREBASE_PROJECT_ID): a Firestore-ban nincs mit ellenőrizni; a beépített eseménylistákat az npm run trips:check ellenőrzi.\n',
        stderr: '',
      });
      expect(relay.state.requests).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a read the rules deny is no clean bill: one line saying why, exit 2',
    async () => {
      // The emulator's rules engine refuses the read, as with the project's rules deployed wrong.
      await setFirestoreRules(
        emulatorOrigin,
        PROJECT,
        'service cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read, write: if false; } } }',
      );
      try {
        const result = await runEventsCheck(configured());
        expect(result).toEqual({
          code: 2,
          stdout: '',
          stderr: `Az "event" gyűjtemény nem olvasható ("${PROJECT}" projekt, emulátor: ${relay.host}): a biztonsági szabályok (firestore.rules) nem engedik olvasni, vagy a VITE_FIREBASE_API_KEY nem ehhez a projekthez tartozik. Az eseményeket nem sikerült ellenőrizni.\n`,
        });
      } finally {
        await setFirestoreRules(emulatorOrigin, PROJECT, readFileSync('firestore.rules', 'utf8'));
      }
    },
    TIMEOUT,
  );
});
