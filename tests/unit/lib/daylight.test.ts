/**
 * Sunrise and sunset against values published for those places and days,
 * each within a minute (the sources print whole minutes and do not all take
 * the same point of a city).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TripSchema, type TripInput } from '../../../schema/trip.ts';
import { daylight, endsAfterSunset } from '../../../src/lib/daylight.ts';
import { problemsAfter, setField, trip } from '../../support/content-fixture.ts';

/** program5 as written, parsed here (an import would be the build's copy, its tracks drawn in). */
const program5 = JSON.parse(readFileSync('trips/2025/program5.json', 'utf8')) as TripInput;

const BUDAPEST = { lat: 47.4979, lon: 19.0402 };
const KOSICE = { lat: 48.7164, lon: 21.2611 };
const ZILINA = { lat: 49.2231, lon: 18.7394 };

function minutes(clock: string): number {
  const [hours, minutesPart] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutesPart;
}

/** Within one minute of the published clock time. */
function expectNear(actual: string | undefined, published: string) {
  expect(actual, `${actual} vs ${published}`).toMatch(/^\d{2}:\d{2}$/);
  expect(Math.abs(minutes(actual!) - minutes(published)), `${actual} vs ${published}`).toBeLessThanOrEqual(1);
}

describe('sunrise and sunset', () => {
  it('a winter day: Budapest on the solstice, 2025-12-21', () => {
    // portfolio.hu, 2025-12-21 ("A mai az év legsötétebb napja"): "Ma Budapesten 07:28-kor
    // kelt a nap, és 15:54-kor nyugszik majd le."
    const times = daylight(BUDAPEST, '2025-12-21');
    expectNear(times?.sunrise, '07:28');
    expectNear(times?.sunset, '15:54');
  });

  it('a summer day in Slovakia, in summer time: Košice and Žilina, 2023-06-21', () => {
    // TASR (teraz.sk, pozri.sk), 2023-06-21: "v Košiciach Slnko vyjde 21. júna o 4.32 h,
    // zapadne o 20.42 h SELČ. V Žiline vychádza o 4.40 h SELČ a zapadá o 20.54 h SELČ".
    // SELČ (CEST) is Budapest's summer time too.
    const kosice = daylight(KOSICE, '2023-06-21');
    expectNear(kosice?.sunrise, '04:32');
    expectNear(kosice?.sunset, '20:42');
    const zilina = daylight(ZILINA, '2023-06-21');
    expectNear(zilina?.sunrise, '04:40');
    expectNear(zilina?.sunset, '20:54');
  });

  it('the day the clocks go forward: Budapest, 2026-03-29, in summer time from that night', () => {
    // 24.hu and infostart.hu, 2026-01-27/28, after timeanddate.com: "Március 29-én a
    // naplemente időpontja Magyarországon 19.09-kor várható."
    const changeDay = daylight(BUDAPEST, '2026-03-29');
    expectNear(changeDay?.sunset, '19:09');
    // The day before is still winter time: the sunset moves by the hour less the day's two minutes.
    const dayBefore = daylight(BUDAPEST, '2026-03-28')!;
    expect(minutes(changeDay!.sunset) - minutes(dayBefore.sunset)).toBeGreaterThanOrEqual(60);
    expect(minutes(changeDay!.sunset) - minutes(dayBefore.sunset)).toBeLessThanOrEqual(62);
    expect(minutes(changeDay!.sunrise) - minutes(dayBefore.sunrise)).toBeGreaterThanOrEqual(57);
    expect(minutes(changeDay!.sunrise) - minutes(dayBefore.sunrise)).toBeLessThanOrEqual(59);
  });

  it('the day the clocks go back: Budapest, 2025-10-26, an hour earlier than the day before', () => {
    const changeDay = daylight(BUDAPEST, '2025-10-26')!;
    const dayBefore = daylight(BUDAPEST, '2025-10-25')!;
    // Each day about two minutes shorter at both ends, and the clock an hour back.
    expect(minutes(dayBefore.sunset) - minutes(changeDay.sunset)).toBeGreaterThanOrEqual(61);
    expect(minutes(dayBefore.sunset) - minutes(changeDay.sunset)).toBeLessThanOrEqual(63);
    expect(minutes(dayBefore.sunrise) - minutes(changeDay.sunrise)).toBeGreaterThanOrEqual(57);
    expect(minutes(dayBefore.sunrise) - minutes(changeDay.sunrise)).toBeLessThanOrEqual(59);
  });

  it("works from a trip file's destination", () => {
    const document = TripSchema.parse(program5);
    const times = daylight(document.destination!.coordinates, document.startDate)!;
    // Early March in the Bükk: after six in the morning, before six in the evening, winter time.
    expect(times.sunrise >= '06:00' && times.sunrise < '06:30').toBe(true);
    expect(times.sunset > '17:00' && times.sunset < '18:00').toBe(true);
  });

  it('says null where the sun does not set (midsummer beyond the polar circle)', () => {
    expect(daylight({ lat: 78.22, lon: 15.65 }, '2025-06-21')).toBeNull();
  });
});

describe('a walk that ends after sunset', () => {
  it('compares the planned finish with the sunset of that day', () => {
    const { sunset } = daylight(BUDAPEST, '2025-12-21')!;
    expect(endsAfterSunset('16:30', sunset)).toBe(true);
    expect(endsAfterSunset('15:30', sunset)).toBe(false);
    expect(endsAfterSunset(sunset, sunset)).toBe(false);
    // Text order is time order only with two-digit hours: 09:30 is before 10:00.
    expect(endsAfterSunset('09:30', '10:00')).toBe(false);
    expect(endsAfterSunset('10:01', '10:00')).toBe(true);
  });
});

describe("a route's planned finish in the trip file", () => {
  it('is an optional clock time, HH:MM', () => {
    const route = { ...program5.days[0]!.routes![0]!, finishTime: '16:30' };
    const document = TripSchema.parse({ ...program5, days: [{ ...program5.days[0]!, routes: [route] }] });
    expect(document.days[0]!.routes[0]!.finishTime).toBe('16:30');
    expect(TripSchema.parse(program5).days[0]!.routes[0]!.finishTime).toBeUndefined();
  });

  it('is refused in another form, with the line a volunteer reads', () => {
    expect(problemsAfter((c) => setField(trip(c), 'days[0].routes[1].finishTime', '16.30'))).toEqual([
      'trips/2025/program5.json: days[0].routes[1].finishTime: hibás formátum (várt: időpont ÓÓ:PP alakban, pl. 06:00, kapott: "16.30")',
    ]);
  });
});
