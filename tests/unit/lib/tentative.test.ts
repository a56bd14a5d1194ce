/**
 * A trip that depends on the weather: `"status": "tentative"` with the time
 * the club decides (`decisionBy`), as the content check, the Firestore reader
 * and the status rules read it, and the words a visitor sees.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoredEventSchema } from '../../../schema/event.ts';
import { parseEventRecords } from '../../../src/data/parse-events.ts';
import { decisionText, tentativeText } from '../../../src/lib/tentative.ts';
import { nextTakingPlace } from '../../../src/lib/event-timing.ts';
import { statusLabel, takesPlace } from '../../../src/lib/trip-status.ts';
import { statusSentence } from '../../../src/lib/trip-status-outputs.ts';
import { problemsAfter } from '../../support/content-fixture.ts';

const EVENTS = 'src/content/events/2025.json';

/** 21 June 2025 is a Saturday. */
const SATURDAY_TRIP = {
  id: 21,
  date: '2025.06.21',
  name: 'Magas-Tátra',
  picture: 'magas-tatra.svg',
  pdf: 'program21',
};

describe('the event list: status "tentative" and decisionBy', () => {
  it('accepts a tentative trip with a decision time before it or on its day', () => {
    for (const decisionBy of ['2025.06.20 18:00', '2025.06.21 06:00', '2025.06.01 00:00']) {
      const parsed = StoredEventSchema.safeParse({ ...SATURDAY_TRIP, status: 'tentative', decisionBy });
      expect(parsed.success, decisionBy).toBe(true);
    }
  });

  it('names the four statuses when the word is wrong', () => {
    expect(problemsAfter((c) => (c.events[0]!.status = 'időjárásfüggő'))).toEqual([
      `${EVENTS}: [0].status: full, cancelled, postponed vagy tentative (vagy a mező elhagyva) (várt: "full", "cancelled", "postponed" vagy "tentative", kapott: "időjárásfüggő")`,
    ]);
  });

  it('says the form a decision time is written in', () => {
    expect(
      problemsAfter((c) => {
        c.events[0]!.status = 'tentative';
        c.events[0]!.decisionBy = '2025-02-28T18:00';
      }),
    ).toEqual([
      `${EVENTS}: [0].decisionBy: hibás formátum (várt: időpont ÉÉÉÉ.HH.NN ÓÓ:PP alakban (budapesti idő), pl. 2025.06.20 18:00, kapott: "2025-02-28T18:00")`,
    ]);
  });

  it('refuses a day that does not exist and an hour past 23', () => {
    expect(
      problemsAfter((c) => {
        c.events[0]!.decisionBy = '2025.02.29 18:00';
        c.events[1]!.decisionBy = '2025.03.14 24:00';
      }),
    ).toEqual([
      `${EVENTS}: [0].decisionBy: hibás érték (várt: létező naptári nap, kapott: "2025.02.29 18:00")`,
      `${EVENTS}: [1].decisionBy: hibás formátum (várt: időpont ÉÉÉÉ.HH.NN ÓÓ:PP alakban (budapesti idő), pl. 2025.06.20 18:00, kapott: "2025.03.14 24:00")`,
    ]);
  });

  it('refuses a decision after the day of the trip, naming that day', () => {
    expect(
      problemsAfter((c) => {
        c.events[0]!.status = 'tentative';
        c.events[0]!.decisionBy = '2025.03.02 08:00';
      }),
    ).toEqual([
      `${EVENTS}: [0].decisionBy: hibás érték (várt: legkésőbb a túra napján (2025.03.01), pl. 2025.03.01 06:00, kapott: "2025.03.02 08:00")`,
    ]);
  });
});

describe('the Firestore reader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a tentative trip with its decision time', () => {
    const [event] = parseEventRecords([
      { docId: 'tatra', data: { ...SATURDAY_TRIP, status: 'tentative', decisionBy: '2025.06.20 18:00' } },
    ]);
    expect(event).toMatchObject({
      status: 'tentative',
      decisionBy: '2025.06.20 18:00',
      firestoreId: 'tatra',
    });
  });

  it('shows the trip as planned when its decision time is wrong, with a warning naming the field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [event] = parseEventRecords([
      { docId: 'tatra', data: { ...SATURDAY_TRIP, status: 'tentative', decisionBy: '2025.06.22 18:00' } },
    ]);
    expect(event).toMatchObject({ name: 'Magas-Tátra', firestoreId: 'tatra' });
    expect(event?.status).toBeUndefined();
    expect(event?.decisionBy).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /\(tatra\).*decisionBy: legkésőbb a túra napján \(2025\.06\.21\)/,
    );
  });
});

describe('the status rules', () => {
  it('says "Az időjárástól függ" on the badge', () => {
    expect(statusLabel.tentative).toBe('Az időjárástól függ');
  });

  it('a tentative trip still takes place, so it can be the next trip', () => {
    expect(takesPlace({ status: 'tentative' })).toBe(true);
    expect(nextTakingPlace([{ status: 'cancelled' }, { status: 'tentative' }, {}], 0)).toBe(1);
  });
});

describe('when the club decides', () => {
  it('names the weekday in the week of the trip, in Budapest time as the club wrote it', () => {
    expect(tentativeText({ decisionBy: '2025.06.20 18:00', date: '2025.06.21' })).toBe(
      'Az időjárástól függ – döntés: péntek 18:00',
    );
    expect(decisionText('2025.06.21 06:00', '2025.06.21')).toBe('döntés: szombat 06:00');
    expect(decisionText('2025.06.15 20:00', '2025.06.21')).toBe('döntés: vasárnap 20:00');
  });

  it('adds the date when the weekday alone could mean another week', () => {
    expect(decisionText('2025.06.13 18:00', '2025.06.21')).toBe('döntés: június 13., péntek 18:00');
    // Without the trip's date the weekday is not enough either.
    expect(decisionText('2025.06.20 18:00')).toBe('döntés: június 20., péntek 18:00');
  });

  it('without a decision time, the words alone', () => {
    expect(tentativeText({ date: '2025.06.21' })).toBe('Az időjárástól függ');
    expect(tentativeText({ decisionBy: 'péntek este', date: '2025.06.21' })).toBe('Az időjárástól függ');
  });

  it('one sentence for screen readers and calendars, with the note after it', () => {
    const event = { status: 'tentative' as const, decisionBy: '2025.06.20 18:00', date: '2025.06.21' };
    expect(statusSentence(event)).toBe('Az időjárástól függ – döntés: péntek 18:00');
    expect(statusSentence({ ...event, statusNote: ' Viharos szélben elmarad. ' })).toBe(
      'Az időjárástól függ – döntés: péntek 18:00. Viharos szélben elmarad.',
    );
    expect(statusSentence({ status: 'tentative' })).toBe('Az időjárástól függ');
  });
});
