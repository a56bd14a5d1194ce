import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TripSchema } from '../../../schema/trip.ts';
import { formatForint } from '../../../src/lib/numbers.ts';
import { daysBeforeText, priceExplanation } from '../../../src/lib/price-text.ts';

/** Amounts as the site writes them everywhere (hu-HU grouping, no-break space). */
const ft = (amount: number) => formatForint(amount);
const fee = (key: string) => TripSchema.parse(JSON.parse(readFileSync(`trips/2025/${key}.json`, 'utf8'))).fee;

describe('the fee explained in sentences', () => {
  it('program3: which group-size price applies, who confirms it, what the deposit is', () => {
    expect(priceExplanation(fee('program3'))).toBe(
      `A díj a jelentkezők számától függ: 40 fős létszámnál ${ft(7000)}/fő, 50 vagy több jelentkező esetén ${ft(6500)}/fő. Hogy melyik ár érvényes, a jelentkezés lezárásakor derül ki; a végleges árat a szervezők erősítik meg. Jelentkezéskor ${ft(3000)}/fő előleget kell fizetni: ezzel foglalja le a helyét.`,
    );
  });

  it('one price for one group size, and one plain price', () => {
    expect(priceExplanation(fee('program6'))).toBe(
      `A díj 50 fős létszámnál ${ft(9000)}/fő; ha kevesebben jelentkeznek, változhat, a végleges árat a szervezők erősítik meg. Jelentkezéskor ${ft(4000)}/fő előleget kell fizetni: ezzel foglalja le a helyét.`,
    );
    expect(priceExplanation(fee('program7'))).toBe(
      `A díj ${ft(9000)}/fő. Jelentkezéskor ${ft(4000)}/fő előleget kell fizetni: ezzel foglalja le a helyét.`,
    );
  });

  it('writes the days before arrival of a cancellation row', () => {
    expect(daysBeforeText(3, 6)).toBe('3–6 nappal');
    expect(daysBeforeText(6, 3)).toBe('3–6 nappal');
    expect(daysBeforeText(1, 1)).toBe('1 nappal');
  });
});
