import type { ReactNode } from 'react';
import { ClientOnly } from '@tanstack/react-router';

/** A failed load: says what happened and offers the way forward. */
export function LoadError({
  title,
  children,
  onRetry,
  retrying = false,
  className = '',
}: {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
  /** True while a retry is under way: the button says so instead of seeming dead. */
  retrying?: boolean;
  /** More classes for the box (notice-pinned: kept in sight at the bottom of the screen). */
  className?: string;
}) {
  return (
    <div className={`notice notice-error ${className}`.trim()} role="alert">
      <p className="notice-title">{title}</p>
      {children}
      {onRetry ? (
        <button
          type="button"
          className="button"
          aria-disabled={retrying}
          onClick={() => {
            if (!retrying) onRetry();
          }}
        >
          {retrying ? 'Újra próbálkozom…' : 'Újrapróbálom'}
        </button>
      ) : null}
    </div>
  );
}

export function InfoNotice({ children }: { children: ReactNode }) {
  return (
    <div className="notice" role="status">
      {children}
    </div>
  );
}

/** The event list failed to load: the same message and retry on every screen that lists trips. */
export function EventsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <LoadError title="Nem sikerült betölteni a túraprogramot." onRetry={onRetry} retrying={retrying}>
      <p>Ellenőrizze az internetkapcsolatot, majd próbálja újra.</p>
    </LoadError>
  );
}

/**
 * A new read failed while an earlier list is on screen (the one the build or
 * an earlier visit read): the program stays, and the visitor is told it may
 * be out of date, with the way to try again. The screens put it after their
 * content, pinned to the bottom of the screen: it appears once the program is
 * already there, and above it, it would push the program down.
 *
 * The read can fail before the app has taken the prerendered copy over, and
 * the copy has no note: the note then appears just after, so the copy is taken
 * over as it is rather than thrown away and rendered again for one extra element.
 */
export function EventsRefreshError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <ClientOnly>
      <LoadError
        title="Nem sikerült frissíteni a túraprogramot."
        onRetry={onRetry}
        retrying={retrying}
        className="notice-pinned"
      >
        <p>Az oldalon látható adatok elavultak lehetnek.</p>
      </LoadError>
    </ClientOnly>
  );
}

/** No trip is announced (an empty list, not a failure). */
export function NoEventsNotice() {
  return (
    <InfoNotice>
      <p className="notice-title">Jelenleg nincs meghirdetett túra.</p>
      <p>Nézzen vissza később, vagy érdeklődjön telefonon a szervezőknél.</p>
    </InfoNotice>
  );
}
