/**
 * A coming trip's list on the organisers' board (*Jelentkezők*): closed until the organiser
 * opens it, so names and numbers are read only when someone needs them, and the list's code
 * (trip-list-body.tsx, with the phone-number metadata) loads only then.
 */
import type { User } from 'firebase/auth';
import { lazy, Suspense, useState } from 'react';
import type { Club } from '../app/club-firebase.ts';
import type { PageEvent } from '../events/event-reads.ts';

const TripListBody = lazy(() => import('./trip-list-body.tsx'));

export function TripListPanel(props: { club: Club; user: User; event: PageEvent }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="trip-list" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Jelentkezők</summary>
      {open ? (
        <Suspense fallback={<p>A lista betöltése…</p>}>
          <TripListBody {...props} />
        </Suspense>
      ) : null}
    </details>
  );
}
