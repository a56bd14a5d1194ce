import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { reloadWithLatestVersion } from '../../offline/app-version.ts';
import { isShowingSavedCopy, subscribeToSavedCopy } from '../../offline/last-events.ts';
import { usePageHead } from './use-page-head.ts';
import '../../app-status.css';

function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Without a connection the page shows what this phone saved on an earlier
 * visit, which may be older than the club's latest program: say so. Also when
 * the phone believes it is online but the event list could not be read.
 */
export function OfflineNote() {
  const online = useOnline();
  const savedCopy = useSyncExternalStore(subscribeToSavedCopy, isShowingSavedCopy, () => false);
  const queryClient = useQueryClient();
  if (online && !savedCopy) return null;
  if (!online) {
    return (
      <p className="offline-note" role="status">
        Nincs internetkapcsolat – az adatok elavultak lehetnek.
      </p>
    );
  }
  // Online, but the read failed or stalled (a weak signal): the saved program shows; say so and offer another try.
  return (
    <p className="offline-note" role="status">
      A túraprogramot most nem sikerült frissíteni – a legutóbb mentett változat látszik, elavult lehet.{' '}
      <button
        type="button"
        className="offline-note-retry"
        onClick={() => void queryClient.refetchQueries({ queryKey: ['events'] })}
      >
        Újrapróbálom
      </button>
    </p>
  );
}

/**
 * A script chunk of this screen did not arrive: after a new deployment (the
 * old file is gone; one automatic reload already failed) or with no signal.
 * Retrying the route cannot help; reloading the page can.
 */
export function ChunkLoadErrorView() {
  const online = useOnline();
  usePageHead('Az oldal nem töltődött be');
  return (
    <section className="message-page" role="alert" aria-labelledby="betoltes-hiba">
      <h1 id="betoltes-hiba">Az oldal nem töltődött be</h1>
      {online ? (
        <p>
          Közben elkészült a honlap új változata, ezért ennek az oldalnak egy része már nem érhető el. Töltse
          újra az oldalt, és az új változat jelenik meg.
        </p>
      ) : (
        <p>
          Nincs internetkapcsolat, és ezt az oldalt ez a telefon még nem mentette el. Ha lesz térerő, töltse
          újra az oldalt.
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={reloadWithLatestVersion}>
          Újratöltés
        </button>
      </div>
    </section>
  );
}
