/**
 * The season form's rules that need no network (organisers/season/season-plan.ts):
 * a new event's id, the checks before a save in the checker's words, and the
 * copy of a season onto the next year.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../schema/event.ts';
import {
  byDate,
  nextTripKey,
  planSeasonCopy,
  recordFromDraft,
  seasonChoices,
  seasonProblems,
} from '../../../organisers/season/season-plan.ts';
import { nextFreeId } from '../../../organisers/events/season-documents.ts';

const PICTURES = readdirSync('public/pictures');
const season2025 = JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as StoredEvent[];
const weekday = (date: string) => new Date(`${date.replaceAll('.', '-')}T12:00:00Z`).getUTCDay();

const trip = {
  id: 7,
  date: '2026.04.04',
  name: 'Szádelői-völgy',
  picture: 'szadelo.svg',
  pdf: 'program7',
};

describe("a new event's id and key", () => {
  it("is one above every id the season's documents hold, broken ones and their names included", () => {
    expect(nextFreeId(2026, [])).toBe(1);
    expect(
      nextFreeId(2026, [
        { documentId: '2026-3', id: 3 },
        { documentId: '2026-9', id: '9' },
        { documentId: '7', id: 7 },
        { documentId: 'Xy12', id: 4.5 },
      ]),
    ).toBe(10);
  });

  it('suggests a trip key the season does not use yet', () => {
    expect(nextTripKey([])).toBe('program1');
    expect(nextTripKey([{ pdf: 'program11' }, { pdf: 'program3' }])).toBe('program12');
  });
});

describe('the form', () => {
  it('lists the season by date, then id', () => {
    const events = [
      { id: 2, date: '2026.03.01' },
      { id: 3, date: '2026.01.10' },
      { id: 1, date: '2026.03.01' },
    ];
    expect(byDate(events).map((event) => event.id)).toEqual([3, 1, 2]);
  });

  it('saves the typed fields trimmed and keeps the id and the status of the record it edits', () => {
    const cancelled = { ...trip, status: 'cancelled' as const, statusNote: 'Viharjelzés miatt.' };
    expect(
      recordFromDraft(
        { date: ' 2026.04.11 ', name: ' Szádelő ', picture: 'kassa.svg', pdf: 'program8 ' },
        cancelled,
      ),
    ).toEqual({ ...cancelled, date: '2026.04.11', name: 'Szádelő', picture: 'kassa.svg', pdf: 'program8' });
  });

  it('offers three seasons back and two ahead, and the one shown', () => {
    expect(seasonChoices(2026, 2026)).toEqual([2023, 2024, 2025, 2026, 2027, 2028]);
    expect(seasonChoices(2026, 2029)).toEqual([2023, 2024, 2025, 2026, 2027, 2028, 2029]);
  });
});

describe("what the form refuses, in the checker's words", () => {
  it('accepts a valid event of the season', () => {
    expect(seasonProblems(trip, 2026, PICTURES)).toEqual([]);
  });

  it('refuses a date in another form and an empty name, naming each field', () => {
    expect(seasonProblems({ ...trip, date: '2026-03-07', name: '' }, 2026, PICTURES)).toEqual([
      'dátum: hibás formátum (várt: dátum ÉÉÉÉ.HH.NN alakban, pl. 2025.01.18, kapott: "2026-03-07")',
      'név: a túra neve nem lehet üres (várt: nem üres szöveg, kapott: "")',
    ]);
  });

  it('refuses a day of another season, a picture the site lacks and a key that is no trip key', () => {
    expect(
      seasonProblems(
        { ...trip, date: '2027.01.02', picture: 'szadelo.png', pdf: 'Program 7' },
        2026,
        PICTURES,
      ),
    ).toEqual([
      'a túra oldala: hibás formátum (várt: programkulcs, pl. program7, kapott: "Program 7")',
      'dátum: ez a 2026. évad listája; ez az esemény más évre esik (várt: 2026.…, kapott: "2027.01.02")',
      'kép: nincs ilyen kép a public/pictures mappában (várt: létező képfájl, talán "szadelo.svg", kapott: "szadelo.png")',
    ]);
  });
});

describe("copying a season's program onto the next year", () => {
  it('copies the 2025 program onto 2026: same ids, names, pictures and keys, each on its weekday', () => {
    const plan = planSeasonCopy(season2025, 2025, 2026, []);
    if (!plan.ready) throw new Error(plan.reason);
    expect(plan.events).toHaveLength(24);
    for (const [index, { documentId, record, fromDate }] of plan.events.entries()) {
      const source = season2025.find((event) => event.id === record.id)!;
      expect(documentId).toBe(`2026-${source.id}`);
      expect(record).toEqual({ ...source, date: record.date });
      expect(fromDate).toBe(source.date);
      expect(weekday(record.date)).toBe(weekday(source.date));
      expect(record.date.startsWith('2026.')).toBe(true);
      expect(seasonProblems(record, 2026, PICTURES), documentId).toEqual([]);
      if (index > 0) expect(record.date >= plan.events[index - 1]!.record.date).toBe(true);
    }
    // Saturday 4 January 2025 → Saturday 3 January 2026.
    expect(plan.events[0]).toMatchObject({ documentId: '2026-1', record: { date: '2026.01.03' } });
  });

  it('leaves every status behind: the new season is a plan, not last year’s news', () => {
    const source: StoredEvent[] = [
      { ...trip, date: '2025.04.05', status: 'tentative', decisionBy: '2025.04.04 18:00', firestoreId: '7' },
    ];
    const plan = planSeasonCopy(source, 2025, 2026, []);
    expect(plan).toEqual({
      ready: true,
      from: 2025,
      to: 2026,
      events: [{ documentId: '2026-7', record: trip, fromDate: '2025.04.05' }],
    });
  });

  it('refuses when the next season holds any document, so nothing is overwritten', () => {
    expect(planSeasonCopy(season2025, 2025, 2026, [{ documentId: '2026-3', id: 3 }])).toEqual({
      ready: false,
      reason:
        'A 2026. évadban már van 1 túra, ezért nem másolok: semmit nem írok felül. Ha mégis a 2025. évi programot kéred, előbb töröld a 2026. évi túrákat.',
    });
  });

  it('refuses an empty season and one with an id twice', () => {
    expect(planSeasonCopy([], 2025, 2026, [])).toEqual({
      ready: false,
      reason: 'A 2025. évadban nincs túra, nincs mit átmásolni.',
    });
    const twice = [
      { ...trip, date: '2025.04.05', firestoreId: '7' },
      { ...trip, date: '2025.04.05', firestoreId: '2025-7' },
    ];
    const plan = planSeasonCopy(twice, 2025, 2026, []);
    expect(plan.ready).toBe(false);
    expect(plan.ready ? '' : plan.reason).toMatch(/^A 2025\. évadban a 7\. sorszám kétszer szerepel/);
  });

  it('refuses more than one batch can write at once', () => {
    const many = Array.from({ length: 501 }, (_, index) => ({ ...trip, id: index + 1, date: '2025.04.05' }));
    expect(planSeasonCopy(many, 2025, 2026, [])).toEqual({
      ready: false,
      reason: 'Egyszerre legfeljebb 500 túra másolható.',
    });
  });
});
