// @vitest-environment jsdom
/**
 * The forecast a trip page shows (forecastToShow): read from the stand-in
 * of Open-Meteo (msw) and saved by place and day; the saved days without a
 * connection or when the read fails, with the time they were read; a read of
 * a moment ago shown again without a request.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forecastToShow, OPEN_METEO_FORECAST_URL, savedForecast } from '../../../src/data/forecast.ts';
import { forecastAnswer } from '../../support/forecast-stand-in.ts';
import { mockServer } from '../../support/msw-server.ts';

const server = mockServer();
const MATRAHAZA = { lat: 47.8665, lon: 19.9757 };
const WINDOW = { start: '2025-03-15', end: '2025-03-16' };
const READ_AT = new Date('2025-03-12T18:30:00+01:00');

let requests: URLSearchParams[] = [];

function answering(status = 200) {
  server.use(
    http.get(OPEN_METEO_FORECAST_URL, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return status === 200
        ? HttpResponse.json(forecastAnswer(query))
        : HttpResponse.json({ error: true, reason: 'Internal Server Error' }, { status });
    }),
  );
}

const show = (now: Date, today = '2025-03-12') =>
  forecastToShow({
    baseUrl: OPEN_METEO_FORECAST_URL,
    place: MATRAHAZA,
    window: WINDOW,
    today,
    now: () => now,
  });

beforeEach(() => {
  requests = [];
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the forecast a trip page shows', () => {
  it('is read and saved by place and day; without a connection the saved days show, with their time, and nothing is asked', async () => {
    answering();
    const read = await show(READ_AT);
    expect(read).toMatchObject({ saved: false, readAt: READ_AT.toISOString() });
    expect(read?.days.map((day) => [day.date, day.summary])).toEqual([
      ['2025-03-15', 'eső'],
      ['2025-03-16', 'felhős'],
    ]);
    expect(Object.keys(localStorage).sort()).toEqual([
      'kiranduloklub:forecast:47.8665,19.9757:2025-03-15',
      'kiranduloklub:forecast:47.8665,19.9757:2025-03-16',
    ]);

    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const offline = await show(new Date('2025-03-14T07:00:00+01:00'), '2025-03-14');
    expect(offline).toEqual({ ...read, saved: true });
    expect(requests).toHaveLength(1);
  });

  it('a read that fails shows the saved days; with none saved, nothing (the page says it is not available)', async () => {
    answering(500);
    expect(await show(READ_AT)).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      'Az időjárás-előrejelzés nem érkezett meg:',
      'http',
      'HTTP 500: Internal Server Error',
    );

    answering();
    await show(READ_AT);
    answering(500);
    const later = new Date('2025-03-13T09:00:00+01:00');
    expect(await show(later, '2025-03-13')).toMatchObject({ saved: true, readAt: READ_AT.toISOString() });
    expect(requests).toHaveLength(3);
  });

  it('a read of less than half an hour ago is shown again without a request; an older one is read again', async () => {
    answering();
    await show(READ_AT);
    const soon = await show(new Date(READ_AT.getTime() + 29 * 60_000));
    expect(soon).toMatchObject({ saved: false, readAt: READ_AT.toISOString() });
    expect(requests).toHaveLength(1);
    const later = new Date(READ_AT.getTime() + 31 * 60_000);
    expect(await show(later)).toMatchObject({ saved: false, readAt: later.toISOString() });
    expect(requests).toHaveLength(2);
  });

  it('drops saved days that are over and skips an entry that is not one the site wrote', async () => {
    localStorage.setItem('kiranduloklub:forecast:47.8665,19.9757:2025-03-01', '{"readAt":"x"}');
    localStorage.setItem('kiranduloklub:other', 'kept');
    answering();
    await show(READ_AT);
    expect(localStorage.getItem('kiranduloklub:forecast:47.8665,19.9757:2025-03-01')).toBeNull();
    expect(localStorage.getItem('kiranduloklub:other')).toBe('kept');

    localStorage.setItem(
      'kiranduloklub:forecast:47.8665,19.9757:2025-03-16',
      '{"readAt":"2025-03-12","day":{}}',
    );
    expect(savedForecast(MATRAHAZA, WINDOW)?.days.map((day) => day.date)).toEqual(['2025-03-15']);
  });
});
