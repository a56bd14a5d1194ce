import type { ClubSettings } from '../../../schema/club';
import type { Trip } from '../../../schema/trip';
import type { StatusInfo } from '../../lib/trip-status';

/** What the trip page and its parts that need all of it (the header, the calendar button) are given. */
export interface TripPageProps {
  trip: Trip;
  club: ClubSettings;
  /** The trip's event, for its status (full, cancelled, postponed); absent while unknown. */
  event?: StatusInfo | undefined;
}
