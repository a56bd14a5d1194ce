/**
 * The trip morning's board: the coming trips, this week's first, each with its status
 * set in two taps (trip-status-card.tsx), followed live. With no signal it shows the
 * phone's copy and says how old it is; a change made then waits on the phone.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { useEffect } from 'react';
import { budapestDay, isoToEventDate } from '../../src/lib/dates.ts';
import type { Club } from '../app/club-firebase.ts';
import { failureText } from '../app/failure-text.ts';
import { offlineNotice, rememberServerRead } from './last-read.ts';
import { comingEventsQuery } from '../events/event-queries.ts';
import { comingEvents, horizonHeading } from '../events/event-model.ts';
import { TripStatusCard } from './trip-status-card.tsx';
import { forgetPastTrips } from './waiting-changes.ts';

export function StatusBoard({ club, user }: { club: Club; user: User }) {
  const today = budapestDay(new Date());
  const queryClient = useQueryClient();
  const comingQuery = comingEventsQuery(club, isoToEventDate(today));
  const coming = useQuery(comingQuery);
  const read = coming.data ?? null;

  useEffect(() => {
    if (!read || read.fromCache) return;
    rememberServerRead(new Date());
    forgetPastTrips(new Set(read.events.map((event) => event.documentId)));
  }, [read]);

  if (coming.isError) {
    return (
      <p role="alert" className="problem">
        A túrák betöltése nem sikerült. {failureText(coming.error)}{' '}
        <button
          type="button"
          onClick={() => void queryClient.resetQueries({ queryKey: comingQuery.queryKey })}
        >
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
