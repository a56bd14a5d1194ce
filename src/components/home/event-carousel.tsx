import { Link } from '@tanstack/react-router';
import { Fragment, useState, type KeyboardEvent } from 'react';
import type { ClubEvent } from '../../../schema/event.ts';
import {
  canMoveBack,
  canMoveForward,
  moveWindow,
  positionParts,
  seasonPlace,
  visibleItems,
  type CarouselWindow,
} from '../../lib/carousel-window.ts';
import { eventTimings } from '../../lib/event-timing.ts';
import { EventCard } from './event-card.tsx';
import { NoEventsNotice } from '../shared/status-views.tsx';

/**
 * Three consecutive trips, starting at the next one (WAI-ARIA carousel
 * pattern: labelled region, previous/next buttons, polite announcements).
 * Never moves by itself.
 */
export function EventCarousel({
  first,
  today,
}: {
  /**
   * The first view (homeWindow), which the home page's heading is derived from too. A newer
   * list (the live read replacing the one the page started with) shows at once; the visitor's
   * moves are kept as an offset from it.
   */
  first: CarouselWindow<ClubEvent>;
  today: string;
}) {
  const [offset, setOffset] = useState(0);
  const [moved, setMoved] = useState(false);
  const current = moveWindow(first, offset);

  if (current.items.length === 0) {
    return <NoEventsNotice />;
  }

  const shown = visibleItems(current);
  const { season: lastSeason } = seasonPlace(current.items, current.items.length - 1);
  const timing = eventTimings(current.items, today);
  const back = canMoveBack(current);
  const forward = canMoveForward(current);

  const move = (delta: number) => {
    setOffset(moveWindow(current, delta).start - first.start);
    setMoved(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' && back) {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'ArrowRight' && forward) {
      event.preventDefault();
      move(1);
    }
  };

  return (
    <section className="carousel" aria-roledescription="körhinta" aria-label="Túráink" onKeyDown={onKeyDown}>
      {current.seasonOver ? (
        <p className="season-note" role="note">
          {/* Named by its year and promising no date: the break may last a year or more. */}A {lastSeason}.
          évi túraszezon véget ért. Az új program itt jelenik meg, amint közzétesszük.{' '}
          <Link to="/evesprogram/$year/" params={{ year: lastSeason }}>
            {/* In one piece: a phone would break the link's three words over two lines. */}
            {`A\u00a0${lastSeason}.\u00a0évi\u00a0program`}
          </Link>
        </p>
      ) : null}
      <div className="carousel-controls">
        <button
          type="button"
          className="carousel-arrow"
          aria-label="Előző túra"
          aria-disabled={!back}
          onClick={() => back && move(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="carousel-position" aria-live={moved ? 'polite' : 'off'} aria-atomic="true">
          {positionParts(current).map(({ count, places }, index) => (
            <Fragment key={index}>
              {index > 0 ? ' ' : ''}
              {count} <span className="carousel-places">{places}</span>
            </Fragment>
          ))}
        </p>
        <button
          type="button"
          className="carousel-arrow"
          aria-label="Következő túra"
          aria-disabled={!forward}
          onClick={() => forward && move(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="carousel-cards">
        {shown.map((event, offset) => {
          const index = current.start + offset;
          const { season, place, total } = seasonPlace(current.items, index);
          return (
            <div
              key={event.firestoreId ?? event.id}
              role="group"
              aria-roledescription="dia"
              aria-label={`${season}: ${place} / ${total}`}
            >
              <EventCard event={event} timing={timing(index)} priority={offset === 0} today={today} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
