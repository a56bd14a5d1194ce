import { useId } from 'react';
import type { ClubEvent } from '../../../schema/event.ts';
import { club } from '../../data/club.ts';
import { eventDateToIso, formatLongDate } from '../../lib/dates.ts';
import type { EventTiming } from '../../lib/event-timing.ts';
import { eventLinkSeason } from '../../lib/seasons.ts';
import { EventCalendarButton } from '../shared/calendar-button.tsx';
import { CardForecastSlot } from '../shared/forecast-slot.tsx';
import { TripLink } from '../shared/links.tsx';
import { Picture } from '../shared/picture.tsx';
import { hasStatusLine, StatusLine } from '../shared/status-words.tsx';

const timeLabel: Record<EventTiming, string | null> = {
  next: 'A következő túra',
  upcoming: null,
  past: 'Elmúlt túra',
};

/** What a coming trip's card opens; the placeholder card carries it too, unseen, to wrap alike. */
export const OPENS_COMING_TRIP = 'Indulás, díj, jelentkezés';

/**
 * What tapping the card opens, in the words of what the trip page answers: for
 * a coming trip when the coach leaves, the price and how to register (or join
 * the waiting list); a cancelled or past trip's page tells what happened.
 */
function cardOpens(event: ClubEvent, past: boolean): string {
  if (past || event.status === 'cancelled') return 'A túra oldala';
  if (event.status === 'full') return 'Indulás, díj, várólista';
  return OPENS_COMING_TRIP;
}

/**
 * A trip card: picture on top, date badge, name. The whole card is one link;
 * its actions sit in a row of their own below it (no button inside a link).
 */
export function EventCard({
  event,
  timing,
  priority = false,
  today,
}: {
  event: ClubEvent;
  /** Today (`YYYY-MM-DD`): a past trip links to its season's permanent address. */
  today: string;
  /** Where the trip stands in time (next, upcoming, past); `event.status` is the trip's own state. */
  timing: EventTiming;
  /** The first card's picture is fetched first; the rest wait until needed. */
  priority?: boolean;
}) {
  const cardId = useId();
  const iso = eventDateToIso(event.date);
  const label = timeLabel[timing];
  const past = timing === 'past';
  const described = [label ? cardId : '', hasStatusLine(event, past) ? `${cardId}-allapot` : '']
    .join(' ')
    .trim();
  return (
    // Named by the trip's name, so a screen reader's list of articles tells the three cards apart.
    <article
      className={`event-card event-card-${timing}${event.status ? ` trip-${event.status}` : ''}`}
      aria-labelledby={`${cardId}-nev`}
    >
      <TripLink
        tripKey={event.key}
        season={eventLinkSeason(event, today)}
        className="event-card-link"
        aria-describedby={described || undefined}
      >
        <Picture
          file={event.picture}
          className="event-card-picture"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        <span className="event-card-body">
          {label ? (
            <span id={cardId} className={`status-badge status-${timing}`}>
              {label}
            </span>
          ) : null}
          <span className="date-badge">
            {iso ? <time dateTime={iso}>{formatLongDate(iso)}</time> : event.date}
          </span>
          <span id={`${cardId}-nev`} className="event-card-name">
            {event.name}
          </span>
          <StatusLine item={event} id={`${cardId}-allapot`} past={past} />
          <span className="event-card-opens">
            {cardOpens(event, past)} <span aria-hidden="true">›</span>
          </span>
        </span>
      </TripLink>
      {/* Over the picture, outside the link: the card's name stays the link's name. */}
      {past ? null : <CardForecastSlot event={event} today={today} />}
      {/* A trip that is over has nothing left to add to a calendar. */}
      {past ? null : (
        <div className="event-card-actions">
          {/* The club settings are already in the app; passing them through the carousel would add nothing. */}
          <EventCalendarButton event={event} club={club} />
        </div>
      )}
    </article>
  );
}
