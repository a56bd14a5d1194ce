/**
 * A coming trip's list on the organisers' board (*Jelentkezők*): closed until the organiser
 * opens it, so names and numbers are read only when someone needs them, and the list's code
 * (trip-list-body.tsx, with the phone-number metadata) loads only then. A trip just saved as
 * called off opens it at the callers to tell: telling them is the next thing to do.
 */
import type { User } from 'firebase/auth';
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Club } from '../app/club-firebase.ts';
import type { PageEvent } from '../events/event-reads.ts';
import { TellWanted, type TellProgress } from './tell-progress.ts';

const TripListBody = lazy(() => import('./trip-list-body.tsx'));

export function TripListPanel(props: {
  club: Club;
  user: User;
  event: PageEvent;
  /** Counts up at each save that calls the trip off (tell-progress.ts). */
  showTell: number;
  /** The board reads the server: the list's code can be loaded. */
  online: boolean;
}) {
  const { showTell, online, ...bodyProps } = props;
  // Once opened, the list stays followed while the card is on screen: the count of callers
  // reached stays true on the card when the list is closed again. A trip called off has its
  // callers to tell, so its list is followed closed too, for that count.
  const [opened, setOpened] = useState(false);
  const calledOff = props.event.status === 'cancelled' || props.event.status === 'postponed';
  const [progress, setProgress] = useState<TellProgress | null>(null);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the callers' list scrolls itself into view (tell-callers.tsx): when the callers
  // were read before the save was taken, that scroll comes in the same render as this, and a
  // list inside a closed panel has nowhere to scroll to. A layout effect runs before any of it.
  useLayoutEffect(() => {
    if (showTell > 0 && details.current) details.current.open = true;
  }, [showTell]);
  const wanted = useMemo(() => ({ show: showTell, onProgress: setProgress }), [showTell]);
  const left = progress && progress.total > 0 && progress.reached < progress.total;
  return (
    <details
      ref={details}
      className="trip-list"
      onToggle={(toggle) => {
        if (toggle.currentTarget.open) setOpened(true);
      }}
    >
      <summary>
        Jelentkezők
        {left ? (
          <span className="reached-count">
            {' '}
            · {progress.reached} / {progress.total} elérve
          </span>
        ) : null}
      </summary>
      {opened || (calledOff && online) ? (
        <Suspense fallback={<p>A lista betöltése…</p>}>
          <TellWanted.Provider value={wanted}>
            <TripListBody {...bodyProps} />
          </TellWanted.Provider>
        </Suspense>
      ) : null}
    </details>
  );
}
