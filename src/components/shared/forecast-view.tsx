/*
 * The forecast of the week of the trip, on the trip page and on the home
 * card. A chunk of its own, imported only for a trip within the seven days
 * (src/components/trip/trip-weather.tsx), after the app has taken the page
 * over: the first view neither waits for it nor carries it.
 */
import { useEffect, useState } from 'react';
import type { Coordinates } from '../../../schema/common.ts';
import type { ClubEvent } from '../../../schema/event.ts';
import { forecastBaseUrl, forecastToShow, type ShownForecast } from '../../data/forecast.ts';
import { budapestDay, formatShortDate, formatWeekday } from '../../lib/dates.ts';
import {
  FORECAST_UNAVAILABLE,
  forecastWindow,
  type ForecastDay,
  type ForecastWindow,
} from '../../lib/forecast.ts';
import { budapestDateTimeWithOffset } from '../../lib/budapest-time.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { eventPlace } from '../../lib/trip-places.ts';
import tripPlaces from 'virtual:trip-places';
import { WeatherPicture } from './weather-picture.tsx';
import './forecast.css';

/**
 * The forecast of the days at the place: undefined while it is read, then
 * what forecastToShow gives (null: none to show). Plain React state rather
 * than a query: the view works wherever it is put, and forecastToShow keeps
 * the read for the next view (the card's, then the trip page's) itself.
 */
function useForecast(place: Coordinates | undefined, range: ForecastWindow | null, today: string) {
  const key = place && range ? `${place.lat},${place.lon}:${range.start}:${range.end}` : null;
  const [shown, setShown] = useState<{ key: string; forecast: ShownForecast | null } | null>(null);
  const { lat, lon } = place ?? {};
  const { start, end } = range ?? {};
  useEffect(() => {
    if (key === null || lat === undefined || lon === undefined || !start || !end) return;
    const controller = new AbortController();
    void forecastToShow({
      baseUrl: forecastBaseUrl,
      place: { lat, lon },
      window: { start, end },
      signal: controller.signal,
      today,
    }).then((forecast) => {
      if (!controller.signal.aborted) setShown({ key, forecast });
    });
    return () => controller.abort();
  }, [key, lat, lon, start, end, today]);
  return shown !== null && shown.key === key ? shown.forecast : undefined;
}

/** The real minus sign: a hyphen before a temperature is easily misread. */
const number = (value: number) => formatNumber(value).replace('-', '−');
/** A value with its unit, never split over two lines: `18 km/h`. */
const measure = (value: string, unit: string) => `${value}\u00a0${unit}`;

/** `4–11 °C`; with a frost, spaced: `−3 – 4 °C`. */
export function temperatureRange(min: number, max: number): string {
  const low = Math.round(min);
  const high = Math.round(max);
  if (low === high) return measure(number(low), '°C');
  return measure(low < 0 ? `${number(low)}\u00a0– ${number(high)}` : `${low}–${high}`, '°C');
}

/** `csapadék 70% (4,2 mm)`; without a chance given, the amount alone. */
function precipitationText(day: ForecastDay): string | null {
  if (day.precipitationChance === null && day.precipitationMm === null) return null;
  const amount = day.precipitationMm ? measure(number(day.precipitationMm), 'mm') : null;
  if (day.precipitationChance === null) return `csapadék ${amount ?? measure('0', 'mm')}`;
  return `csapadék ${day.precipitationChance}%${amount ? ` (${amount})` : ''}`;
}

/** `szél 18 km/h`, and on the trip page the gusts: `, lökés 42 km/h`. */
function windText(day: ForecastDay, withGusts = true): string | null {
  if (day.windKmh === null) return null;
  const gusts =
    withGusts && day.gustKmh !== null ? `, lökés ${measure(String(Math.round(day.gustKmh)), 'km/h')}` : '';
  return `szél ${measure(String(Math.round(day.windKmh)), 'km/h')}${gusts}`;
}

/** The day's facts, one a line: temperatures, precipitation, wind. */
function Facts({ texts }: { texts: Array<string | null> }) {
  return texts
    .filter((text) => text !== null)
    .map((text) => (
      <span key={text} className="forecast-fact">
        {text}
      </span>
    ));
}

const dayLabel = (date: string) => `${formatShortDate(date)}, ${formatWeekday(date)}`;

/** `ma 14:05`, or with the date when it was another day. */
function readAtText(readAt: string, today: string): string {
  const instant = new Date(readAt);
  const time = budapestDateTimeWithOffset(instant).slice(11, 16);
  const day = budapestDay(instant);
  return day === today ? `ma ${time}` : `${formatShortDate(day)} ${time}`;
}

