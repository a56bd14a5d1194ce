import type { Trip } from '../../../schema/trip';
import { formatForint } from '../../lib/numbers';
import { priceExplanation } from '../../lib/price-text';
import { tierLabel } from '../../lib/trip-facts';
import { CancellationTable } from './trip-extras';

/** A titled list of the fee's terms; nothing when the trip file gives none. */
function FeeList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** The price for each group size, the deposit, what it includes and the cancellation terms. */
export function TripFee({ fee }: { fee: Trip['fee'] }) {
  return (
    <section className="trip-fee" aria-labelledby="reszveteli-dij">
      <h2 id="reszveteli-dij">Részvételi díj</h2>
      <dl className="fee-tiers">
        {fee.tiers.map((tier) => (
          <div key={`${tier.groupSize ?? 0}-${tier.price}`} className="fee-tier">
            <dt>{tierLabel(tier)}</dt>
            <dd>
              <strong>{formatForint(tier.price)}</strong>/fő
            </dd>
          </div>
        ))}
        {fee.deposit !== undefined ? (
          <div className="fee-tier fee-deposit">
            <dt>Előleg jelentkezéskor</dt>
            <dd>
              <strong>{formatForint(fee.deposit)}</strong>/fő
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="price-explanation">{priceExplanation(fee)}</p>
      <FeeList title="A díj tartalmazza" items={fee.included} />
      <FeeList title="A díj nem tartalmazza" items={fee.notIncluded} />
      <FeeList title="Lemondási feltételek" items={fee.cancellation} />
      <CancellationTable rows={fee.cancellationTable} />
    </section>
  );
}
