/**
 * A stand-in of Open-Meteo's forecast endpoint: the answer its documentation
 * shows, for the days a request asks for, with weather that differs from day
 * to day. Three ways to use it: a loopback server on 127.0.0.1, able to fail or to
 * hold its answer back, which a Chromium asks for https://api.open-meteo.com
 * (over HTTPS with openMeteoCertificate's certificate: the run's shared one, and
 * tests/e2e/forecast.test.ts's own) or a build made with VITE_FORECAST_URL asks
 * (the shared Firestore build, through its switchboard); an answer given inside
 * the browser (answerOpenMeteoInBrowser) where openssl is missing, so a trip in the
 * week of the test's clock gets its forecast without anything leaving the machine;
 * and for msw (openMeteoHandler).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import type { BrowserContext } from 'playwright-core';
import { OPEN_METEO_FORECAST_URL } from '../../src/data/forecast.ts';
import { addIsoDays } from '../../src/lib/dates.ts';

/** The weather of the n-th day asked for: a code (WMO), temperatures, rain and wind. */
export const STAND_IN_DAYS = [
  { code: 61, min: 3.4, max: 9.6, chance: 70, mm: 4.2, wind: 18.3, gusts: 41.5 },
  { code: 2, min: -2.6, max: 5.1, chance: 10, mm: 0, wind: 9.8, gusts: 22.1 },
  { code: 95, min: 12.2, max: 21.7, chance: 85, mm: 11.6, wind: 24.9, gusts: 63.2 },
  { code: 0, min: 1.1, max: 12.4, chance: 0, mm: 0, wind: 6.2, gusts: 14.8 },
] as const;

/** The stand-in's weather for the `index`-th day of a request (the days repeat after four). */
export const standInDay = (index: number) => STAND_IN_DAYS[index % STAND_IN_DAYS.length]!;

/** Open-Meteo's answer as its documentation shows it, around the daily values given. */
export function openMeteoAnswer(daily: Record<string, unknown[]>, place = { lat: 47.87, lon: 19.98 }) {
  return {
    latitude: place.lat,
    longitude: place.lon,
    generationtime_ms: 0.3,
    utc_offset_seconds: 3600,
    timezone: 'Europe/Budapest',
    timezone_abbreviation: 'GMT+1',
    elevation: 905,
    daily_units: {
      time: 'iso8601',
      weather_code: 'wmo code',
      temperature_2m_max: '°C',
      temperature_2m_min: '°C',
      precipitation_probability_max: '%',
      precipitation_sum: 'mm',
      wind_speed_10m_max: 'km/h',
      wind_gusts_10m_max: 'km/h',
    },
    daily,
  };
}

/** The stand-in's answer to a forecast request's query: each day from `start_date` to `end_date`. */
export function forecastAnswer(query: URLSearchParams) {
  const start = query.get('start_date');
  const end = query.get('end_date');
  if (!start || !end || end < start) return null;
  const time: string[] = [];
  for (let day = start; day <= end; day = addIsoDays(day, 1)) time.push(day);
  const days = time.map((_, index) => standInDay(index));
  return openMeteoAnswer(
    {
      time,
      weather_code: days.map((day) => day.code),
      temperature_2m_max: days.map((day) => day.max),
      temperature_2m_min: days.map((day) => day.min),
      precipitation_probability_max: days.map((day) => day.chance),
      precipitation_sum: days.map((day) => day.mm),
      wind_speed_10m_max: days.map((day) => day.wind),
      wind_gusts_10m_max: days.map((day) => day.gusts),
    },
    { lat: Number(query.get('latitude')), lon: Number(query.get('longitude')) },
  );
}

function refusal(reason: string) {
  return { error: true, reason };
}

/**
 * Answers every forecast request the browser context makes to Open-Meteo
 * itself, inside the browser. For the tests of the repository's build, whose
 * clock puts a trip within the week (the 10 March 2025 of SEASON_NOW is five
 * days before program6).
 */
