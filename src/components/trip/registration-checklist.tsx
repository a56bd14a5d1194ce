import type { ClubSettings } from '../../../schema/club.ts';
import type { Trip } from '../../../schema/trip.ts';
import { formatForint } from '../../lib/numbers.ts';
import { departuresInOrder, routeLevelName } from '../../lib/trip-facts.ts';

function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} vagy ${items.at(-1)}`;
}

/**
 * What to say when phoning to register, so one call is enough: the organiser
 * needs these five facts, and the deposit is paid at registration.
 */
export function RegistrationChecklist({ trip, club }: { trip: Trip; club: ClubSettings }) {
  const levels = [...new Set(trip.days.flatMap((day) => day.routes.map((route) => route.level)))];
  const order = ['short', 'medium', 'long'] as const;
  const variants = order
    .filter((level) => levels.includes(level))
    .map((level) => routeLevelName[level].toLowerCase());
  const stops = departuresInOrder(trip, club).map(
    (departure) => `${departure.point?.name ?? departure.pointId} ${departure.time}`,
  );

  return (
    <div className="checklist">
      <h3 id="mit-mondjon">Mit mondjon a telefonban?</h3>
      <ol className="checklist-items" aria-labelledby="mit-mondjon">
        <li>
          <strong>a nevét</strong>
        </li>
        <li>
          <strong>hány főre</strong> jelentkezik
        </li>
        {variants.length > 1 ? (
          <li>
            <strong>melyik távot</strong> választja ({joinOr(variants)})
          </li>
        ) : null}
        <li>
          <strong>hol száll fel</strong> a buszra{stops.length > 0 ? ` (${joinOr(stops)})` : ''}
        </li>
        <li>
          egy <strong>visszahívható telefonszámot</strong>
        </li>
      </ol>
      {trip.fee.deposit !== undefined ? (
        <p className="checklist-deposit">
          Előleg: <strong>{formatForint(trip.fee.deposit)}/fő</strong>, a jelentkezéskor kell befizetni; a
          szervező megmondja, hol és hogyan. Kérjük, készítse elő.
        </p>
      ) : (
        <p className="checklist-deposit">Az előleg összegét és befizetésének módját a szervező mondja meg.</p>
      )}
    </div>
  );
}
