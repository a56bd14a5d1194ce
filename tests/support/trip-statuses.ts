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

/**
 * Statuses for what a trip page says about registering, read before any script
 * (tests/e2e/trip-status.test.ts): program9 (3 May 2025) postponed to 17 May, program13 and
 * program15 (21 June and 5 July, placeholders) cancelled, and postponed with no new date yet.
 * None is among the trips the status screens look at, nor of the two-season checks.
 */
export const REGISTRATION_STATUSES = {
  program9: { status: 'postponed', statusNote: 'Árvíz miatt.', newDate: '2025.05.17' },
  program13: { status: 'cancelled', statusNote: CANCELLED_NOTE },
  program15: { status: 'postponed', statusNote: 'Útlezárás miatt.' },
} as const;
