import type { Trip } from '../../../schema/trip.ts';
import { headCountFeeText } from '../../lib/fee-rule.ts';
import { formatForint } from '../../lib/numbers.ts';
import { daysBeforeText, priceExplanation } from '../../lib/price-text.ts';
import { tierLabel } from '../../lib/trip-facts.ts';

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

/**
 * The price for each group size, the deposit, what it includes and the cancellation terms;
 * with `headCount`, the seats taken on the trip's list, the price that number reaches.
 */
export function TripFee({ fee, headCount }: { fee: Trip['fee']; headCount?: number | undefined }) {
  const present = headCountFeeText(fee.tiers, headCount);
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
      {present ? <p className="head-count-fee">{present}</p> : null}
      <p className="price-explanation">{priceExplanation(fee)}</p>
      <FeeList title="A díj tartalmazza" items={fee.included} />
      <FeeList title="A díj nem tartalmazza" items={fee.notIncluded} />
      <FeeList title="Lemondási feltételek" items={fee.cancellation} />
      <CancellationTable rows={fee.cancellationTable} />
    </section>
  );
}

/** What cancelling costs, by how many days before the arrival. */
function CancellationTable({ rows }: { rows: Trip['fee']['cancellationTable'] }) {
  if (rows.length === 0) return null;
  return (
    <table className="cancellation-table">
      <caption>A lemondás költsége</caption>
      <thead>
        <tr>
          <th scope="col">Lemondás az érkezés előtt</th>
          <th scope="col">Mennyibe kerül</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.fromDays}-${row.toDays}`}>
            <th scope="row">{daysBeforeText(row.fromDays, row.toDays)}</th>
            <td>{row.cost}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
