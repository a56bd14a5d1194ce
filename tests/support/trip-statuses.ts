/**
 * The statuses the tests give trips of the 2025 program (tests/support/trip-status-screens.ts
 * checks how they show): apart, so the e2e global setup can write them into its fixture
 * build without loading the browser helpers.
 */

/** The note the club writes on the cancelled trip. */
export const CANCELLED_NOTE = 'Kevés jelentkező miatt elmarad.';

/**
 * The statuses to give the events: program6 (15 March 2025, the next trip on
 * the tests' day, 10 March) is cancelled, program7 (5 April) is full.
 */
export const STATUSES = {
  program6: { status: 'cancelled', statusNote: CANCELLED_NOTE },
  program7: { status: 'full' },
} as const;
