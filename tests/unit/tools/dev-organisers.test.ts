/**
 * `npm run dev:organisers`: the season it writes into its emulator, and what it says on a
 * machine without the Firestore emulator. (The whole command, in Chromium:
 * tests/e2e/dev-organisers.test.ts.)
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../schema/event.ts';
import { eventDateToIso } from '../../../src/lib/dates.ts';
import { demonstrationSeason } from '../../../tools/dev-organisers.ts';
import { EMULATOR_MISSING } from '../../../tools/emulators/firestore-emulator.ts';

const season2025 = JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as StoredEvent[];
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const daysFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('the season npm run dev:organisers writes', () => {
  it.each(['2026-11-27', '2025-01-01', '2031-06-15'])(
    'on %s: the bundled season moved by whole weeks, half of it ahead, the next trip within the week',
    (today) => {
      const documents = demonstrationSeason(season2025, today);
      expect(documents).toHaveLength(season2025.length);
      const dates = documents.map((document) => eventDateToIso(document.data.date)!);
      const shift = daysFrom(eventDateToIso(season2025[0]!.date)!, dates[0]!);
      expect(Math.abs(shift % 7)).toBe(0);
      documents.forEach((document, index) => {
        const bundled = season2025[index]!;
        // The same trip on the same weekday, the same number of days after the one before it.
        expect(document.data).toEqual({ ...bundled, date: document.data.date });
        expect(weekday(dates[index]!)).toBe(weekday(eventDateToIso(bundled.date)!));
        expect(daysFrom(eventDateToIso(bundled.date)!, dates[index]!)).toBe(shift);
        // Under its own season's id, as the organisers' page writes new events.
        expect(document.id).toBe(`${dates[index]!.slice(0, 4)}-${bundled.id}`);
      });
      const ahead = dates.filter((date) => date >= today).sort();
      expect(ahead.length).toBeGreaterThanOrEqual(season2025.length / 2);
      expect(ahead.length).toBeLessThan(season2025.length);
      expect(daysFrom(today, ahead[0]!)).toBeLessThan(7);
    },
  );

  it('without the emulator, stops before starting anything and says in one line how to get it', async () => {
    const run = promisify(execFile)('node_modules/.bin/tsx', ['tools/dev-organisers.ts'], {
      env: { ...process.env, FIRESTORE_EMULATOR_JAR: '/nincs/ilyen.jar' },
    });
    const failure = (await run.then(
      () => null,
      (error: unknown) => error,
    )) as { code: number; stderr: string } | null;
    expect(failure?.code).toBe(1);
    expect(failure!.stderr.trim()).toBe(EMULATOR_MISSING);
  });
});
