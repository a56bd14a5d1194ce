/**
 * The forecast of the week of the trip: which days are asked for, how
 * Open-Meteo's answer reads in Hungarian, and the reader against a stand-in
 * of the API (msw), including every way it can fail.
 */
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readForecast } from '../../../src/data/forecast.ts';
import { budapestDay } from '../../../src/lib/dates.ts';
import {
  FORECAST_DAILY_FIELDS,
  forecastWindow,
  parseForecast,
  weatherSymbol,
  type ForecastDay,
} from '../../../src/lib/forecast.ts';
import { openMeteoAnswer } from '../../support/forecast-stand-in.ts';
import { mockServer } from '../../support/msw-server.ts';

/** Open-Meteo's answer as its documentation shows it, for the given days and values. */
function answer(daily: Partial<Record<(typeof FORECAST_DAILY_FIELDS)[number] | 'time', unknown[]>>) {
  return openMeteoAnswer({
    time: ['2025-06-21', '2025-06-22'],
    weather_code: [95, 3],
    temperature_2m_max: [27.4, 21.9],
    temperature_2m_min: [15.1, 12.6],
    precipitation_probability_max: [80, 10],
    precipitation_sum: [12.3, 0],
    wind_speed_10m_max: [18.7, 9.4],
    wind_gusts_10m_max: [61.2, 22.3],
    ...daily,
  });
}

describe('the days to ask for', () => {
  it('a one-day trip today, and one six days ahead, are asked for; seven days ahead is not', () => {
    expect(forecastWindow('2025-06-21', undefined, '2025-06-21')).toEqual({
      start: '2025-06-21',
      end: '2025-06-21',
    });
    expect(forecastWindow('2025-06-27', undefined, '2025-06-21')).toEqual({
      start: '2025-06-27',
      end: '2025-06-27',
    });
    expect(forecastWindow('2025-06-28', undefined, '2025-06-21')).toBeNull();
  });

  it('a trip already over is not asked for', () => {
    expect(forecastWindow('2025-06-20', undefined, '2025-06-21')).toBeNull();
    expect(forecastWindow('2025-06-17', '2025-06-20', '2025-06-21')).toBeNull();
  });

  it('a multi-day trip partly in the seven days: its days up to the seventh', () => {
    expect(forecastWindow('2025-04-18', '2025-04-21', '2025-04-14')).toEqual({
      start: '2025-04-18',
      end: '2025-04-20',
    });
  });

  it('a multi-day trip under way: from today to its last day', () => {
    expect(forecastWindow('2025-04-18', '2025-04-21', '2025-04-19')).toEqual({
      start: '2025-04-19',
      end: '2025-04-21',
    });
    expect(forecastWindow('2025-04-18', '2025-04-21', '2025-04-21')).toEqual({
      start: '2025-04-21',
      end: '2025-04-21',
    });
  });

  it('counts calendar days across the clock changes and the new year', () => {
    // Summer time begins on 30 March 2025 and ends on 26 October: a 23- and a 25-hour day.
    expect(forecastWindow('2025-04-02', undefined, '2025-03-27')?.end).toBe('2025-04-02');
    expect(forecastWindow('2025-04-03', undefined, '2025-03-27')).toBeNull();
    expect(forecastWindow('2025-10-28', undefined, '2025-10-22')?.end).toBe('2025-10-28');
    expect(forecastWindow('2025-10-29', undefined, '2025-10-22')).toBeNull();
    expect(forecastWindow('2026-01-03', undefined, '2025-12-28')?.end).toBe('2026-01-03');
  });

  it("takes today in Budapest: half past midnight on the change nights is already the trip's week", () => {
    // 00:30 on 30 March in Budapest (winter time) is still 29 March in UTC.
    const spring = budapestDay(new Date('2025-03-29T23:30:00Z'));
    expect(spring).toBe('2025-03-30');
    expect(forecastWindow('2025-04-05', undefined, spring)).toEqual({
      start: '2025-04-05',
      end: '2025-04-05',
    });
    // 00:30 on 26 October in Budapest (still summer time) is 22:30 on the 25th in UTC.
    const autumn = budapestDay(new Date('2025-10-25T22:30:00Z'));
    expect(autumn).toBe('2025-10-26');
    expect(forecastWindow('2025-11-01', undefined, autumn)).toEqual({
      start: '2025-11-01',
      end: '2025-11-01',
    });
  });
});

