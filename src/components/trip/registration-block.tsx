import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { ClubSettings } from '../../../schema/club.ts';
import { formatLongDate } from '../../lib/dates.ts';
import type { NextSeasonTrip, RegistrationState } from '../../lib/registration-state.ts';
import { TripLink } from '../shared/links.tsx';
import { PhoneButtons } from '../shared/phone-buttons.tsx';

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

/** The past block's heading; a past placeholder's description ends with it too. */
export const PAST_HEADING = 'A túra már lezajlott';

/**
 * The page's one block about registering, worded for the trip's state: an
 * open or full trip invites a call (with `details`, what to say on the phone),
 * a postponed one says its new date, a cancelled one what happens to the
 * deposits, a past one when it was and where to go on. The organisers'
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
}: Registration & {
  club: ClubSettings;
  /** The written page's checklist, for an open or full trip. */
  details?: ReactNode;
  /** True on a written trip page, false on a placeholder. */
  written: boolean;
}) {
  return (
    <section className="trip-registration" aria-labelledby="jelentkezes">
      {state.kind === 'open' ? (
        <>
          <h2 id="jelentkezes" tabIndex={-1}>
            Jelentkezés telefonon
          </h2>
          <p>
            {written
              ? 'Jelentkezni csak telefonon lehet, a két szervező bármelyikénél.'
              : 'Érdeklődni és jelentkezni már most lehet telefonon a szervezőknél.'}
          </p>
        </>
      ) : state.kind === 'past' ? (
        <>
          <h2 id="jelentkezes" tabIndex={-1}>
            {PAST_HEADING}
          </h2>
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
      ) : (
        <>
          <h2 id="jelentkezes" tabIndex={-1}>
            {state.kind === 'full'
              ? 'Várólista telefonon'
              : state.kind === 'postponed'
                ? 'Érdeklődés telefonon'
                : 'A túra elmarad'}
          </h2>
          {state.kind === 'full' ? (
            <p>A túra megtelt: várólistára még felírjuk, a két szervező bármelyikénél.</p>
          ) : state.kind === 'postponed' ? (
            <p>
              A túra elhalasztva. Az új időpont:{' '}
              <strong>{state.newDay ? formatLongDate(state.newDay) : 'még nincs kitűzve'}</strong>.
            </p>
          ) : (
            // The reason is in the status notice at the top of the page.
            <p>Jelentkezni nem lehet. {club.cancelledTripDeposits}</p>
          )}
        </>
      )}
      {state.kind === 'open' || state.kind === 'full' ? details : null}
      {/* When the status changed since the page was chosen, the numbers stay where they were. */}
      {phonesInPage ? <PhoneButtons organisers={club.organisers} /> : null}
    </section>
  );
}
