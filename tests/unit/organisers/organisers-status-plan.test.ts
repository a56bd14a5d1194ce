/**
 * The organisers' page's rules that need no network (organisers/events/event-model.ts):
 * which trips come first, what a status choice writes; and the checker's Hungarian lines
 * for what the event schema refuses (organisers/events/event-problems.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  comingEvents,
  defaultDecisionTime,
  withStatus,
  type EventRecord,
} from '../../../organisers/events/event-model.ts';
import { problemsOf } from '../../../organisers/events/event-problems.ts';
import { EVENT_TEXT_LIMITS } from '../../../schema/changes.ts';

const trip: EventRecord = {
  id: 7,
  date: '2025.04.05',
  name: 'Szádelői-völgy',
  picture: 'szadelo.svg',
  pdf: 'program7',
};

describe('the coming events', () => {
  it("puts today's first, then the next seven days', then the rest, and leaves out the past", () => {
    const events = [
      { id: 3, date: '2025.05.10' },
      { id: 1, date: '2025.03.29' },
      { id: 2, date: '2025.04.05' },
      { id: 5, date: '2025.03.30' },
      { id: 4, date: '2025.04.06' },
    ];
    expect(comingEvents(events, '2025-03-30')).toEqual([
      { horizon: 'today', events: [{ id: 5, date: '2025.03.30' }] },
      { horizon: 'week', events: [{ id: 2, date: '2025.04.05' }] },
      {
        horizon: 'later',
        events: [
          { id: 4, date: '2025.04.06' },
          { id: 3, date: '2025.05.10' },
        ],
      },
    ]);
  });
});

describe('a status choice', () => {
  it('writes the status and its reason, and "rendben" takes both away', () => {
    const cancelled = withStatus(trip, { choice: 'cancelled', note: ' Viharjelzés miatt. ', decisionBy: '' });
    expect(cancelled).toEqual({ ...trip, status: 'cancelled', statusNote: 'Viharjelzés miatt.' });
    expect(withStatus(cancelled, { choice: 'ok', note: 'marad?', decisionBy: '' })).toEqual(trip);
  });

  it('gives a weather-dependent trip its decision time and keeps it once decided, for calendars', () => {
    const tentative = withStatus(trip, { choice: 'tentative', note: '', decisionBy: '2025.04.04 18:00' });
    expect(tentative).toEqual({ ...trip, status: 'tentative', decisionBy: '2025.04.04 18:00' });
    expect(withStatus(tentative, { choice: 'full', note: '', decisionBy: '' })).toEqual({
      ...trip,
      status: 'full',
      decisionBy: '2025.04.04 18:00',
    });
    expect(defaultDecisionTime('2025.03.01')).toBe('2025.02.28 18:00');
  });

  it('gives a postponed trip its new date, and any other choice takes it away', () => {
    const postponed = withStatus(trip, {
      choice: 'postponed',
      note: 'Hó miatt.',
      decisionBy: '',
      newDate: ' 2025.05.10 ',
    });
    expect(postponed).toEqual({
      ...trip,
      status: 'postponed',
      statusNote: 'Hó miatt.',
      newDate: '2025.05.10',
    });
    expect(
      withStatus(postponed, { choice: 'postponed', note: 'Hó miatt.', decisionBy: '', newDate: '' }),
    ).toEqual({ ...trip, status: 'postponed', statusNote: 'Hó miatt.' });
    expect(
      withStatus(postponed, { choice: 'full', note: '', decisionBy: '', newDate: '2025.05.10' }),
    ).toEqual({
      ...trip,
      status: 'full',
    });
  });
});

describe("what may not be saved, in the checker's words", () => {
  it('accepts a valid record', () => {
    expect(problemsOf({ ...trip, status: 'full' })).toEqual([]);
  });

  it('refuses a telephone number or an e-mail address in the name or the reason, saying where it belongs', () => {
    const why = (field: string) =>
      `${field}: telefonszám vagy e-mail-cím nem lehet benne, mert ezt bárki olvassa (várt: a jelentkezők adatai a túra jelentkezési listájára valók; a szervezők telefonszámát a honlap magától kiírja)`;
    expect(
      problemsOf({
        ...trip,
        name: 'Szádelő, jelentkezés: +36 30 123 4567',
        status: 'cancelled',
        statusNote: 'Írj: info@klub.hu',
      }),
    ).toEqual([why('név'), why('indoklás')]);
    expect(
      problemsOf({
        ...trip,
        status: 'cancelled',
        statusNote: 'Indulás 06:30, 12 000–15 000 Ft, 36 fő, a 8-as úton.',
      }),
    ).toEqual([]);
  });

  it('refuses a picture name or a trip key longer than the rules take', () => {
    const picture = `${'p'.repeat(EVENT_TEXT_LIMITS.picture)}.svg`;
    expect(problemsOf({ ...trip, picture })).toEqual([
      `kép: túl hosszú (várt: legfeljebb ${EVENT_TEXT_LIMITS.picture} betű, kapott: ${picture.length} betű)`,
    ]);
  });

  it('asks for the reason of a cancelled or postponed trip', () => {
    expect(problemsOf({ ...trip, status: 'postponed' })).toEqual([
      'indoklás: írd meg röviden, miért (a túrázók ezt olvassák)',
    ]);
  });

  it("refuses a decision time in another form or after the trip's day, with the schema's message", () => {
    expect(problemsOf({ ...trip, status: 'tentative', decisionBy: '2025.04.04' })).toEqual([
      // One line a field: the wrong form is said, not also that it is no day of the calendar.
      'döntés ideje: hibás formátum (várt: időpont ÉÉÉÉ.HH.NN ÓÓ:PP alakban (budapesti idő), pl. 2025.06.20 18:00, kapott: "2025.04.04")',
    ]);
    expect(problemsOf({ ...trip, status: 'tentative', decisionBy: '2025.04.06 08:00' })).toEqual([
      'döntés ideje: hibás érték (várt: legkésőbb a túra napján (2025.04.05), pl. 2025.04.05 06:00, kapott: "2025.04.06 08:00")',
    ]);
  });

  it('refuses a new date in another form, on or before the original day, or without a postponement', () => {
    const postponed = { ...trip, status: 'postponed' as const, statusNote: 'Hó miatt.' };
    expect(problemsOf({ ...postponed, newDate: '2025.05.10' })).toEqual([]);
    expect(problemsOf({ ...postponed, newDate: '2025-05-10' })).toEqual([
      'új időpont: hibás formátum (várt: dátum ÉÉÉÉ.HH.NN alakban, pl. 2025.01.18, kapott: "2025-05-10")',
    ]);
    expect(problemsOf({ ...postponed, newDate: '2025.04.05' })).toEqual([
      'új időpont: hibás érték (várt: a túra eredeti napja (2025.04.05) utáni nap, kapott: "2025.04.05")',
    ]);
    expect(problemsOf({ ...trip, status: 'full', newDate: '2025.05.10' })).toEqual([
      'új időpont: hibás érték (várt: új időpont csak elhalasztott túránál (status: postponed), kapott: "2025.05.10")',
    ]);
  });

  it('refuses a date in another form and an unknown status', () => {
    const wrong = { ...trip, date: '2025-04-05', status: 'elmarad' } as unknown as EventRecord;
    expect(problemsOf(wrong)).toEqual([
      'dátum: hibás formátum (várt: dátum ÉÉÉÉ.HH.NN alakban, pl. 2025.01.18, kapott: "2025-04-05")',
      'állapot: full, cancelled, postponed vagy tentative (vagy a mező elhagyva) (várt: "full", "cancelled", "postponed" vagy "tentative", kapott: "elmarad")',
    ]);
  });
});
