import type { ClubSettings } from '../../../schema/club.ts';
import type { Trip } from '../../../schema/trip.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { departuresInOrder } from '../../lib/trip-facts.ts';
import { MapLinks } from './trip-extras.tsx';

/** Where and when the bus leaves, when it is back, and where the walking starts. */
export function TripTimes({ trip, club, multiDay }: { trip: Trip; club: ClubSettings; multiDay: boolean }) {
  return (
    <section className="trip-times" aria-labelledby="indulas">
      <h2 id="indulas">Indulás és érkezés</h2>
      <ul className="departures" role="list">
        {departuresInOrder(trip, club).map(({ time, pointId, point }) => (
          <li key={pointId} className="departure">
            <span className="departure-time">{time}</span>
            <span>
              <strong>{point?.name ?? pointId}</strong>
              {point ? <span className="departure-address">{point.address}</span> : null}
              {point?.coordinates ? (
                <MapLinks point={point.coordinates} label={`${point.name}, indulás ${time}`} />
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="return-time">
        Várható visszaérkezés: <strong>kb. {trip.returnTime}</strong>
        {multiDay && trip.endDate ? ` (${formatLongDate(trip.endDate)})` : null}
      </p>
      {trip.destination ? (
        <p className="destination">
          A túra kiindulópontja: <strong>{trip.destination.name}</strong>{' '}
          <MapLinks point={trip.destination.coordinates} label={trip.destination.name} />
        </p>
      ) : null}
    </section>
  );
}