/** Where the forecast comes from and when it was read; a saved copy says so. */
function ForecastSource({ forecast, today }: { forecast: ShownForecast; today: string }) {
  return (
    <p className="forecast-source">
      <a href="https://open-meteo.com/" target="_blank" rel="noopener noreferrer">
        Időjárás: Open-Meteo.com
      </a>{' '}
      <span>
        {forecast.saved ? 'Korábban mentett előrejelzés, lekérdezve: ' : 'Lekérdezve: '}
        {readAtText(forecast.readAt, today)}
      </span>
    </p>
  );
}

/** The trip page's forecast: each day of the trip within the seven days, or a quiet line. */
export function TripForecast({
  place,
  placeName,
  range,
  today,
}: {
  place: Coordinates;
  placeName: string;
  range: ForecastWindow;
  today: string;
}) {
  const forecast = useForecast(place, range, today);
  // Nothing while it is read: the page stays as it was until there is something to show.
  if (forecast === undefined) return null;
  return (
    <section className="trip-forecast" aria-labelledby="elorejelzes">
      <h2 id="elorejelzes">Időjárás-előrejelzés</h2>
      {forecast ? (
        <>
          <p className="forecast-place">{placeName}</p>
          <ul className="forecast-days" role="list">
            {forecast.days.map((day) => (
              <li key={day.date} className="forecast-day">
                <WeatherPicture icon={day.icon} />
                <p>
                  <span className="forecast-date">{dayLabel(day.date)}:</span>{' '}
                  <strong className="forecast-summary">{day.summary}</strong>{' '}
                  <Facts
                    texts={[temperatureRange(day.min, day.max), precipitationText(day), windText(day)]}
                  />
                </p>
              </li>
            ))}
          </ul>
          <ForecastSource forecast={forecast} today={today} />
        </>
      ) : (
        <p className="forecast-unavailable">{FORECAST_UNAVAILABLE}</p>
      )}
    </section>
  );
}

/**
 * The home card's forecast, over the bottom of its picture (so the card and
 * the page below it do not move when it arrives): each day's word,
 * temperatures, precipitation and wind, with the source and the time of the
 * read; on a phone, where the picture is a narrow column, the first day's
 * word, temperatures and chance of precipitation, and the source. Nothing when
 * there is no forecast: the card is no place to explain why.
 */
export function CardForecast({ event, today }: { event: ClubEvent; today: string }) {
  // The card has the event; its trip's place and days are the build's (virtual:trip-places).
  const place = eventPlace(tripPlaces, event);
  const range = place ? forecastWindow(place.startDate, place.endDate, today) : null;
  const forecast = useForecast(place ?? undefined, range, today);
  if (!forecast) return null;
  const dated = forecast.days.length > 1;
  return (
    <div className="card-forecast">
      <p className="card-forecast-text">
        <span className="visually-hidden">Időjárás-előrejelzés: </span>
        {forecast.days.map((day) => (
          <span key={day.date} className="card-forecast-day">
            <span className="card-forecast-summary">
              <WeatherPicture icon={day.icon} />
              <span>
                {dated ? <span className="card-forecast-more">{formatWeekday(day.date)}: </span> : null}
                <strong>{day.summary}</strong>
              </span>
            </span>{' '}
            <span className="forecast-fact">{temperatureRange(day.min, day.max)}</span>{' '}
            {day.precipitationChance !== null ? (
              <span className="forecast-fact">
                {/* On a phone a drop stands for the word, which screen readers still hear. */}
                <svg className="card-forecast-drop" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path
                    d="M8 1.5C6 5 3.5 7.5 3.5 10.2a4.5 4.5 0 0 0 9 0C12.5 7.5 10 5 8 1.5z"
                    fill="currentColor"
                  />
                </svg>
                <span className="card-forecast-label">csapadék </span>
                {day.precipitationChance}%
                {day.precipitationMm ? (
                  <span className="card-forecast-more"> ({measure(number(day.precipitationMm), 'mm')})</span>
                ) : null}
              </span>
            ) : null}{' '}
            {/* On a phone's narrow picture the wind waits for the trip page. */}
            <span className="card-forecast-more">
              <Facts texts={[windText(day, false)]} />
            </span>
          </span>
        ))}
        <span className="card-forecast-source">
          <a href="https://open-meteo.com/" target="_blank" rel="noopener noreferrer">
            <span className="card-forecast-label">Időjárás: </span>Open-Meteo.com
          </a>
          <span className="card-forecast-more">
            , {forecast.saved ? 'mentett, ' : ''}
            {readAtText(forecast.readAt, today)}
          </span>
        </span>
      </p>
    </div>
  );
}
