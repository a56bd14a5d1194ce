import { useState } from 'react';
import type { ClubSettings } from '../../schema/club';
import type { ClubEvent } from '../../schema/event';
import type { Trip } from '../../schema/trip';
import { pageUrl } from '../data/site';
import { CalendarIcon } from './action-icons';
import { CALENDAR_MIME, downloadFile } from './download-file';

type Status =
  { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; fileName: string } | { kind: 'failed' };

/**
 * A "Naptárba" button: builds an .ics file on click and downloads it. The
 * calendar code (and, for cards, the trip documents) load only on click, so
 * the pages that show the button do not carry them.
 */
export function CalendarButton({
  label = 'Naptárba',
  context,
  fileName,
  build,
  className = 'button button-secondary',
}: {
  label?: string;
  /** Read by screen readers after the label, e.g. the trip's name on a card. */
  context?: string;
  /** The file name, known before the click (`program7.ics`), or decided by `build`. */
  fileName?: string;
  build: () => Promise<{ text: string; fileName?: string }>;
  className?: string;
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onClick = async () => {
    if (status.kind === 'working') return;
    setStatus({ kind: 'working' });
    try {
      const result = await build();
      const name = result.fileName ?? fileName ?? 'turaprogram.ics';
      downloadFile(name, result.text, CALENDAR_MIME);
      setStatus({ kind: 'done', fileName: name });
    } catch (error) {
      console.warn('A naptárfájl nem készült el:', error);
      setStatus({ kind: 'failed' });
    }
  };

  return (
    <span className="action">
      <button
        type="button"
        className={`${className} button-action`}
        onClick={() => void onClick()}
        aria-busy={status.kind === 'working'}
        // Three cards mean three "Naptárba" buttons: the name says which trip (visible label first).
        aria-label={context ? `${label}: ${context}` : undefined}
      >
        <CalendarIcon />
        <span>{label}</span>
      </button>
      <span className="action-status" role="status">
        {status.kind === 'done'
          ? `A naptárfájl (${status.fileName}) letöltése elindult: nyissa meg, és a naptár felveszi a túrát.`
          : status.kind === 'failed'
            ? 'Nem sikerült elkészíteni a naptárfájlt. Ellenőrizze az internetkapcsolatot, és próbálja újra.'
            : null}
      </span>
    </span>
  );
}

function nowAndUrls() {
  return Promise.resolve({ now: new Date(), pageUrl });
}

/** A trip page's button: from the first departure to the return, with a reminder the evening before. */
export function TripCalendarButton({ trip, club }: { trip: Trip; club: ClubSettings }) {
  return (
    <CalendarButton
      fileName={`${trip.key}.ics`}
      build={async () => {
        const [{ tripCalendar }, site] = await Promise.all([import('../lib/ics'), nowAndUrls()]);
        return { text: tripCalendar(trip, { club, ...site }) };
      }}
    />
  );
}

/**
 * A card's or placeholder's button. When the event has a trip page, the
 * entry carries the trip's times (the trip document is loaded now, on the
 * click); otherwise it is an all-day entry.
 */
export function EventCalendarButton({
  event,
  club,
  className,
}: {
  event: ClubEvent;
  club: ClubSettings;
  className?: string;
}) {
  return (
    <CalendarButton
      context={event.name}
      className={className}
      build={async () => {
        const [{ tripCalendar, eventCalendar, tripFileName }, { loadTripPage }, site] = await Promise.all([
          import('../lib/ics'),
          import('../data/trips'),
          nowAndUrls(),
        ]);
        const page = await loadTripPage(event.pdf);
        const context = { club, ...site };
        return page?.kind === 'trip'
          ? { text: tripCalendar(page.trip, context), fileName: tripFileName(page.trip.key) }
          : { text: eventCalendar(event, context), fileName: tripFileName(event.pdf) };
      }}
    />
  );
}

/** The yearly program's button: every event in one file, trips with their times. */
export function YearCalendarButton({
  events,
  club,
  title,
}: {
  events: readonly ClubEvent[];
  club: ClubSettings;
  title: string;
}) {
  return (
    <CalendarButton
      label="Éves program naptárba"
      build={async () => {
        const [{ yearCalendar, yearFileName }, { loadTripPage }, site] = await Promise.all([
          import('../lib/ics'),
          import('../data/trips'),
          nowAndUrls(),
        ]);
        const sorted = [...events].sort((a, b) => a.id - b.id);
        const pages = await Promise.all(sorted.map((event) => loadTripPage(event.pdf)));
        const entries = sorted.map((event, index) => {
          const page = pages[index];
          return { event, trip: page?.kind === 'trip' ? page.trip : null };
        });
        return {
          text: yearCalendar(entries, { club, ...site }, `${club.clubName}: ${title}`),
          fileName: yearFileName(sorted),
        };
      }}
    />
  );
}
