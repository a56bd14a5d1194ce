import { describe, expect, it } from 'vitest';
import {
  formatCopy,
  parseCopy,
  pickScreen,
  PRERENDERED_MARK,
  routePath,
  type PrerenderedScreens,
} from '../../src/prerender/pick';

const config: PrerenderedScreens = {
  preload: [],
  app: '/assets/index-abc.js',
  base: '/',
  dir: '/prerendered/',
  screens: {
    '/': [
      ['', 'home-before'],
      ['2025-03-16', 'home-after-program6'],
      ['2025-04-13', 'home-after-program8'],
    ],
    '/program1': [['', 'program1']],
    // A Firestore build's short address: no copy after the last trip of the key it knew of.
    '/program6': [
      ['', 'program6-2025'],
      ['2025-03-16', ''],
    ],
  },
};

const at = (hash: string, pathname = '/', search = '') => ({ pathname, search, hash });

describe('routePath', () => {
  it('reads the route from the hash, the home page when there is none', () => {
    expect(routePath('#/program1')).toBe('/program1');
    expect(routePath('#/evesprogram?x=1')).toBe('/evesprogram');
    expect(routePath('#/')).toBe('/');
    expect(routePath('')).toBe('/');
  });
});

describe('pickScreen', () => {
  it('picks the copy made for the last change day on or before today', () => {
    expect(pickScreen(config, at(''), '2025-01-01')).toBe('home-before');
    // The day of a trip it is still the next one; the day after, the next copy starts.
    expect(pickScreen(config, at('#/'), '2025-03-15')).toBe('home-before');
    expect(pickScreen(config, at('#/'), '2025-03-16')).toBe('home-after-program6');
    expect(pickScreen(config, at('#/'), '2025-04-12')).toBe('home-after-program6');
    expect(pickScreen(config, at('#/'), '2026-11-22')).toBe('home-after-program8');
  });

  it('shows no copy from the day the build left a short address to the browser', () => {
    expect(pickScreen(config, at('#/program6'), '2025-03-15')).toBe('program6-2025');
    expect(pickScreen(config, at('#/program6'), '2025-03-16')).toBeNull();
    expect(pickScreen(config, at('#/program6'), '2026-03-16')).toBeNull();
  });

  it('gives a trip page the same copy on every day', () => {
    expect(pickScreen(config, at('#/program1'), '1999-12-31')).toBe('program1');
    expect(pickScreen(config, at('#/program1'), '2030-06-01')).toBe('program1');
  });

  it('has no copy for an address the build did not render, so the app renders it', () => {
    expect(pickScreen(config, at('#/program99'), '2025-03-10')).toBeNull();
    expect(pickScreen(config, at('#/evesprogram'), '2025-03-10')).toBeNull();
  });

  it('has no copy for a page not at the site address: its links would differ from the copy', () => {
    expect(pickScreen(config, at('#/program1', '/index.html'), '2025-03-10')).toBeNull();
    expect(pickScreen(config, at('#/program1', '/', '?utm_source=fb'), '2025-03-10')).toBeNull();
  });

  it('has no copy for a filtered program: the copy shows the whole year', () => {
    const withProgram: PrerenderedScreens = {
      ...config,
      screens: { ...config.screens, '/evesprogram': [['', 'evesprogram']] },
    };
    expect(pickScreen(withProgram, at('#/evesprogram'), '2025-03-10')).toBe('evesprogram');
    expect(pickScreen(withProgram, at('#/evesprogram?honap=4'), '2025-03-10')).toBeNull();
    expect(pickScreen(withProgram, at('#/evesprogram?honap=13'), '2025-03-10')).toBeNull();
  });

  it.each(['#constructor', '#__proto__', '#toString', '#hasOwnProperty', '#/constructor', '#valueOf'])(
    'has no copy for %s: only the screens the build wrote count, not what every object inherits',
    (hash) => {
      expect(pickScreen(config, at(hash), '2025-03-10')).toBeNull();
      // The same from the JSON the build writes into index.html.
      const parsed = JSON.parse(JSON.stringify(config)) as PrerenderedScreens;
      expect(pickScreen(parsed, at(hash), '2025-03-10')).toBeNull();
    },
  );
});

describe('a copy file (formatCopy, parseCopy)', () => {
  const copy = {
    title: 'Mátra – Zöld Ösvény',
    description: 'Indulás 6:30-kor.',
    queries: [{ key: ['events', 'key', 'program6', 2025], data: [{ id: 2, name: 'Mátra' }] }],
    html: '<main><h1>Mátra</h1>\n<p>Indulás</p></main>',
  };

  it('gives back the title, description, the data the screen was rendered from, and the HTML', () => {
    expect(parseCopy(formatCopy(copy))).toEqual(copy);
  });

  it('reads a copy without data (an older build) as one with none', () => {
    const older = `${PRERENDERED_MARK}${JSON.stringify({ title: 'Túra', description: 'Leírás' })}\n<main></main>`;
    expect(parseCopy(older)).toEqual({
      title: 'Túra',
      description: 'Leírás',
      queries: [],
      html: '<main></main>',
    });
  });

  it('refuses what is not a copy: an HTML page, a broken first line', () => {
    expect(parseCopy('<!doctype html><html></html>')).toBeNull();
    expect(parseCopy(`${PRERENDERED_MARK}{"title":\n<main></main>`)).toBeNull();
    expect(parseCopy(`${PRERENDERED_MARK}{"title":1,"description":"x"}\n<main></main>`)).toBeNull();
  });
});
