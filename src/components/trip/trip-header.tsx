import { formatDateRange } from '../../lib/dates.ts';
import { tripPageKey } from '../../lib/page-choice.ts';
import { TripCalendarButton } from './trip-calendar-button.tsx';
import type { TripPageProps } from './trip-page-props.ts';
import { Picture } from '../shared/picture.tsx';
import { PrintButton, ShareButton } from '../shared/share-button.tsx';
import { TripStatusNotice } from './trip-extras.tsx';

/** The trip's picture, title, dates, status and its buttons (calendar, share, print). */
export function TripHeader({ trip, club, event, past }: TripPageProps & { past?: boolean }) {
  return (
    <header className="trip-header">
      <Picture file={trip.picture} className="trip-picture" fetchPriority="high" />
      <div className="trip-heading">
        <p className="trip-region">{trip.region}</p>
        <h1 id="trip-title">{trip.title}</h1>
        {trip.subtitle ? <p className="trip-subtitle">{trip.subtitle}</p> : null}
        <p className="date-badge trip-date">
          <time dateTime={trip.startDate}>{formatDateRange(trip.startDate, trip.endDate)}</time>
        </p>
        <TripStatusNotice event={event} past={past} />
        <div className="trip-actions">
          <TripCalendarButton trip={trip} club={club} event={event} />
          <ShareButton
            page={tripPageKey(trip)}
            title={trip.title}
            text={`${trip.title} – ${formatDateRange(trip.startDate, trip.endDate)}`}
          />
          <PrintButton />
        </div>
      </div>
    </header>
  );
}
