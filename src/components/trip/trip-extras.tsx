/*
 * What a hiker decides with on a trip page, beside the facts the page already
 * lists: whether the trip is still on, how hard each route is, what the price
 * depends on, and where the departure points are. What cancelling costs is with
 * the fee (trip-fee.tsx).
 */
import {
  DIFFICULTY_EXPLANATION,
  difficultyName,
  routeDifficulty,
  type RouteFigures,
} from '../../lib/difficulty.ts';
import { mapSearchUrl, type MapPoint } from '../../lib/map-links.ts';
import { seatsLeft, seatsText, type StatusInfo } from '../../lib/trip-status.ts';
import { InPageLink } from '../shared/links.tsx';
import { StatusWords } from '../shared/status-words.tsx';

/**
 * The trip's status under its title: full, cancelled, postponed or weather-dependent, in
 * words; a full trip points to the waiting list by phone, and a coming trip whose list the
 * organisers keep says the seats left. Once the trip is over, a decision still to come and
 * a waiting list to join are news no more: the weather's notice goes, a full trip stays full.
 */
export function TripStatusNotice({ event, past = false }: { event: StatusInfo | undefined; past?: boolean }) {
  const status = event?.status;
  const left = event && !past ? seatsLeft(event) : null;
  if (!hasStatusNotice(event, past)) return null;
  return (
    <div className={`trip-status-notice trip-${status ?? 'seats'}`} role="note">
      {status ? <StatusWords item={event} /> : null}
      {status === 'full' && !past ? (
        <>
          {' '}
          <InPageLink target="jelentkezes">Várólistára még felírjuk</InPageLink> telefonon, a szervezőknél.
        </>
      ) : null}
      {left !== null ? (
        <>
          {status ? ' ' : null}
          <strong className="trip-seats">{seatsText(left)}</strong> a buszon.{' '}
          <InPageLink target="jelentkezes">Jelentkezés</InPageLink> telefonon, a szervezőknél.
        </>
      ) : null}
    </div>
  );
}

/** Whether TripStatusNotice has anything to say: a status still news, or the seats left. */
export function hasStatusNotice(event: StatusInfo | undefined, past: boolean): boolean {
  const status = event?.status;
  const left = event && !past ? seatsLeft(event) : null;
  return left !== null || (status !== undefined && !(past && status === 'tentative'));
}

export function RouteDifficultyFact({ route }: { route: RouteFigures }) {
  const difficulty = routeDifficulty(route);
  return (
    <div className="route-difficulty">
      <dt>Nehézség</dt>
      <dd>
        <strong>{difficultyName[difficulty.level]}</strong>
        {difficulty.reason ? ` (${difficulty.reason})` : null}
      </dd>
    </div>
  );
}

export function DifficultyExplanation() {
  return <p className="difficulty-explanation">{DIFFICULTY_EXPLANATION}</p>;
}

/**
 * One link for phones and computers alike (src/lib/map-links.ts says why this
 * address): the map app on a phone, the map site in a new tab elsewhere.
 */
export function MapLinks({ point, label }: { point: MapPoint; label: string }) {
  return (
    <span className="map-links">
      <a className="map-link" href={mapSearchUrl(point)} target="_blank" rel="noopener noreferrer">
        Térkép<span className="visually-hidden">: {label} (Google Térkép, új lapon)</span>
      </a>
    </span>
  );
}
