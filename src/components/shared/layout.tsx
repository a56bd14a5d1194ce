import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ClubSettings } from '../../../schema/club';
import { DemonstrationNote } from './demonstration-note';
import { InPageLink } from './links';
import { PhoneButtons } from './phone-buttons';

/** True when a route's loader says its screen has the organisers' numbers itself (src/routes/trip-loader.ts). */
function hasPhonesInPage(loaderData: unknown): boolean {
  return typeof loaderData === 'object' && loaderData !== null && 'phonesInPage' in loaderData
    ? loaderData.phonesInPage === true
    : false;
}

/**
 * Every screen has each organiser's number once: in the block of the screen
 * that invites a call (a trip open for registration), in the footer elsewhere.
 */
export function SiteLayout({ club, children }: { club: ClubSettings; children: ReactNode }) {
  const phonesInPage = useRouterState({
    select: (state) => state.matches.some((match) => hasPhonesInPage(match.loaderData)),
  });
  return (
    <>
      <header className="site-header">
        {/* First in the banner landmark: content outside every landmark is missed by landmark navigation. */}
        <InPageLink className="skip-link" target="tartalom">
          Ugrás a tartalomra
        </InPageLink>
        <Link to="/" className="site-name">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width="40" height="40" />
          <span>{club.clubName}</span>
        </Link>
      </header>
      {/* Development server only; production builds drop it with its module. */}
      {import.meta.env.DEV ? <DemonstrationNote /> : null}
      <main id="tartalom" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        {phonesInPage ? (
          <p className="footer-title">
            <InPageLink target="jelentkezes">
              Jelentkezés és információ telefonon: a szervezők számai
            </InPageLink>
          </p>
        ) : (
          <>
            <h2 className="footer-title" id="telefonszamok" tabIndex={-1}>
              Jelentkezés és információ telefonon
            </h2>
            <PhoneButtons organisers={club.organisers} />
          </>
        )}
      </footer>
    </>
  );
}
