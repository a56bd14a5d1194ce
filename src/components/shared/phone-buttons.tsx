import type { Organiser } from '../../../schema/club.ts';
import { formatPhone } from '../../lib/phone.ts';

// Lives in lib/ because the calendar file writes the numbers too; re-exported for existing imports.
export { formatPhone };

/** Registration is by phone only: each organiser as a large call button. */
export function PhoneButtons({ organisers }: { organisers: readonly Organiser[] }) {
  return (
    <ul className="phone-buttons" role="list">
      {organisers.map((organiser) => (
        <li key={organiser.phone}>
          <a className="button button-call" href={`tel:${organiser.phone}`}>
            <span className="call-icon" aria-hidden="true">
              ☎
            </span>
            <span>
              <span className="call-name">{organiser.name}</span>
              <span className="call-number">{formatPhone(organiser.phone)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
