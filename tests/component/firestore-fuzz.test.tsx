/**
 * Hostile and broken event documents through the real `firebase/firestore/lite`
 * SDK (over msw) into the home page and the yearly program: markup, 2,000
 * character names, foreign picture paths, link keys such as `javascript:…` and
 * `//host`, wrong types and missing fields, hand-picked and generated from a
 * fixed seed. Each document is either shown, its name as plain text with safe
 * links and pictures, or left out with one console warning naming it; the
 * valid events around them always show.
 *
 * Why msw and not the Firestore emulator: thousands of generated documents a
 * test, answered in the jsdom process without a round trip per document set.
 * The handlers answer a read as the emulator does (tests/unit/data/firestore-contract.test.ts
 * holds them to it, field types and order included).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firestoreWithEvents, type StoredDocument } from '../support/firestore-handlers.ts';
import { firestoreApp } from '../support/firestore-app.ts';
import { PREVIOUS_SEASON_TAIL } from '../../src/lib/seasons.ts';

const app = firestoreApp();
const { server } = app;

afterEach(() => {
  delete (window as { hacked?: unknown }).hacked;
});

const LONG_NAME = 'Kéktúra'.repeat(286).slice(0, 2000);
const MARKUP = [
  '<img src=x onerror="window.hacked=1">',
  '<script>window.hacked=1</script>Tátra',
  '<a href="javascript:window.hacked=1">Bükk</a>',
  '"><svg onload=window.hacked=1>',
];

/** Valid events that must show whatever comes with them. */
const steady: StoredDocument[] = [
  {
    id: 'ok-1',
    data: { id: 1, date: '2025.03.15', name: 'Mátra: Kékestető', picture: 'matra.svg', pdf: 'program6' },
  },
  {
    id: 'ok-2',
    data: { id: 2, date: '2025.04.05', name: 'Szádelői-völgy', picture: 'szadelo.svg', pdf: 'program7' },
  },
  {
    id: 'ok-3',
    data: { id: 3, date: '2025.05.03', name: 'Lacnovszky-kanyon', picture: 'default.svg', pdf: 'program9' },
  },
];

const base = (id: number) => ({
  id,
  date: '2025.06.07',
  name: `Pilis ${id}`,
  picture: 'default.svg',
  pdf: 'program12',
});

/** One of each kind of trouble, with what must happen to it. */
const handPicked: Array<StoredDocument & { expect: 'shown' | 'left out' | 'not read' }> = [
  ...MARKUP.map((name, index) => ({
    id: `markup-${index}`,
    data: { ...base(10 + index), name },
    expect: 'shown' as const,
  })),
  { id: 'long-name', data: { ...base(20), name: LONG_NAME }, expect: 'shown' },
  { id: 'picture-up', data: { ...base(21), picture: '../../index.html' }, expect: 'left out' },
  { id: 'picture-https', data: { ...base(22), picture: 'https://evil.example/x.png' }, expect: 'left out' },
  { id: 'picture-host', data: { ...base(23), picture: '//evil.example/x.svg' }, expect: 'left out' },
  { id: 'pdf-javascript', data: { ...base(24), pdf: 'javascript:window.hacked=1' }, expect: 'left out' },
  { id: 'pdf-host', data: { ...base(25), pdf: '//evil.example' }, expect: 'left out' },
  { id: 'pdf-https', data: { ...base(26), pdf: 'https://evil.example/program1' }, expect: 'left out' },
  { id: 'pdf-up', data: { ...base(27), pdf: '../program1' }, expect: 'left out' },
  { id: 'id-text', data: { ...base(28), id: '28' }, expect: 'left out' },
  { id: 'id-fraction', data: { ...base(29), id: 29.5 }, expect: 'left out' },
  { id: 'name-number', data: { ...base(30), name: 30 }, expect: 'left out' },
  { id: 'name-list', data: { ...base(31), name: ['Bükk'] }, expect: 'left out' },
  { id: 'name-map', data: { ...base(32), name: { hu: 'Bükk' } }, expect: 'left out' },
  { id: 'date-number', data: { ...base(33), date: 20250607 }, expect: 'not read' },
  { id: 'date-iso', data: { ...base(34), date: '2025-06-07' }, expect: 'left out' },
  { id: 'no-name', data: { ...base(35), name: undefined }, expect: 'left out' },
  { id: 'no-date', data: { ...base(36), date: undefined }, expect: 'not read' },
  { id: 'no-pdf', data: { ...base(37), pdf: undefined }, expect: 'left out' },
  { id: 'no-picture', data: { ...base(38), picture: undefined }, expect: 'left out' },
  { id: 'empty', data: {}, expect: 'not read' },
  { id: 'blank-name', data: { ...base(39), name: '   ' }, expect: 'left out' },
  { id: 'null-name', data: { ...base(40), name: null }, expect: 'left out' },
];

