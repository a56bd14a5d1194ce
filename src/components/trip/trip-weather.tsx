/*
 * The trip page's daylight and forecast. Sunrise and sunset at the trip's
 * destination on each of its days, with a warning for a route planned to end
 * after dark, are worked out from the trip's dates alone (src/lib/daylight.ts):
 * the build's copy of the page and the browser show the same on any day, and
 * they print. The forecast follows once the app has the page, for a trip
 * within the seven days (forecast-slot.tsx).
 */
import type { Trip } from '../../../schema/trip.ts';
import { formatShortDate, formatWeekday } from '../../lib/dates.ts';
import { tripDaylight } from '../../lib/daylight.ts';
import { forecastWindow } from '../../lib/forecast-window.ts';
import type { TripPlace } from '../../lib/trip-place.ts';
import { takesPlace, type StatusInfo } from '../../lib/trip-status.ts';
import { AfterTakeOver, lazyForecastView } from '../shared/forecast-slot.tsx';
import { useToday } from '../shared/use-today.ts';

export function TripDaylight({ trip, place }: { trip: Trip; place: TripPlace }) {
  const days = tripDaylight(trip, place.coordinates).flatMap(({ daylight, ...day }) =>
    daylight ? [{ ...day, ...daylight }] : [],
  );
  if (days.length === 0) return null;
  const dated = days.length > 1;
  return (
    <section className="trip-daylight" aria-labelledby="napkelte">
      <h2 id="napkelte">Napkelte és napnyugta</h2>
      <p className="daylight-place">{place.name}, budapesti idő szerint</p>
      <ul className="daylight-days" role="list">
        {days.map(({ date, sunrise, sunset, headlamp }) => (
          <li key={date}>
            <p className="daylight-times">
              {dated ? (
                <>
                  <span className="daylight-date">
                    {formatShortDate(date)}, {formatWeekday(date)}:
                  </span>{' '}
                </>
              ) : null}
              {/* A no-break space keeps each time with its word when the line wraps. */}
              {dated ? 'napkelte\u00a0' : 'Napkelte\u00a0'}
              <strong>{sunrise}</strong>, napnyugta{'\u00a0'}
              <strong>{sunset}</strong>
            </p>
            {headlamp.map((sentence) => (
              <p key={sentence} className="headlamp" role="note">
                {sentence}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

const TripForecast = lazyForecastView('TripForecast');

function TripForecastInRange({ trip, place }: { trip: Trip; place: TripPlace }) {
  const today = useToday();
  const range = forecastWindow(trip.startDate, trip.endDate, today);
  if (!range) return null;
  return <TripForecast place={place.coordinates} placeName={place.name} range={range} today={today} />;
}

/** The trip page's forecast, for a trip that takes place within the seven days from today. */
export function TripForecastSlot({
  trip,
  place,
  event,
}: {
  trip: Trip;
  place: TripPlace;
  event: StatusInfo | undefined;
}) {
  if (event && !takesPlace(event)) return null;
  return (
    <AfterTakeOver>
      <TripForecastInRange trip={trip} place={place} />
    </AfterTakeOver>
  );
}
