import { describe, expect, it } from 'vitest';
import { copyFor, formatCopy, hashToPath, parseCopy, PRERENDERED_MARK } from '../../../src/prerender/pick.ts';

describe('hashToPath: every hash address the club has shared leads to its path', () => {
  it.each([
    ['#/', '/'],
    ['#/home', '/'],
    ['#/evesprogram', '/evesprogram/'],
    ['#/evesprogram/2025', '/evesprogram/2025/'],
    ['#/evesprogram/2025?honap=4&nehezseg=konnyu', '/evesprogram/2025/?honap=4&nehezseg=konnyu'],
    ['#/evesprogram?honap=13', '/evesprogram/?honap=13'],
    ['#/program1', '/program1/'],
    ['#/program27', '/program27/'],
    ['#/2025/program3', '/2025/program3/'],
    ['#/2025/program3/', '/2025/program3/'],
    // Not found on the path either: the not-found screen, with the 404 status.
    ['#/program14', '/program14/'],
  ])('%s → %s', (hash, path) => {
    expect(hashToPath(hash, '/')).toBe(path);
  });

  it('keeps the site base path', () => {
    expect(hashToPath('#/2025/program3', '/klub/')).toBe('/klub/2025/program3/');
    expect(hashToPath('#/', '/klub/')).toBe('/klub/');
  });

  it('leaves a link to a part of the page and a page without a hash alone', () => {
    expect(hashToPath('#tartalom', '/')).toBeNull();
    expect(hashToPath('#jelentkezes', '/')).toBeNull();
    expect(hashToPath('', '/')).toBeNull();
  });
});

describe('copyFor', () => {
  const home: Array<[string, string]> = [
    ['', 'home-before'],
    ['2025-03-16', 'home-after-program6'],
    ['2025-04-13', 'home-after-program8'],
  ];
  // A Firestore build's short address: no copy after the last trip of the key it knew of.
  const program6: Array<[string, string]> = [
    ['', 'program6-2025'],
    ['2025-03-16', ''],
  ];

  it('picks the copy made for the last change day on or before today', () => {
    expect(copyFor(home, '2025-01-01')).toBe('home-before');
    // The day of a trip it is still the next one; the day after, the next copy starts.
    expect(copyFor(home, '2025-03-15')).toBe('home-before');
    expect(copyFor(home, '2025-03-16')).toBe('home-after-program6');
    expect(copyFor(home, '2025-04-12')).toBe('home-after-program6');
    expect(copyFor(home, '2026-11-22')).toBe('home-after-program8');
  });

  it('gives no copy from the day the build left a short address to the browser', () => {
    expect(copyFor(program6, '2025-03-15')).toBe('program6-2025');
    expect(copyFor(program6, '2025-03-16')).toBeNull();
    expect(copyFor(program6, '2026-03-16')).toBeNull();
  });

  it('gives a screen that does not change by date the same copy on every day, and none without copies', () => {
    expect(copyFor([['', 'program1']], '1999-12-31')).toBe('program1');
    expect(copyFor([['', 'program1']], '2030-06-01')).toBe('program1');
    expect(copyFor([], '2025-03-10')).toBeNull();
  });
});
describe('a copy file (formatCopy, parseCopy)', () => {
  const copy = {
    title: 'Mátra – Zöld Ösvény',
    description: 'Indulás 6:30-kor.',
    state: {
      mutations: [],
      queries: [
        {
          queryKey: ['events', 'key', 'program6', 2025],
          queryHash: '["events","key","program6",2025]',
          dehydratedAt: 0,
          state: {
            data: [{ id: 2, name: 'Mátra' }],
            dataUpdateCount: 1,
            dataUpdatedAt: 0,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success' as const,
            fetchStatus: 'idle' as const,
          },
        },
      ],
    },
    html: '<main><h1>Mátra</h1>\n<p>Indulás</p></main>',
  };

  it('gives back the title, description, the data the screen was rendered from, and the HTML', () => {
    expect(parseCopy(formatCopy(copy))).toEqual(copy);
  });

  it('reads a copy without reads (an older build) as one with none', () => {
    const older = `${PRERENDERED_MARK}${JSON.stringify({ title: 'Túra', description: 'Leírás' })}\n<main></main>`;
    expect(parseCopy(older)).toEqual({
      title: 'Túra',
      description: 'Leírás',
      state: null,
      html: '<main></main>',
    });
  });

  it('refuses what is not a copy: an HTML page, a broken first line', () => {
    expect(parseCopy('<!doctype html><html></html>')).toBeNull();
    expect(parseCopy(`${PRERENDERED_MARK}{"title":\n<main></main>`)).toBeNull();
    expect(parseCopy(`${PRERENDERED_MARK}{"title":1,"description":"x"}\n<main></main>`)).toBeNull();
  });
});
