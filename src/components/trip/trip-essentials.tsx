import type { ClubSettings } from '../../../schema/club.ts';
import type { Trip } from '../../../schema/trip.ts';
import { feeForHeadCount } from '../../lib/fee-rule.ts';
import { formatForint, formatNumber } from '../../lib/numbers.ts';
import type { RegistrationState } from '../../lib/registration-state.ts';
import { departuresInOrder, priceRange } from '../../lib/trip-facts.ts';
import type { StatusInfo } from '../../lib/trip-status.ts';
import { InPageLink } from '../shared/links.tsx';
import { hasStatusNotice, TripStatusNotice } from './trip-extras.tsx';

/** What the state line says where the club's status and the list's seats say nothing. */
export const PLAIN_STATE: Record<RegistrationState['kind'], string> = {
  open: 'nyitva, telefonon',
  full: 'megtelt',
  postponed: 'elhalasztva',
  cancelled: 'a túra elmarad',
  past: 'a túra már lezajlott',
};

/** The price that applies: the tier the list's head-count reaches, else the one price or the span of them. */
function PriceNow({ fee, headCount }: { fee: Trip['fee']; headCount: number | undefined }) {
  if (headCount !== undefined) {
    const now = feeForHeadCount(fee.tiers, headCount);
    if (now.kind === 'organisers-decide') return <>a díjat a szervezők mondják meg</>;
    return (
      <>
        <strong>{formatForint(now.price)}</strong>/fő a jelenlegi {headCount} fős létszámmal
      </>
    );
  }
  const { low, high } = priceRange({ fee } as Trip);
  return low === high ? (
    <>
      <strong>{formatForint(low)}</strong>/fő
    </>
  ) : (
    <>
      <strong>
        {formatNumber(low, 0)}–{formatForint(high)}
      </strong>
      /fő <span className="essential-note">(létszámtól függ)</span>
    </>
  );
}

/**
 * The answers a hiker opens the page for, under the title: when and where the
 * coach leaves first (the other boarding points one tap down), the price that
 * applies with the deposit, and whether there is a place. The call is the strip
 * beside it (call-strip.tsx). `today` is the trip's own day on its morning.
 */
export function TripEssentials({
  trip,
  club,
  event,
  state,
  today,
}: {
  trip: Trip;
  club: ClubSettings;
  event: StatusInfo | undefined;
  state: RegistrationState;
  today: boolean;
}) {
  const off = state.kind === 'past' || state.kind === 'cancelled';
  const departures = departuresInOrder(trip, club);
  const first = departures[0];
  const headCount = off || !event?.seats?.taken ? undefined : event.seats.taken;
  const past = state.kind === 'past';
  return (
    <dl className="trip-essentials">
      {first && !off ? (
        <div className="essential">
          <dt>Indulás</dt>
          <dd>
            <span data-answer="departure">
              {today ? <strong className="essential-today">Ma </strong> : null}
              <strong className="essential-time">{first.time}</strong> {first.point?.name ?? first.pointId}
            </span>
            {departures.length > 1 ? (
              <>
                {' '}
                <InPageLink target="indulas" className="essential-more">
                  további felszállóhelyek
                </InPageLink>
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
      {off ? null : (
        <div className="essential">
          <dt>Díj</dt>
          <dd data-answer="price">
            <PriceNow fee={trip.fee} headCount={headCount} />
            {trip.fee.deposit !== undefined ? (
              <span className="essential-deposit"> előleg {formatForint(trip.fee.deposit)}</span>
            ) : null}
          </dd>
        </div>
      )}
      <div className="essential">
        <dt>Jelentkezés</dt>
        <dd data-answer="state">
          {hasStatusNotice(event, past) ? (
            <TripStatusNotice event={event} past={past} />
          ) : (
            <p className="trip-state-plain">{PLAIN_STATE[state.kind]}</p>
          )}
        </dd>
      </div>
    </dl>
  );
}
