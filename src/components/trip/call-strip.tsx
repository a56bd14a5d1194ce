import type { Organiser } from '../../../schema/club.ts';
import { formatPhoneInTwoParts } from '../../lib/phone.ts';

/**
 * The organisers' call buttons under a trip's essentials, held at the top of a
 * phone's screen while the visitor reads on (styles.css), so a call is one tap
 * away anywhere on the page. Only on a page that invites a call: a past or
 * called-off trip's page has none, and its numbers are in the footer.
 */
export function CallStrip({ organisers }: { organisers: readonly Organiser[] }) {
  return (
    <nav className="call-strip" aria-label="Hívás" data-answer="call">
      <ul role="list">
        {organisers.map((organiser) => (
          <li key={organiser.phone}>
            <a className="button button-call call-strip-button" href={`tel:${organiser.phone}`}>
              {/* The receiver beside the name, so the number has the button's whole width. */}
              <span>
                <span className="call-name">
                  <span className="call-receiver" aria-hidden="true">
                    ☎{' '}
                  </span>
                  {organiser.name}
                </span>
                <span className="call-number">{formatPhoneInTwoParts(organiser.phone)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
