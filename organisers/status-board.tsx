/**
 * The trip morning's board: the coming trips, this week's first, each with its status
 * set in two taps (trip-status-card.tsx), followed live. With no signal it shows the
 * phone's copy and says how old it is; a change made then waits on the phone.
 */
import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { budapestDay, isoToEventDate } from '../src/lib/dates.ts';
import type { Club } from './club-firebase.ts';
import { watchComingEvents, type ComingRead } from './event-reads.ts';
import { failureText } from './failure-text.ts';
import { offlineNotice, rememberServerRead } from './last-read.ts';
import { comingEvents, horizonHeading } from './status-plan.ts';
import { TripStatusCard } from './trip-status-card.tsx';

export function StatusBoard({ club, user }: { club: Club; user: User }) {
  const [read, setRead] = useState<ComingRead | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const today = budapestDay(new Date());

  useEffect(
    () =>
      watchComingEvents(
        club,
        isoToEventDate(today),
        (next) => {
          if (!next.fromCache) rememberServerRead(new Date());
          setRead(next);
          setError(null);
        },
        (failure) => setError(failureText(failure)),
      ),
    [club, today, attempt],
  );

  if (error) {
    return (
      <p role="alert" className="problem">
        A túrák betöltése nem sikerült. {error}{' '}
        <button type="button" onClick={() => setAttempt((count) => count + 1)}>
          Újrapróbálom
        </button>
      </p>
    );
  }
  if (!read) return <p>A túrák betöltése…</p>;
  const groups = comingEvents(read.events, today);
  return (
    <>
      {read.fromCache ? (
        <p role="status" className="offline-note">
          {offlineNotice(today)}
        </p>
      ) : null}
      {groups.length === 0 ? <p>Nincs előttünk túra.</p> : null}
      {groups.map((group) => (
        <section key={group.horizon} aria-labelledby={`h-${group.horizon}`}>
          <h2 id={`h-${group.horizon}`}>{horizonHeading[group.horizon]}</h2>
          <ul className="trips">
            {group.events.map((event) => (
              <TripStatusCard
                key={event.firestoreId}
                club={club}
                user={user}
                event={event}
                pending={read.pending.has(event.documentId)}
                online={!read.fromCache}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