describe('the answer in Hungarian', () => {
  it('gives each day its numbers, its word and its picture', () => {
    const result = parseForecast(answer({}));
    expect(result).toEqual({
      ok: true,
      days: [
        {
          date: '2025-06-21',
          min: 15.1,
          max: 27.4,
          precipitationChance: 80,
          precipitationMm: 12.3,
          windKmh: 18.7,
          gustKmh: 61.2,
          code: 95,
          summary: 'zivatar',
          icon: 'thunderstorm',
        },
        {
          date: '2025-06-22',
          min: 12.6,
          max: 21.9,
          precipitationChance: 10,
          precipitationMm: 0,
          windKmh: 9.4,
          gustKmh: 22.3,
          code: 3,
          summary: 'borult',
          icon: 'overcast',
        },
      ] satisfies ForecastDay[],
    });
  });

  it('names every WMO code Open-Meteo uses in one Hungarian word or two, with a picture', () => {
    const table: Record<number, string> = {
      0: 'derült',
      1: 'napos',
      2: 'felhős',
      3: 'borult',
      45: 'köd',
      48: 'köd',
      51: 'szitálás',
      53: 'szitálás',
      55: 'szitálás',
      56: 'ónos eső',
      57: 'ónos eső',
      61: 'eső',
      63: 'eső',
      65: 'eső',
      66: 'ónos eső',
      67: 'ónos eső',
      71: 'havazás',
      73: 'havazás',
      75: 'havazás',
      77: 'havazás',
      80: 'zápor',
      81: 'zápor',
      82: 'zápor',
      85: 'hózápor',
      86: 'hózápor',
      95: 'zivatar',
      96: 'jégeső',
      99: 'jégeső',
    };
    for (const [code, word] of Object.entries(table)) {
      const symbol = weatherSymbol(Number(code));
      expect(symbol.text, code).toBe(word);
      expect(symbol.icon, code).not.toBe('unknown');
    }
    // Different weather, different pictures: the word is never the only difference.
    const words = new Set(Object.values(table));
    const pictures = new Set(Object.keys(table).map((code) => weatherSymbol(Number(code)).icon));
    expect(pictures.size).toBe(words.size);
  });

  it('says "ismeretlen" for a code it does not know, and still shows the day', () => {
    expect(weatherSymbol(42)).toEqual({ icon: 'unknown', text: 'ismeretlen' });
    const result = parseForecast(answer({ weather_code: [42, 3] }));
    expect(result.ok && result.days.map((day) => day.summary)).toEqual(['ismeretlen', 'borult']);
  });

  it('leaves out a day the models do not cover yet, and keeps a missing chance of rain as null', () => {
    const result = parseForecast(
      answer({
        weather_code: [61, null],
        temperature_2m_max: [20, null],
        temperature_2m_min: [10, null],
        precipitation_probability_max: [null, null],
      }),
    );
    expect(result.ok && result.days).toHaveLength(1);
    expect(result.ok && result.days[0]).toMatchObject({
      date: '2025-06-21',
      summary: 'eső',
      precipitationChance: null,
    });
  });

  it('fails, naming the field, on an answer of another shape', () => {
    expect(parseForecast(null)).toMatchObject({ ok: false, failure: { kind: 'malformed' } });
    expect(parseForecast({ error: true, reason: 'x' })).toMatchObject({
      ok: false,
      failure: { kind: 'malformed', detail: expect.stringContaining('daily') as unknown },
    });
    const { daily } = answer({});
    const withoutGusts: Record<string, unknown> = { ...daily };
    delete withoutGusts.wind_gusts_10m_max;
    expect(parseForecast({ daily: withoutGusts })).toMatchObject({
      ok: false,
      failure: { kind: 'malformed', detail: expect.stringContaining('wind_gusts_10m_max') as unknown },
    });
    expect(parseForecast(answer({ temperature_2m_max: ['27', 21.9] }))).toMatchObject({
      ok: false,
      failure: { kind: 'malformed', detail: expect.stringContaining('temperature_2m_max') as unknown },
    });
    expect(parseForecast(answer({ time: ['21/06/2025', '2025-06-22'] }))).toMatchObject({
      ok: false,
      failure: { kind: 'malformed', detail: expect.stringContaining('time') as unknown },
    });
  });

  it('fails when a list has more or fewer values than there are days', () => {
    expect(parseForecast(answer({ precipitation_sum: [1] }))).toEqual({
      ok: false,
      failure: { kind: 'malformed', detail: 'daily.precipitation_sum: 1 érték, 2 nap' },
    });
  });
});

