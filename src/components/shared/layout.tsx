import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ClubSettings } from '../../../schema/club';
import { DemonstrationNote } from './demonstration-note';
import { InPageLink } from './links';
import { PhoneButtons } from './phone-buttons';

export function SiteLayout({ club, children }: { club: ClubSettings; children: ReactNode }) {
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
        <h2 className="footer-title">Jelentkezés és információ telefonon</h2>
        <PhoneButtons organisers={club.organisers} />
      </footer>
    </>
  );
}
