import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { ClubSettings } from '../../../schema/club';
import { formatLongDate } from '../../lib/dates';
import type { NextSeasonTrip, RegistrationState } from '../../lib/registration-state';
import { TripLink } from '../shared/links';
import { PhoneButtons } from '../shared/phone-buttons';

/** What a trip's page says about registering (src/lib/registration-state.ts) and where the numbers go. */
export interface Registration {
  state: RegistrationState;
  phonesInPage: boolean;
  nextSeason: NextSeasonTrip | null;
}

/** A page as it reads before its trip: the editor's preview of a trip file shows this. */
export const OPEN_REGISTRATION: Registration = {
  state: { kind: 'open' },
  phonesInPage: true,
  nextSeason: null,
};

/** The block's heading; a placeholder's description ends with it too. */
export const REGISTRATION_HEADINGS: Record<RegistrationState['kind'], string> = {
  open: 'Jelentkezés telefonon',
  full: 'Várólista telefonon',
  postponed: 'Érdeklődés telefonon',
  cancelled: 'A túra elmarad',
  past: 'A túra már lezajlott',
};

/**
 * The page's one block about registering, worded for the trip's state: an
 * open or full trip invites a call (with `details`, what to say on the phone),
 * a postponed one says its new date, a cancelled one why and what happens to
 * the deposits, a past one when it was and where to go on. The organisers'
 * numbers are here when `phonesInPage` (the route decided the screen invites
 * a call, src/routes/trip-loader.ts), and in the footer otherwise.
 */
export function RegistrationBlock({
  state,
  club,
  phonesInPage,
  details,
  nextSeason,
  written,
}: {
  state: RegistrationState;
  club: ClubSettings;
  phonesInPage: boolean;
  /** The written page's checklist, for an open or full trip. */
  details?: ReactNode;
  nextSeason: NextSeasonTrip | null;
  /** True on a written trip page, false on a placeholder. */
  written: boolean;
}) {
  return (
    <section className={`trip-registration registration-${state.kind}`} aria-labelledby="jelentkezes">
      <h2 id="jelentkezes" tabIndex={-1}>
        {REGISTRATION_HEADINGS[state.kind]}
      </h2>
      <StateWords state={state} club={club} written={written} nextSeason={nextSeason} />
      {state.kind === 'open' || state.kind === 'full' ? details : null}
      {/* When the status changed since the page was chosen, the numbers stay where they were. */}
      {phonesInPage ? <PhoneButtons organisers={club.organisers} /> : null}
    </section>
  );
}

function StateWords({
  state,
  club,
  written,
  nextSeason,
}: {
  state: RegistrationState;
  club: ClubSettings;
  written: boolean;
  nextSeason: NextSeasonTrip | null;
}) {
  switch (state.kind) {
    case 'open':
      return written ? (
        <p>Jelentkezni csak telefonon lehet, a két szervező bármelyikénél.</p>
      ) : (
        <p>Érdeklődni és jelentkezni már most lehet telefonon a szervezőknél.</p>
      );
    case 'full':
      return <p>A túra betelt: várólistára a két szervező bármelyikénél lehet jelentkezni.</p>;
    case 'postponed':
      return (
        <p>
          A túra elhalasztva. Az új időpont:{' '}
          <strong>{state.newDay ? formatLongDate(state.newDay) : 'még nincs kitűzve'}</strong>.
        </p>
      );
    case 'cancelled':
      // The reason is in the status notice at the top of the page.
      return <p>Jelentkezni nem lehet. {club.cancelledTripDeposits}</p>;
    case 'past':
      return (
        <>
          <p>
            Ez a túra már lezajlott: <time dateTime={state.day}>{formatLongDate(state.day)}</time>.
          </p>
          <ul className="past-trip-links">
            {nextSeason ? (
              <li>
                <TripLink tripKey={nextSeason.key} season={nextSeason.season}>
                  Ugyanez a túra a következő évadban
                  {nextSeason.day ? `: ${formatLongDate(nextSeason.day)}` : ''}
                </TripLink>
              </li>
            ) : null}
            <li>
              <Link to="/evesprogram/">Az éves túraprogram</Link>
            </li>
          </ul>
        </>
      );
  }
}
