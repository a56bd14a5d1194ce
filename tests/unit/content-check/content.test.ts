import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../content-check/content-check.ts';
import { readContentSources } from '../../../content-check/content-files.ts';

describe('the committed content', () => {
  // The same check as `npm run trips:check`, so a unit test run alone also catches a broken file.
  it('passes every rule: trips, event list, club settings, page table, pictures', () => {
    const report = checkContent(readContentSources(process.cwd()));
    expect(report.problems).toEqual([]);
    expect(report.notes).toEqual([]);
    expect(report.eventCount).toBe(24);
    expect(report.tripCount).toBeGreaterThanOrEqual(9);
  });
});
