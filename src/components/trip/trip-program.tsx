import type { RouteVariant, Trip } from '../../../schema/trip.ts';
import type { TrackDrawing } from '../../lib/track.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { routeLevelName as levelName } from '../../lib/trip-facts.ts';
import { DifficultyExplanation, RouteDifficultyFact } from './trip-extras.tsx';
import { TrailMarkings } from './trail-markings.tsx';
import { TrackFigures } from './track-figures.tsx';

/** A route as the build ships it: with its GPX track's facts where it names one (vite-plugins/vite-validated-trips.ts). */
type BuiltRoute = RouteVariant & { trackDrawing?: TrackDrawing };

/** The day's route whose track the page shows open: the medium one's, else the first drawn. */
function openTrack(routes: BuiltRoute[]): BuiltRoute | undefined {
  return (
    routes.find((route) => route.trackDrawing && route.level === 'medium') ??
    routes.find((route) => route.trackDrawing)
  );
}

/** Where a route's recorded GPX is served, and the name it is saved under: the date, the trip and the variant. */
function trackDownload(trip: Trip, route: BuiltRoute, file: string) {
  return {
    href: `${import.meta.env.BASE_URL}${trip.startDate.slice(0, 4)}/${file}`,
    name: `${trip.startDate} ${trip.title} (${levelName[route.level].toLowerCase()}).gpx`.replace(
      /[\\/:*?"<>|]/g,
      '-',
    ),
  };
}

function formatDuration(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  if (minutes === 0) return `kb. ${whole} óra`;
  if (whole === 0) return `kb. ${minutes} perc`;
  return `kb. ${whole} óra ${minutes} perc`;
}

function RouteCard({ route, trip, open }: { route: BuiltRoute; trip: Trip; open: boolean }) {
  const track = route.trackDrawing;
  const figures = track ? (
    <TrackFigures track={track} download={trackDownload(trip, route, track.file)} />
  ) : null;
  return (
    <li className={`route route-${route.level}`}>
      <h4 className="route-title">
        <span className="route-level">{levelName[route.level]}</span>
        {route.title ? <span className="route-name">{route.title}</span> : null}
      </h4>
      <dl className="route-facts">
        <div>
          <dt>Táv</dt>
          <dd>{formatNumber(route.distanceKm)} km</dd>
        </div>
        <div>
          <dt>Szintemelkedés</dt>
          <dd>{formatNumber(route.elevationGainM, 0)} m</dd>
        </div>
        {route.elevationLossM !== undefined ? (
          <div>
            <dt>Ereszkedés</dt>
            <dd>{formatNumber(route.elevationLossM, 0)} m</dd>
          </div>
        ) : null}
        <RouteDifficultyFact route={route} />
        {route.durationHours !== undefined ? (
          <div>
            <dt>Menetidő</dt>
            <dd>{formatDuration(route.durationHours)}</dd>
          </div>
        ) : null}
        {route.finishTime !== undefined ? (
          <div>
            <dt>Tervezett érkezés</dt>
            <dd>{route.finishTime}</dd>
          </div>
        ) : null}
      </dl>
      {route.markings?.length ? (
        <p className="route-markings">
          Jelzés: <TrailMarkings codes={route.markings} />
        </p>
      ) : null}
      <p>{route.description}</p>
      {route.publicTransport?.toStart ? (
        <p className="route-transport">
          <strong>Tömegközlekedéssel a rajthoz:</strong> {route.publicTransport.toStart}
        </p>
      ) : null}
      {route.publicTransport?.fromFinish ? (
        <p className="route-transport">
          <strong>Tömegközlekedéssel a céltól:</strong> {route.publicTransport.fromFinish}
        </p>
      ) : null}
      {figures && open ? figures : null}
      {figures && !open ? (
        <details className="track-more">
          <summary>Szintmetszet és útvonalvázlat</summary>
          {figures}
        </details>
      ) : null}
    </li>
  );
}

/** Each day of the trip with its route variants. */
export function TripProgram({ trip, multiDay }: { trip: Trip; multiDay: boolean }) {
  return (
    <section className="trip-program" aria-labelledby="programok">
      <h2 id="programok">PROGRAMOK</h2>
      {trip.days.some((day) => day.routes.length > 0) ? <DifficultyExplanation /> : null}
      {trip.days.map((day, index) => (
        <section key={day.date ?? index} className="trip-day" aria-label={day.title}>
          <h3>
            {multiDay && day.date ? <span className="day-date">{formatLongDate(day.date)}: </span> : null}
            {day.title}
          </h3>
          <p>{day.description}</p>
          {day.routes.length > 0 ? (
            <ul className="routes" role="list" aria-label="Útvonalak">
              {day.routes.map((route) => (
                <RouteCard
                  key={`${route.level}-${route.title ?? ''}`}
                  route={route}
                  trip={trip}
                  open={route === openTrack(day.routes)}
                />
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </section>
  );
}
