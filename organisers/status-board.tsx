/**
 * The trip morning's board: the coming trips, this week's first, each with its status
 * set in two taps (trip-status-card.tsx).
 */
import type { User } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';
import { budapestDay } from '../src/lib/dates.ts';
import type { Club } from './club-firebase.ts';
import { readComingEvents, type PageEvent } from './event-reads.ts';
import { failureText } from './failure-text.ts';
import { comingEvents, horizonHeading } from './status-plan.ts';
import { TripStatusCard } from './trip-status-card.tsx';

export function StatusBoard({ club, user }: { club: Club; user: User }) {
  const [events, setEvents] = useState<PageEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const today = budapestDay(new Date());

  const load = useCallback(() => {
    readComingEvents(club, today.replaceAll('-', '.'))
      .then((read) => {
        setEvents(read);
        setError(null);
      })
      .catch((failure: unknown) => setError(failureText(failure)));
  }, [club, today]);
  useEffect(load, [load]);

  if (error) {
    return (
      <p role="alert" className="problem">
        A túrák betöltése nem sikerült. {error}{' '}
        <button type="button" onClick={load}>
          Újrapróbálom
        </button>
      </p>
    );
  }
  if (!events) return <p>A túrák betöltése…</p>;
  const groups = comingEvents(events, today);
  if (groups.length === 0) return <p>Nincs előttünk túra.</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.horizon} aria-labelledby={`h-${group.horizon}`}>
          <h2 id={`h-${group.horizon}`}>{horizonHeading[group.horizon]}</h2>
          <ul className="trips">
            {group.events.map((event) => (
              <TripStatusCard
                key={event.firestoreId ?? `${event.date}-${event.id}`}
                club={club}
                user={user}
                event={event}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
