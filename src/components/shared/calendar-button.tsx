import { useState } from 'react';
import type { ClubSettings } from '../../../schema/club.ts';
import type { ClubEvent } from '../../../schema/event.ts';
import { CalendarIcon } from './action-icons.tsx';

type Status =
  { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; fileName: string } | { kind: 'failed' };

/**
 * A "Naptárba" button: makes an .ics file on click and downloads it. The code
 * that does so (src/components/shared/calendar-downloads.ts: the calendar library,
 * and for cards and the year the trip documents) loads only on click, so the
 * pages that show the button carry only the button.
 */
export function CalendarButton({
  label = 'Naptárba',
  context,
  save,
  className = 'button button-secondary',
}: {
  label?: string;
  /** Read by screen readers after the label, e.g. the trip's name on a card. */
  context?: string;
  /** Makes the file and starts its download; resolves to the file's name. */
  save: () => Promise<string>;
  className?: string;
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onClick = async () => {
    if (status.kind === 'working') return;
    setStatus({ kind: 'working' });
    try {
      setStatus({ kind: 'done', fileName: await save() });
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

/** The code that makes the files, loaded by the first click. */
export const calendarDownloads = () => import('./calendar-downloads.ts');

/** A card's or placeholder's button: the trip's times when the event has a trip page, else all day. */
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
      save={async () => (await calendarDownloads()).downloadEventCalendar(event, club)}
    />
  );
}
