import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TripSchema, type FeeTier } from '../../../schema/trip.ts';
import { feeForHeadCount, headCountFeeText } from '../../../src/lib/fee-rule.ts';
import { formatForint } from '../../../src/lib/numbers.ts';

const ft = (amount: number) => formatForint(amount);
const bundledTrips = readdirSync('trips/2025')
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, trip: TripSchema.parse(JSON.parse(readFileSync(`trips/2025/${name}`, 'utf8'))) }));

const priceAt = (tiers: readonly FeeTier[], headCount: number) => {
  const fee = feeForHeadCount(tiers, headCount);
  return fee.kind === 'price' ? fee.price : 'organisers';
};

describe('the fee for a head-count', () => {
  it('program3: 7000 Ft from 40 people, 6500 Ft from 50, the organisers below 40', () => {
    const { tiers } = bundledTrips.find(({ name }) => name === 'program3.json')!.trip.fee;
    expect([0, 39, 40, 49, 50, 51, 120].map((n) => priceAt(tiers, n))).toEqual([
      'organisers',
      'organisers',
      7000,
      7000,
      6500,
      6500,
      6500,
    ]);
    expect(headCountFeeText(tiers, 43)).toBe(`A jelenlegi 43 fős létszámmal ${ft(7000)}/fő lenne.`);
    expect(headCountFeeText(tiers, 50)).toBe(`A jelenlegi 50 fős létszámmal ${ft(6500)}/fő lenne.`);
    expect(headCountFeeText(tiers, 12)).toBe(
      'A jelenlegi 12 fős létszámmal a díjat a szervezők mondják meg.',
    );
  });

  it('a price without a group size holds for any head-count; no head-count, no sentence', () => {
    const tiers = [{ price: 12000 }];
    expect([0, 1, 45].map((n) => priceAt(tiers, n))).toEqual([12000, 12000, 12000]);
    expect(headCountFeeText(tiers, undefined)).toBeNull();
  });

  it('tiers in any order: the largest group size reached wins', () => {
    const tiers = [
      { groupSize: 50, price: 5000 },
      { groupSize: 40, price: 6000 },
    ];
    expect([39, 40, 50].map((n) => priceAt(tiers, n))).toEqual(['organisers', 6000, 5000]);
  });

  it('refuses a head-count that is no number of people', () => {
    expect(() => feeForHeadCount([{ price: 1 }], -1)).toThrow(RangeError);
    expect(() => feeForHeadCount([{ price: 1 }], 2.5)).toThrow(RangeError);
  });

  describe.each(bundledTrips)('every tier edge of trips/2025/$name', ({ trip }) => {
    const tiers = trip.fee.tiers;
    const sized = [...tiers].filter((tier) => tier.groupSize !== undefined);
    sized.sort((a, b) => a.groupSize! - b.groupSize!);
    const unsized = tiers.find((tier) => tier.groupSize === undefined);

    it.each(sized.map((tier, index) => ({ tier, below: sized[index - 1] })))(
      'at $tier.groupSize people $tier.price Ft, one fewer the tier below',
      ({ tier, below }) => {
        expect(priceAt(tiers, tier.groupSize!)).toBe(tier.price);
        expect(priceAt(tiers, tier.groupSize! - 1)).toBe(below?.price ?? unsized?.price ?? 'organisers');
      },
    );

    it('above the largest tier, its price; with no group sizes, the one price', () => {
      const top = sized.at(-1) ?? unsized!;
      expect(priceAt(tiers, (top.groupSize ?? 0) + 100)).toBe(top.price);
      expect(sized.length > 0 || unsized !== undefined).toBe(true);
    });
  });
});
