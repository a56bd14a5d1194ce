/*
 * Numbers and money written the Hungarian way by arithmetic, not by the
 * browser's Intl: ICU releases disagree on whether a four-digit number gets a
 * group separator (`7000` or `7 000`), and a prerendered page whose numbers
 * the browser writes otherwise is thrown away by React's hydration. These
 * write what Node's ICU wrote when the pages were first built: a decimal
 * comma, groups of three with a no-break space from five digits on
 * (`7000`, `12 000`), at most the given number of decimals, rounded half away
 * from zero, and a hyphen-minus before a negative number.
 */

const NO_BREAK_SPACE = '\u00a0';

/** `6,5`, `7000`, `12 000`, `-3,2`: a finite number with at most `maxDecimals` decimals. */
export function formatNumber(value: number, maxDecimals = 1): string {
  // toFixed rounds the exact value half away from zero, as Intl's default rounding does.
  const [whole = '0', decimals = ''] = Math.abs(value).toFixed(maxDecimals).split('.');
  const fraction = decimals.replace(/0+$/, '');
  // A value that rounds to zero is written `0`, never `-0` (a frost of −0 °C reads as a typo).
  const negative = value < 0 && (/[1-9]/.test(whole) || fraction !== '');
  const grouped = whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** `12 000 Ft` (with no-break spaces, so the amount never wraps). */
export function formatForint(amount: number): string {
  return `${formatNumber(amount, 0)}${NO_BREAK_SPACE}Ft`;
}
