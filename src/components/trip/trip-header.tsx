import type { ReactNode } from 'react';
import { formatDateRange } from '../../lib/dates.ts';
import { tripPageKey } from '../../lib/page-choice.ts';
import { TripCalendarButton } from './trip-calendar-button.tsx';
import type { TripPageProps } from './trip-page-props.ts';
import { Picture } from '../shared/picture.tsx';
import { PrintButton, ShareButton } from '../shared/share-button.tsx';

/**
 * The trip's title and dates with its essentials beside them (`children`:
 * departure, price, state), so the answers a hiker came for stand on the first
 * screen before anything else.
 */
export function TripHeader({ trip, children }: { trip: TripPageProps['trip']; children: ReactNode }) {
  return (
    <header className="trip-header">
      <div className="trip-heading">
        <p className="trip-region">{trip.region}</p>
        <h1 id="trip-title">{trip.title}</h1>
        <p className="date-badge trip-date">
          <time dateTime={trip.startDate}>{formatDateRange(trip.startDate, trip.endDate)}</time>
        </p>
      </div>
      {children}
    </header>
  );
}

/** The subtitle, the trip's buttons (calendar, share, print) and its picture: after the essentials and the call. */
export function TripPictureAndActions({ trip, club, event }: TripPageProps) {
  return (
    <div className="trip-picture-row">
      {trip.subtitle ? <p className="trip-subtitle">{trip.subtitle}</p> : null}
      <div className="trip-actions">
        <TripCalendarButton trip={trip} club={club} event={event} />
        <ShareButton
          page={tripPageKey(trip)}
          title={trip.title}
          text={`${trip.title} – ${formatDateRange(trip.startDate, trip.endDate)}`}
        />
        <PrintButton />
      </div>
      <Picture file={trip.picture} className="trip-picture" fetchPriority="high" />
    </div>
  );
}
