/**
 * Whether a trip lasts more than a day: its end date is after its start date.
 * trips:check refuses an end date on or before the start, so what the site
 * shows never meets one. Imports nothing: the build's trip index uses it too.
 */
export function lastsSeveralDays(trip: { startDate: string; endDate?: string | undefined }): boolean {
  return trip.endDate !== undefined && trip.endDate > trip.startDate;
}
