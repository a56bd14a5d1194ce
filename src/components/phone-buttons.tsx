import type { Organiser } from '../../schema/club';

/** `+36301234567` as `+36 30 123 4567`, the way Hungarians read a mobile number. */
export function formatPhone(phone: string): string {
  const match = /^\+36(\d{2})(\d{3})(\d{3,4})$/.exec(phone);
  return match ? `+36 ${match[1]} ${match[2]} ${match[3]}` : phone;
}

/** Registration is by phone only: each organiser as a large call button. */
export function PhoneButtons({ organisers }: { organisers: readonly Organiser[] }) {
  return (
    <ul className="phone-buttons" role="list">
      {organisers.map((organiser) => (
        <li key={organiser.phone}>
          <a className="button button-call" href={`tel:${organiser.phone}`}>
            <span className="call-icon" aria-hidden="true">☎</span>
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
