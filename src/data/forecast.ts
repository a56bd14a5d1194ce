/*
 * Reads Open-Meteo's daily forecast for the days of a trip (no key, no
 * sign-in). Every way it can go wrong comes back as a typed failure, never as
 * a thrown error: the forecast is extra, and the trip page must show the rest
 * whatever happens to it.
 */
import type { Coordinates } from '../../schema/common.ts';
import {
  forecastQuery,
  parseForecast,
  weatherSymbol,
  type ForecastDay,
  type ForecastFailure,
  type ForecastResult,
  type ForecastWindow,
} from '../lib/forecast.ts';
import { addIsoDays } from '../lib/dates.ts';

/** Open-Meteo's forecast endpoint; the site's CSP must allow it in connect-src. */
export const OPEN_METEO_FORECAST_URL = 'https://api.open-meteo.com/v1/forecast';

/**
 * Where this build asks for the forecast: Open-Meteo, unless the build was
 * given a stand-in (`VITE_FORECAST_URL`, for the tests; a production build
 * refuses one, since the Content-Security-Policy allows Open-Meteo alone).
 */
export const forecastBaseUrl: string = import.meta.env.VITE_FORECAST_URL || OPEN_METEO_FORECAST_URL;

/** An answer still missing after this long counts as failed, as a Firestore read does. */
export const FORECAST_TIMEOUT_MS = 8000;

export interface ForecastRequest {
  /** `OPEN_METEO_FORECAST_URL`, or a stand-in's address in the tests. */
  baseUrl: string;
  place: Coordinates;
  window: ForecastWindow;
  /** The caller's cancellation (TanStack Query passes one when the page is left). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

function failed(kind: ForecastFailure['kind'], detail: string): ForecastResult {
  return { ok: false, failure: { kind, detail } };
}

/** Open-Meteo says why it refused a request: `{ "error": true, "reason": "…" }`. */
async function refusalReason(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const reason =
    typeof body === 'object' && body !== null ? (body as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' ? `HTTP ${response.status}: ${reason}` : `HTTP ${response.status}`;
}

/** The forecast of the window's days at the place; days outside the window are dropped. */
export async function readForecast(request: ForecastRequest): Promise<ForecastResult> {
  const { baseUrl, place, window, signal, timeoutMs = FORECAST_TIMEOUT_MS } = request;
  if (signal?.aborted) return failed('aborted', 'cancelled before the request');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await fetch(`${baseUrl}?${forecastQuery(place, window)}`, {
      signal: controller.signal,
    });
    if (!response.ok) return failed('http', await refusalReason(response));
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      // Cut off while the body was arriving: that is the timeout or the caller, below.
      if (controller.signal.aborted) throw error;
      return failed('malformed', 'the answer is not JSON');
    }
    const result = parseForecast(json);
    if (!result.ok) return result;
    return {
      ok: true,
      days: result.days.filter((day) => day.date >= window.start && day.date <= window.end),
    };
  } catch (error) {
    if (timedOut) return failed('timeout', `no answer within ${timeoutMs} ms`);
    if (signal?.aborted) return failed('aborted', 'cancelled by the caller');
    return failed('network', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** What the page shows: the days, when they were read, and whether this is the copy saved on an earlier visit. */
export interface ShownForecast {
  days: ForecastDay[];
  /** The instant of the read (ISO 8601); of a saved copy, its oldest day's. */
  readAt: string;
  saved: boolean;
}

/** A forecast read this recently is shown again without a new request. */
export const FRESH_FOR_MS = 30 * 60_000;

const SAVED_PREFIX = 'kiranduloklub:forecast:';

/** One saved day, under its place and date: a later visit without a connection shows it. */
interface SavedDay {
  readAt: string;
  day: ForecastDay;
}

const savedKey = (place: Coordinates, date: string) => `${SAVED_PREFIX}${place.lat},${place.lon}:${date}`;

function isSavedDay(value: unknown, date: string): value is SavedDay {
  if (typeof value !== 'object' || value === null) return false;
  const { readAt, day } = value as Partial<SavedDay>;
  return (
    typeof readAt === 'string' &&
    !Number.isNaN(Date.parse(readAt)) &&
    typeof day === 'object' &&
    day !== null &&
    day.date === date &&
    typeof day.min === 'number' &&
    typeof day.max === 'number' &&
    typeof day.code === 'number'
  );
}

/** The window's days saved at the place, and whether every day of it is. */
function savedDays(place: Coordinates, window: ForecastWindow): { found: SavedDay[]; complete: boolean } {
  const found: SavedDay[] = [];
  let wanted = 0;
  for (let date = window.start; date <= window.end; date = addIsoDays(date, 1)) {
    wanted++;
    try {
      const saved: unknown = JSON.parse(localStorage.getItem(savedKey(place, date)) ?? 'null');
      // Written by this site, but storage is the visitor's: anything else is skipped, not shown.
      if (isSavedDay(saved, date)) found.push(saved);
    } catch {
      // Storage switched off or the entry unreadable: nothing saved for that day.
    }
  }
  return { found, complete: found.length === wanted };
}

/** The window's days saved at the place, the day's words from its weather code; null when none is. */
export function savedForecast(place: Coordinates, window: ForecastWindow): ShownForecast | null {
  const { found } = savedDays(place, window);
  if (found.length === 0) return null;
  const readAt = found.map((entry) => entry.readAt).sort()[0]!;
  const days = found.map(({ day }) => ({ ...day, ...wordsOf(day.code) }));
  return { days, readAt, saved: true };
}

const wordsOf = (code: number) => {
  const { icon, text } = weatherSymbol(code);
  return { icon, summary: text };
};

/** Saves each day read under its place and date, and drops saved days that are over (before `today`). */
function saveForecast(place: Coordinates, days: ForecastDay[], readAt: string, today: string) {
  try {
    for (let index = localStorage.length - 1; index >= 0; index--) {
      const key = localStorage.key(index);
      if (key?.startsWith(SAVED_PREFIX) && key.slice(key.lastIndexOf(':') + 1) < today)
        localStorage.removeItem(key);
    }
    for (const day of days)
      localStorage.setItem(savedKey(place, day.date), JSON.stringify({ readAt, day } satisfies SavedDay));
  } catch {
    // Storage full or switched off: the forecast still shows, only not offline.
  }
}

/**
 * The forecast to show for the window's days at the place: read now, and
 * saved for a visit without a connection; without one (the phone says it is
 * offline, no request is made) or when the read fails, the days saved on an
 * earlier visit; null when there is neither, and the page says the forecast is
 * not available. Never throws: the trip page shows the rest whatever happens.
 */
export async function forecastToShow(
  request: ForecastRequest & { today: string; now?: () => Date },
): Promise<ShownForecast | null> {
  const { place, window, today, now = () => new Date() } = request;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return savedForecast(place, window);
  // Read a moment ago for another view of the trip (the home card, then its page): no new request.
  const { found, complete } = savedDays(place, window);
  const age = (entry: SavedDay) => now().getTime() - Date.parse(entry.readAt);
  if (complete && found.every((entry) => age(entry) >= 0 && age(entry) < FRESH_FOR_MS))
    return { ...savedForecast(place, window)!, saved: false };
  const result = await readForecast(request);
  if (result.ok && result.days.length > 0) {
    const readAt = now().toISOString();
    saveForecast(place, result.days, readAt, today);
    return { days: result.days, readAt, saved: false };
  }
  if (!result.ok && result.failure.kind !== 'aborted')
    console.warn('Az időjárás-előrejelzés nem érkezett meg:', result.failure.kind, result.failure.detail);
  return savedForecast(place, window);
}
