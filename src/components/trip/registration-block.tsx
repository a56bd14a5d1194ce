import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { ClubSettings } from '../../../schema/club';
import { formatLongDate } from '../../lib/dates';
import { invitesCall, type NextSeasonTrip, type RegistrationState } from '../../lib/registration-state';
import { InPageLink, TripLink } from '../shared/links';
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

const HEADINGS: Record<RegistrationState['kind'], string> = {
  open: 'Jelentkezés telefonon',
  full: 'Betelt: várólista telefonon',
  postponed: 'Elhalasztva: érdeklődés telefonon',
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
        {HEADINGS[state.kind]}
      </h2>
      <StateWords state={state} club={club} written={written} nextSeason={nextSeason} />
      {state.kind === 'open' || state.kind === 'full' ? details : null}
      {phonesInPage ? (
        <PhoneButtons organisers={club.organisers} />
      ) : invitesCall(state) ? (
        // The status changed since the page was chosen: the numbers stayed in the footer.
        <p>
          <InPageLink target="telefonszamok">A szervezők telefonszáma az oldal alján</InPageLink>
        </p>
      ) : null}
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
      return (
        <p>
          A túra betelt. Várólistára telefonon lehet jelentkezni, a két szervező bármelyikénél: ha hely
          szabadul fel, a szervező visszahívja.
        </p>
      );
    case 'postponed':
      return (
        <>
          <p>
            {state.newDay ? (
              <>
                Az új időpont: <strong>{formatLongDate(state.newDay)}</strong>.
              </>
            ) : (
              'Az új időpontot a szervezők még nem tűzték ki.'
            )}
          </p>
          <p>Az új időpontról és a jelentkezésről telefonon lehet érdeklődni a szervezőknél.</p>
        </>
      );
    case 'cancelled':
      return (
        <>
          {/* The reason is in the status notice at the top of the page. */}
          <p>A klub lemondta a túrát, jelentkezni nem lehet.</p>
          <p>{club.cancelledTripDeposits}</p>
        </>
      );
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
