const forintFormat = new Intl.NumberFormat('hu-HU', {
  style: 'currency',
  currency: 'HUF',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** `12 000 Ft` (with a non-breaking space, so the amount never wraps). */
export function formatForint(amount: number): string {
  return forintFormat.format(amount);
}
