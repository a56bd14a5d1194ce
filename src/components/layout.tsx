import { Link } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import type { ClubSettings } from '../../schema/club';
import { PhoneButtons } from './phone-buttons';

/**
 * With hash addresses, following `#tartalom` would change the address and the
 * router would show another screen: move the focus to the content instead and
 * leave the address alone. (Before the app has taken a prerendered screen over,
 * src/prerender/boot.ts does the same.)
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('tartalom')?.focus();
}

export function SiteLayout({ club, children }: { club: ClubSettings; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#tartalom" onClick={skipToContent}>
        Ugrás a tartalomra
      </a>
      <header className="site-header">
        <Link to="/" className="site-name">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width="40" height="40" />
          <span>{club.clubName}</span>
        </Link>
      </header>
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
