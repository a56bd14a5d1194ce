import type { ClubSettings } from '../../../schema/club.ts';
import type { Trip } from '../../../schema/trip.ts';
import type { StatusInfo } from '../../lib/trip-status.ts';

/** What the trip page and its parts that need all of it (the header, the calendar button) are given. */
export interface TripPageProps {
  trip: Trip;
  club: ClubSettings;
  /** The trip's event, for its status (full, cancelled, postponed); absent while unknown. */
  event?: StatusInfo | undefined;
}
