import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ClubSettings } from '../../../schema/club.ts';
import { DemonstrationNote } from './demonstration-note.tsx';
import { InPageLink } from './links.tsx';
import { PhoneButtons } from './phone-buttons.tsx';

const FOOTER_TITLE = 'Jelentkezés és információ telefonon';

/**
 * Every screen has each organiser's number once: in the block of the screen
 * that invites a call (a trip open for registration), in the footer elsewhere.
 */
export function SiteLayout({ club, children }: { club: ClubSettings; children: ReactNode }) {
  const phonesInPage = useRouterState({
    // The trip routes' loader says so (src/routes/trip-loader.ts); no other route's data has the field.
    select: (state) =>
      state.matches.some(
        (match) => (match.loaderData as { phonesInPage?: boolean } | undefined)?.phonesInPage,
      ),
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
        <h2 className="footer-title">
          {phonesInPage ? <InPageLink target="jelentkezes">{FOOTER_TITLE}</InPageLink> : FOOTER_TITLE}
        </h2>
        {phonesInPage ? null : <PhoneButtons organisers={club.organisers} />}
        <p className="footer-links">
          <Link to="/adatkezeles/">Adatkezelési tájékoztató</Link>
        </p>
      </footer>
    </>
  );
}
