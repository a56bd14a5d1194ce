import type { Trip } from '../../schema/trip.ts';
import { formatForint } from './numbers.ts';

type Fee = Trip['fee'];

function tierPhrase(tier: Fee['tiers'][number]): string {
  const price = `${formatForint(tier.price)}/fő`;
  if (tier.groupSize === undefined) return price;
  return tier.orMore
    ? `${tier.groupSize} vagy több jelentkező esetén ${price}`
    : `${tier.groupSize} fős létszámnál ${price}`;
}

/**
 * The fee in plain sentences: which price applies when, that the organisers
 * confirm the final price, and what the deposit is for. A price tied to a
 * group size depends on how many register, which is known only when
 * registration closes.
 */
export function priceExplanation(fee: Fee): string {
  const sentences: string[] = [];
  const sized = fee.tiers.filter((tier) => tier.groupSize !== undefined);
  if (sized.length > 1) {
    sentences.push(
      `A díj a jelentkezők számától függ: ${fee.tiers.map(tierPhrase).join(', ')}. Hogy melyik ár érvényes, a jelentkezés lezárásakor derül ki; a végleges árat a szervezők erősítik meg.`,
    );
  } else if (sized.length === 1) {
    sentences.push(
      `A díj ${tierPhrase(sized[0]!)}; ha kevesebben jelentkeznek, változhat, a végleges árat a szervezők erősítik meg.`,
    );
  } else {
    sentences.push(`A díj ${fee.tiers.map(tierPhrase).join(', ')}.`);
  }
  if (fee.deposit !== undefined) {
    sentences.push(
      `Jelentkezéskor ${formatForint(fee.deposit)}/fő előleget kell fizetni: ezzel foglalja le a helyét.`,
    );
  }
  return sentences.join(' ');
}

/** `3–6 nappal`, `1 nappal`: a row's days before arrival. */
export function daysBeforeText(fromDays: number, toDays: number): string {
  const low = Math.min(fromDays, toDays);
  const high = Math.max(fromDays, toDays);
  return low === high ? `${low} nappal` : `${low}–${high} nappal`;
}
