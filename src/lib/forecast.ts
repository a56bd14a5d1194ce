/*
 * The week of the trip: which days to ask Open-Meteo's daily forecast for,
 * and its answer as the trip page shows it, in Hungarian words. Pure: the
 * reading is src/data/forecast.ts. Checked with zod/mini, as the event schema
 * is, because the browser builds this schema while the trip page starts.
 */
import * as z from 'zod/mini';
import { issueText } from '../../schema/issues.ts';
import type { ForecastWindow } from './forecast-window.ts';

// The site's Content-Security-Policy forbids eval; see schema/common.ts.
z.config({ jitless: true });

export { FORECAST_DAYS, forecastWindow, type ForecastWindow } from './forecast-window.ts';

/** The daily values asked for, in Open-Meteo's names (`daily=` of the request). */
export const FORECAST_DAILY_FIELDS = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_probability_max',
  'precipitation_sum',
  'wind_speed_10m_max',
  'wind_gusts_10m_max',
] as const;

/** The query of a forecast request for one place and window (°C, km/h and mm are Open-Meteo's defaults). */
export function forecastQuery(place: { lat: number; lon: number }, window: ForecastWindow): string {
  return new URLSearchParams({
    latitude: String(place.lat),
    longitude: String(place.lon),
    daily: FORECAST_DAILY_FIELDS.join(','),
    // Days from Budapest midnight to midnight, as the trip's days are.
    timezone: 'Europe/Budapest',
    start_date: window.start,
    end_date: window.end,
  }).toString();
}

/** The picture of a day's weather, named: shown with its word, never as a colour alone. */
export type WeatherIcon =
  | 'clear'
  | 'mostly-clear'
  | 'partly-cloudy'
  | 'overcast'
  | 'fog'
  | 'drizzle'
  | 'freezing-rain'
  | 'rain'
  | 'snow'
  | 'rain-showers'
  | 'snow-showers'
  | 'thunderstorm'
  | 'hail'
  | 'unknown';

export interface WeatherSymbol {
  icon: WeatherIcon;
  /** The Hungarian word, e.g. `zápor`. */
  text: string;
}

/**
 * The WMO weather codes Open-Meteo gives a day (its documentation's table), in
 * the words a Hungarian forecast uses. Freezing drizzle and rain are named as
 * such: on a path, ice is what matters.
 */
const WEATHER: ReadonlyArray<[codes: number[], symbol: WeatherSymbol]> = [
  [[0], { icon: 'clear', text: 'derült' }],
  [[1], { icon: 'mostly-clear', text: 'napos' }],
  [[2], { icon: 'partly-cloudy', text: 'felhős' }],
  [[3], { icon: 'overcast', text: 'borult' }],
  [[45, 48], { icon: 'fog', text: 'köd' }],
  [[51, 53, 55], { icon: 'drizzle', text: 'szitálás' }],
  [[56, 57, 66, 67], { icon: 'freezing-rain', text: 'ónos eső' }],
  [[61, 63, 65], { icon: 'rain', text: 'eső' }],
  [[71, 73, 75, 77], { icon: 'snow', text: 'havazás' }],
  [[80, 81, 82], { icon: 'rain-showers', text: 'zápor' }],
  [[85, 86], { icon: 'snow-showers', text: 'hózápor' }],
  [[95], { icon: 'thunderstorm', text: 'zivatar' }],
  [[96, 99], { icon: 'hail', text: 'jégeső' }],
];

/** The symbol of a WMO weather code; a code the table does not have says so rather than guess. */
export function weatherSymbol(code: number): WeatherSymbol {
  const row = WEATHER.find(([codes]) => codes.includes(code));
  return row ? row[1] : { icon: 'unknown', text: 'ismeretlen' };
}

/** One day of the forecast, in °C, %, mm and km/h; null where Open-Meteo has no value. */
export interface ForecastDay {
  /** `YYYY-MM-DD`, a Budapest day. */
  date: string;
  min: number;
  max: number;
  precipitationChance: number | null;
  precipitationMm: number | null;
  windKmh: number | null;
  gustKmh: number | null;
  /** The WMO weather code. */
  code: number;
  /** One word: `derült`, `eső`, `zivatar`, … */
  summary: string;
  icon: WeatherIcon;
}

/** Why there is no forecast to show: the page says it is not available, never breaks. */
export interface ForecastFailure {
  kind: 'network' | 'timeout' | 'aborted' | 'http' | 'malformed';
  /** For the console and the tests: the status, Open-Meteo's reason or the field that did not fit. */
  detail: string;
}

export type ForecastResult = { ok: true; days: ForecastDay[] } | { ok: false; failure: ForecastFailure };

/** What the page shows instead of the forecast, whatever went wrong. */
export const FORECAST_UNAVAILABLE = 'Az időjárás-előrejelzés most nem érhető el.';

const Values = z.array(z.nullable(z.number()));

const ForecastAnswerSchema = z.object({
  daily: z.object({
    time: z.array(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    weather_code: Values,
    temperature_2m_max: Values,
    temperature_2m_min: Values,
    precipitation_probability_max: Values,
    precipitation_sum: Values,
    wind_speed_10m_max: Values,
    wind_gusts_10m_max: Values,
  }),
});

/**
 * Open-Meteo's daily answer as days. A day without its weather code or
 * temperatures (beyond what the models cover) is left out; an answer that is
 * not the expected shape, or whose lists differ in length, is a failure.
 */
export function parseForecast(json: unknown): ForecastResult {
  const parsed = ForecastAnswerSchema.safeParse(json);
  if (!parsed.success) {
    // zod names at least one problem when a parse fails.
    return { ok: false, failure: { kind: 'malformed', detail: issueText(parsed.error.issues[0]!) } };
  }
  const daily = parsed.data.daily;
  const length = daily.time.length;
  const uneven = FORECAST_DAILY_FIELDS.find((field) => daily[field].length !== length);
  if (uneven) {
    return {
      ok: false,
      failure: { kind: 'malformed', detail: `daily.${uneven}: ${daily[uneven].length} érték, ${length} nap` },
    };
  }
  const days: ForecastDay[] = [];
  daily.time.forEach((date, index) => {
    const code = daily.weather_code[index];
    const min = daily.temperature_2m_min[index];
    const max = daily.temperature_2m_max[index];
    if (code == null || min == null || max == null) return;
    const { icon, text } = weatherSymbol(code);
    days.push({
      date,
      min,
      max,
      precipitationChance: daily.precipitation_probability_max[index] ?? null,
      precipitationMm: daily.precipitation_sum[index] ?? null,
      windKmh: daily.wind_speed_10m_max[index] ?? null,
      gustKmh: daily.wind_gusts_10m_max[index] ?? null,
      code,
      summary: text,
      icon,
    });
  });
  return { ok: true, days };
}
