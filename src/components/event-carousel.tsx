import { Link } from '@tanstack/react-router';
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { ClubEvent } from '../../schema/event';
import { canMoveBack, canMoveForward, initialWindow, moveWindow, visibleItems } from '../lib/carousel-window';
import { homeEvents, seasonOf } from '../lib/seasons';
import { eventTimings } from '../lib/event-timing';
import { EventCard } from './event-card';
import { NoEventsNotice } from './status-views';

/**
 * Three consecutive trips, starting at the next one (WAI-ARIA carousel
 * pattern: labelled region, previous/next buttons, polite announcements).
 * Never moves by itself.
 */
export function EventCarousel({ events, today }: { events: readonly ClubEvent[]; today: string }) {
  // Derived from the events on every render, so a newer list (the live read replacing the one
  // the page started with) shows at once; the visitor's moves are kept as an offset from it.
  const first = useMemo(() => initialWindow(homeEvents(events, today), today), [events, today]);
  const [offset, setOffset] = useState(0);
  const [moved, setMoved] = useState(false);
  const window = moveWindow(first, offset);
  const lastSeason = seasonOf(window.items.at(-1)?.date ?? '');

  if (window.items.length === 0) {
    return <NoEventsNotice />;
  }

  const shown = visibleItems(window);
  const timing = eventTimings(window.items, today);
  const firstShown = window.start + 1;
  const last = window.start + shown.length;
  const total = window.items.length;
  const back = canMoveBack(window);
  const forward = canMoveForward(window);

  const move = (delta: number) => {
    setOffset(moveWindow(window, delta).start - first.start);
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
      {window.seasonOver ? (
        <p className="season-note" role="note">
          Az idei túraszezon véget ért: ezek voltak a legutóbbi túráink. Az új programot hamarosan
          közzétesszük.{' '}
          {lastSeason !== null ? (
            <Link to="/evesprogram/$year" params={{ year: String(lastSeason) }}>
              A {lastSeason}. évi program
            </Link>
          ) : null}
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
          {shown.length === 1 ? `${firstShown}. túra` : `${firstShown}–${last}. túra`} (összesen {total})
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
          const index = window.start + offset;
          return (
            <div
              key={event.firestoreId ?? event.id}
              role="group"
              aria-roledescription="dia"
              aria-label={`${index + 1} / ${total}`}
            >
              <EventCard event={event} status={timing(index)} priority={offset === 0} today={today} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