/** Where the recent read's date range starts on the test's day (10 March 2025: this season on). */
const RANGE_START = '2025.01.01';

/**
 * Whether the recent read sends the document: dated as text within the range, or among the
 * last three dated as text before it (last season's last trips), as Firestore orders text.
 */
function isRead(documents: ReadonlyArray<{ id: string; data: { date?: unknown } }>, id: string): boolean {
  const textDate = (document_: { data: { date?: unknown } }) =>
    typeof document_.data.date === 'string' ? document_.data.date : null;
  const before = documents
    .filter((document_) => (textDate(document_) ?? RANGE_START) < RANGE_START)
    .sort((a, b) =>
      textDate(b)! < textDate(a)! ? -1 : textDate(b)! > textDate(a)! ? 1 : b.id < a.id ? -1 : 1,
    )
    .slice(0, PREVIOUS_SEASON_TAIL);
  const document_ = documents.find((candidate) => candidate.id === id)!;
  return (textDate(document_) ?? '') >= RANGE_START || before.includes(document_);
}

/** A small seeded generator (mulberry32), so a failure is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Per field: values the schema accepts, and values it must refuse. */
const POOLS: Record<string, { good: unknown[]; bad: unknown[] }> = {
  date: {
    good: ['2025.07.12', '2025.12.31'],
    bad: ['2025.02.30', '<b>2025.07.12</b>', 20250712, undefined, '2025.7.12', ''],
  },
  name: {
    good: ['Zemplén', LONG_NAME, ...MARKUP, '\u202Eexe.gnp'],
    bad: ['', 7, undefined, ['x'], null],
  },
  picture: {
    good: ['zemplen.svg', 'default.svg'],
    bad: ['../../index.html', 'https://evil.example/a.png', '//evil.example/a.svg', 'A.SVG', undefined, 3],
  },
  pdf: {
    good: ['program3', 'program99'],
    bad: ['javascript:alert(1)', '//evil.example', 'program0', 'program3?x=<y>', undefined, 3],
  },
};

function generated(count: number): StoredDocument[] {
  const next = random(20250310);
  const pick = (values: unknown[]) => values[Math.floor(next() * values.length)];
  return Array.from({ length: count }, (_, index) => {
    // Each field is good three times in four, so both outcomes come up often.
    const data: Record<string, unknown> = { id: next() < 0.75 ? 100 + index : pick(['x', -1, 0, 1.5, null]) };
    for (const [field, { good, bad }] of Object.entries(POOLS))
      data[field] = pick(next() < 0.75 ? good : bad);
    // Names that show must be told apart from each other on the page.
    if (typeof data.name === 'string' && data.name.trim() !== '') data.name = `${data.name} #${index}`;
    return { id: `fuzz-${index}`, data };
  });
}

const hostile: StoredDocument[] = [...handPicked, ...generated(60)];

function warningsFor(warn: { mock: { calls: unknown[][] } }, documentId: string) {
  return warn.mock.calls
    .map((args) => args.map(String).join(' '))
    .filter((text) => text.includes(`(${documentId})`));
}

