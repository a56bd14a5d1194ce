/*
 * Reads Open-Meteo's daily forecast for the days of a trip (no key, no
 * sign-in). Every way it can go wrong comes back as a typed failure, never as
 * a thrown error: the forecast is extra, and the trip page must show the rest
 * whatever happens to it.
 */
import type { Coordinates } from '../../schema/common';
import {
  forecastQuery,
  parseForecast,
  type ForecastFailure,
  type ForecastResult,
  type ForecastWindow,
} from '../lib/forecast';

/** Open-Meteo's forecast endpoint; the site's CSP must allow it in connect-src. */
export const OPEN_METEO_FORECAST_URL = 'https://api.open-meteo.com/v1/forecast';

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
