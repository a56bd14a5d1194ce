import { OPENS_COMING_TRIP } from './event-card.tsx';

/** Placeholders of the carousel's final size, so nothing jumps when the events arrive. */
export function CarouselSkeleton() {
  return (
    <div className="carousel carousel-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">A túraprogram betöltése folyamatban…</span>
      <div className="carousel-controls" aria-hidden="true">
        <span className="carousel-arrow skeleton-block" />
        <span className="carousel-position skeleton-text">Betöltés…</span>
        <span className="carousel-arrow skeleton-block" />
      </div>
      <div className="carousel-cards" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <div key={key}>
            <div className="event-card event-card-skeleton">
              {/* The card link's box, so phones lay the placeholder out side by side like the card. */}
              <div className="event-card-link">
                <div className="event-card-picture skeleton-block" />
                <div className="event-card-body">
                  {/* On load the first card is the next trip, which carries its badge. */}
                  {key === 0 ? <span className="status-badge skeleton-text">&nbsp;</span> : null}
                  <span className="date-badge skeleton-text">&nbsp;</span>
                  <span className="event-card-name skeleton-text">&nbsp;</span>
                  {/* A coming trip's words, unseen: they wrap as the card's will on a narrow phone. */}
                  <span className="event-card-opens skeleton-text">{OPENS_COMING_TRIP} ›</span>
                </div>
              </div>
              {/* The card's "Naptárba" row, so the cards do not grow when the events arrive. */}
              <div className="event-card-actions">
                {/* The calendar button's own wrapper, status line included, as EventCalendarButton renders it. */}
                <span className="action">
                  <span className="button button-action skeleton-block">Naptárba</span>
                  <span className="action-status" />
                </span>
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
