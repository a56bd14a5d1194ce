/** Day arithmetic (src/lib/dates.ts): calendar days, whatever the clock does on them. */
import { describe, expect, it } from 'vitest';
import { addIsoDays } from '../../src/lib/dates';

describe('addIsoDays', () => {
  it('counts calendar days forwards and backwards, across months, years and 29 February', () => {
    expect(addIsoDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addIsoDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addIsoDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIsoDays('2025-03-10', 6)).toBe('2025-03-16');
    expect(addIsoDays('2025-03-10', 0)).toBe('2025-03-10');
  });

  it('is not moved by the days Budapest changes its clocks', () => {
    expect(addIsoDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addIsoDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addIsoDays('2025-10-26', -1)).toBe('2025-10-25');
    expect(addIsoDays('2025-10-26', 1)).toBe('2025-10-27');
  });
});
