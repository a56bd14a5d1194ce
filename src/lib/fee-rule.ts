import type { FeeTier } from '../../schema/trip.ts';
import { formatForint } from './numbers.ts';

/**
 * What a head-count makes the fee: the price of the largest tier whose group
 * size is at most the head-count (a tier without a group size holds for any
 * number), or none below the lowest tier, when the organisers set the price.
 */
export type HeadCountFee = { kind: 'price'; price: number; tier: FeeTier } | { kind: 'organisers-decide' };

/** The one rule every fee sentence that knows the head-count goes by. */
export function feeForHeadCount(tiers: readonly FeeTier[], headCount: number): HeadCountFee {
  if (!Number.isInteger(headCount) || headCount < 0) {
    throw new RangeError(`a head-count is a whole number of people, not ${headCount}`);
  }
  let best: FeeTier | undefined;
  for (const tier of tiers) {
    const size = tier.groupSize ?? 0;
    if (size <= headCount && (best === undefined || size > (best.groupSize ?? 0))) best = tier;
  }
  return best ? { kind: 'price', price: best.price, tier: best } : { kind: 'organisers-decide' };
}

/**
 * The sentence for the trip's present head-count (the number on its list), or
 * null while none is known: the page then lists the tiers alone.
 */
export function headCountFeeText(tiers: readonly FeeTier[], headCount: number | undefined): string | null {
  if (headCount === undefined) return null;
  const fee = feeForHeadCount(tiers, headCount);
  return fee.kind === 'price'
    ? `A jelenlegi ${headCount} fős létszámmal ${formatForint(fee.price)}/fő lenne.`
    : `A jelenlegi ${headCount} fős létszámmal a díjat a szervezők mondják meg.`;
}