export async function answerOpenMeteoInBrowser(context: BrowserContext) {
  await context.route(
    (url) => url.href.startsWith(OPEN_METEO_FORECAST_URL),
    (route) => {
      const answer = forecastAnswer(new URL(route.request().url()).searchParams);
      return route.fulfill({
        status: answer ? 200 : 400,
        json: answer ?? refusal('start_date and end_date are required'),
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    },
  );
}

/**
 * The same answer for msw, for the component tests of the whole app whose clock puts a trip
 * within the week (its home card then asks for the forecast).
 */
export const openMeteoHandler = http.get(OPEN_METEO_FORECAST_URL, ({ request }) => {
  const answer = forecastAnswer(new URL(request.url).searchParams);
  return answer
    ? HttpResponse.json(answer)
    : HttpResponse.json(refusal('start_date and end_date are required'), { status: 400 });
});

/** Whether a request goes to Open-Meteo, which answerOpenMeteoInBrowser answers without it leaving. */
export const isOpenMeteoRequest = (url: string) => url.startsWith(OPEN_METEO_FORECAST_URL);

export type StandInBehaviour = 'answer' | 'fail' | 'hold';

export interface ForecastStandIn {
  /** The endpoint to build with (VITE_FORECAST_URL), `http://127.0.0.1:<port>/v1/forecast`. */
  url: string;
  origin: string;
  /** Each request's query, in order of arrival. */
  requests: URLSearchParams[];
  /** answer: as Open-Meteo; fail: HTTP 500; hold: no answer until `release()`. */
  behaviour: StandInBehaviour;
  /** Answers the requests held so far. */
  release(): void;
  close(): Promise<void>;
}

/** A key and certificate a stand-in serves HTTPS with (openMeteoCertificate). */
export interface StandInCertificate {
  key: string;
  cert: string;
}

/**
 * A self-signed certificate for Open-Meteo's host, made with openssl in `dir`: the e2e run's
 * Chromium, told to take it and to find the host on 127.0.0.1, then asks a stand-in for the
 * forecast without any request interception. Null where openssl is missing: each page then
 * answers the forecast itself (answerOpenMeteoInBrowser).
 */
export function openMeteoCertificate(dir: string): StandInCertificate | null {
  const host = new URL(OPEN_METEO_FORECAST_URL).hostname;
  const [key, cert] = [join(dir, 'open-meteo.key'), join(dir, 'open-meteo.crt')];
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${host}`,
        '-addext',
        `subjectAltName=DNS:${host}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } catch {
    return null;
  }
}

/**
 * A stand-in of Open-Meteo on 127.0.0.1; with `tls`, over HTTPS, for a browser that finds
 * Open-Meteo's own address there (see openMeteoCertificate).
 */
export async function startForecastStandIn({
  tls,
}: { tls?: StandInCertificate } = {}): Promise<ForecastStandIn> {
  let held: Array<() => void> = [];
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      // The site asks from its own origin: a cross-origin read, as from api.open-meteo.com.
      'Access-Control-Allow-Origin': '*',
    });
    response.end(JSON.stringify(body));
  };
  const standIn: ForecastStandIn = {
    url: '',
    origin: '',
    requests: [],
    behaviour: 'answer',
    release() {
      const waiting = held;
      held = [];
      waiting.forEach((answer) => answer());
    },
    close: () =>
      new Promise<void>((resolve) => {
        standIn.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/v1/forecast') return send(response, 404, refusal('Not Found'));
    standIn.requests.push(url.searchParams);
    const answer = () => {
      const body = forecastAnswer(url.searchParams);
      send(response, body ? 200 : 400, body ?? refusal('start_date and end_date are required'));
    };
    if (standIn.behaviour === 'fail') return send(response, 500, refusal('Internal Server Error'));
    if (standIn.behaviour === 'hold') held.push(answer);
    else answer();
  };
  const server = tls ? createTlsServer(tls, handle) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  standIn.url = `${standIn.origin}/v1/forecast`;
  return standIn;
}
