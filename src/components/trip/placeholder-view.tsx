import type { ClubSettings } from '../../../schema/club.ts';
import type { ClubEvent } from '../../../schema/event.ts';
import { eventDateToIso, formatLongDate } from '../../lib/dates.ts';
import { isOver } from '../../lib/event-timing.ts';
import { eventPageKey } from '../../lib/page-choice.ts';
import { EventCalendarButton } from '../shared/calendar-button.tsx';
import { BackButton } from '../shared/links.tsx';
import { ShareButton } from '../shared/share-button.tsx';
import { RegistrationBlock, type Registration } from './registration-block.tsx';
import { CallStrip } from './call-strip.tsx';
import { hasStatusNotice, TripStatusNotice } from './trip-extras.tsx';
import { PLAIN_STATE } from './trip-essentials.tsx';
import { useToday } from '../shared/use-today.ts';

/** A trip without a written program yet: the original text, plus what we do know. */
export function PlaceholderView({
  event,
  club,
  registration,
}: {
  event: ClubEvent | undefined;
  club: ClubSettings;
  registration: Registration;
}) {
  const { kind } = registration.state;
  const iso = event ? eventDateToIso(event.date) : null;
  const today = useToday();
  const off = kind === 'past' || kind === 'cancelled';
  return (
    <section className="message-page placeholder" aria-labelledby="program-cim">
      <div className="page-actions">
        <BackButton />
      </div>
      {event ? (
        <>
          <h1 id="program-cim">{event.name}</h1>
          {iso ? (
            <p className="date-badge" data-answer="date">
              <time dateTime={iso}>{formatLongDate(iso)}</time>
            </p>
          ) : null}
          {/* Cancelled, full or postponed says so here too, before anyone phones about it. */}
          <div data-answer="state">
            {hasStatusNotice(event, kind === 'past') ? (
              <TripStatusNotice event={event} past={kind === 'past'} />
            ) : (
              <p className="trip-state-plain">
                <strong>Jelentkezés:</strong> {PLAIN_STATE[kind]}
              </p>
            )}
          </div>
        </>
      ) : (
        <h1 id="program-cim">Túraprogram</h1>
      )}
      {off ? null : (
        <p className="placeholder-facts" data-answer="departure price">
          Az indulást és a díjat a szervezők mondják meg.
        </p>
      )}
      {registration.phonesInPage ? <CallStrip organisers={club.organisers} /> : null}
      {event ? (
        <div className="trip-actions">
          {/* A trip that is over has nothing left to add to a calendar (as on the cards). */}
          {isOver(iso, today) ? null : <EventCalendarButton event={event} club={club} />}
          <ShareButton title={event.name} page={eventPageKey(event)} />
        </div>
      ) : null}
      {/* A program still to come is news only for a trip still to come. */}
      {off ? null : (
        <p className="placeholder-text">EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...</p>
      )}
      <RegistrationBlock {...registration} club={club} written={false} />
    </section>
  );
}