describe('reading the forecast', () => {
  const server = mockServer();
  const BASE = 'https://open-meteo.stand-in.test/v1/forecast';
  const place = { lat: 49.1667, lon: 20.2833 };
  const window = { start: '2025-06-21', end: '2025-06-22' };

  it('asks for the daily values of the days at the place, in Budapest days, and reads them', async () => {
    const asked: URL[] = [];
    server.use(
      http.get(BASE, ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json(answer({}));
      }),
    );

    const result = await readForecast({ baseUrl: BASE, place, window });

    expect(asked).toHaveLength(1);
    const query = Object.fromEntries(asked[0]!.searchParams);
    expect(query).toEqual({
      latitude: '49.1667',
      longitude: '20.2833',
      daily:
        'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,precipitation_sum,wind_speed_10m_max,wind_gusts_10m_max',
      timezone: 'Europe/Budapest',
      start_date: '2025-06-21',
      end_date: '2025-06-22',
    });
    expect(result.ok && result.days.map((day) => [day.date, day.summary, day.gustKmh])).toEqual([
      ['2025-06-21', 'zivatar', 61.2],
      ['2025-06-22', 'borult', 22.3],
    ]);
  });

  it('keeps only the days asked for', async () => {
    server.use(http.get(BASE, () => HttpResponse.json(answer({}))));
    const result = await readForecast({
      baseUrl: BASE,
      place,
      window: { start: '2025-06-22', end: '2025-06-22' },
    });
    expect(result.ok && result.days.map((day) => day.date)).toEqual(['2025-06-22']);
  });

  it("reports Open-Meteo's refusal with its reason", async () => {
    server.use(
      http.get(BASE, () =>
        HttpResponse.json(
          { error: true, reason: 'Parameter start_date must be in the range of 2016-01-01 to 2025-07-07' },
          { status: 400 },
        ),
      ),
    );
    expect(await readForecast({ baseUrl: BASE, place, window })).toEqual({
      ok: false,
      failure: {
        kind: 'http',
        detail: 'HTTP 400: Parameter start_date must be in the range of 2016-01-01 to 2025-07-07',
      },
    });
  });

  it('reports a server error without a body', async () => {
    server.use(http.get(BASE, () => new HttpResponse(null, { status: 503 })));
    expect(await readForecast({ baseUrl: BASE, place, window })).toEqual({
      ok: false,
      failure: { kind: 'http', detail: 'HTTP 503' },
    });
  });

  it('reports an answer that is not JSON, or not a forecast', async () => {
    server.use(http.get(BASE, () => HttpResponse.text('<html>Bad gateway</html>')));
    expect(await readForecast({ baseUrl: BASE, place, window })).toMatchObject({
      ok: false,
      failure: { kind: 'malformed' },
    });
    server.use(http.get(BASE, () => HttpResponse.json({ hourly: {} })));
    expect(await readForecast({ baseUrl: BASE, place, window })).toMatchObject({
      ok: false,
      failure: { kind: 'malformed', detail: expect.stringContaining('daily') as unknown },
    });
  });

  it('reports a network failure', async () => {
    server.use(http.get(BASE, () => HttpResponse.error()));
    expect(await readForecast({ baseUrl: BASE, place, window })).toMatchObject({
      ok: false,
      failure: { kind: 'network' },
    });
  });

  it('gives up on an answer that does not come', async () => {
    server.use(
      http.get(BASE, async () => {
        await delay('infinite');
        return HttpResponse.json(answer({}));
      }),
    );
    expect(await readForecast({ baseUrl: BASE, place, window, timeoutMs: 20 })).toEqual({
      ok: false,
      failure: { kind: 'timeout', detail: 'no answer within 20 ms' },
    });
  });

  it('stops when the caller cancels (the visitor left the page), without an error', async () => {
    const controller = new AbortController();
    server.use(
      http.get(BASE, async () => {
        controller.abort();
        await delay('infinite');
        return HttpResponse.json(answer({}));
      }),
    );
    expect(await readForecast({ baseUrl: BASE, place, window, signal: controller.signal })).toMatchObject({
      ok: false,
      failure: { kind: 'aborted' },
    });
    // Already cancelled: no request at all.
    let requests = 0;
    server.use(
      http.get(BASE, () => {
        requests++;
        return HttpResponse.json(answer({}));
      }),
    );
    expect(await readForecast({ baseUrl: BASE, place, window, signal: controller.signal })).toMatchObject({
      ok: false,
      failure: { kind: 'aborted' },
    });
    expect(requests).toBe(0);
  });
});