function expectNothingRan() {
  expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  expect(document.querySelector('script:not([type="application/ld+json"]), [onerror], [onload]')).toBeNull();
  // Structured data carries the names too, escaped so that nothing in them can end its script element.
  for (const data of document.querySelectorAll('script[type="application/ld+json"]')) {
    expect(data.textContent).not.toContain('<');
    expect(() => JSON.parse(data.textContent ?? '') as unknown).not.toThrow();
  }
  // One heading per month, whatever order the stored ids and dates come in.
  const months = [...document.querySelectorAll('.month-title')].map((heading) => heading.id);
  expect(months).toEqual([...new Set(months)]);
  for (const link of document.querySelectorAll('main a')) {
    const href = link.getAttribute('href') ?? '';
    // The app's own addresses (memory history in these tests: no `#`) and phone numbers only.
    expect(href, 'a link of the page').toMatch(
      /^(\/|\/evesprogram\/|(\/\d{4})?\/program[1-9]\d*\/|tel:\+?[\d ]+)$/,
    );
  }
  for (const picture of document.querySelectorAll('main img')) {
    const src = picture.getAttribute('src') ?? '';
    expect(src, 'a picture of the page').toMatch(/^\/pictures\/[a-z0-9-]+\.(svg|webp|png|jpg)$/);
  }
}

describe('hostile event documents', () => {
  it('the yearly program shows each document safely as text or leaves it out with a warning naming it', async () => {
    server.use(firestoreWithEvents([...steady, ...hostile]));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    app.renderApp('/evesprogram');

    await screen.findByText('Szádelői-völgy', {}, { timeout: 5000 });
    for (const { data } of steady) expect(screen.getByText(String(data.name))).toBeInTheDocument();

    const shownNames = [...document.querySelectorAll('.program-name')].map((element) => element.textContent);
    let shown = 0;
    let leftOut = 0;
    for (const document_ of hostile) {
      const name = document_.data.name;
      const onPage = typeof name === 'string' && shownNames.includes(name.trim());
      const warnings = warningsFor(warn, document_.id);
      const wanted = (document_ as { expect?: string }).expect;
      // The site reads a date range (this season on, and last season's last three): Firestore
      // compares text with text, so a document whose date is not text in that range is never
      // sent, as from the real service.
      if (!isRead([...steady, ...hostile], document_.id)) {
        expect({ id: document_.id, onPage, warnings: warnings.length }).toEqual({
          id: document_.id,
          onPage: false,
          warnings: 0,
        });
        if (wanted) expect(wanted, document_.id).toBe('not read');
        continue;
      }
      // Exactly one of the two, never both, never neither.
      expect({ id: document_.id, onPage, warnings: warnings.length }).toEqual({
        id: document_.id,
        onPage: warnings.length === 0,
        warnings: onPage ? 0 : 1,
      });
      if (onPage) shown += 1;
      else leftOut += 1;
      if (wanted)
        expect({ id: document_.id, result: onPage ? 'shown' : 'left out' }).toEqual({
          id: document_.id,
          result: wanted,
        });
    }
    // The generated documents reach both outcomes, so the check above saw each.
    expect(shown).toBeGreaterThan(MARKUP.length + 1);
    expect(leftOut).toBeGreaterThan(20);

    // Markup is text: the names show with their angle brackets, and nothing ran.
    for (const name of MARKUP) expect(shownNames).toContain(name);
    expect(shownNames).toContain(LONG_NAME);
    expectNothingRan();
  });

  it('the home page shows the next trips with safe links and pictures among hostile documents', async () => {
    server.use(firestoreWithEvents([...steady, ...hostile]));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    app.renderApp('/');

    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(3), { timeout: 5000 });
    // 10 March: the next trip is the Mátra one, whatever else was stored.
    expect(screen.getAllByRole('group')[0]).toHaveTextContent('Mátra: Kékestető');
    expectNothingRan();
  });
});
