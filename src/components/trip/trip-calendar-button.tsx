import { isOver } from '../../lib/event-timing.ts';
import { CalendarButton, calendarDownloads } from '../shared/calendar-button.tsx';
import { useToday } from '../shared/use-today.ts';
import type { TripPageProps } from './trip-page-props.ts';

/**
 * A trip page's button; none once the trip is over (isOver), as on the cards.
 * It asks for today itself, so every trip page drops it the same way.
 */
export function TripCalendarButton({ trip, club, event }: TripPageProps) {
  const today = useToday();
  if (isOver(trip.startDate, today)) return null;
  return (
    <CalendarButton save={async () => (await calendarDownloads()).downloadTripCalendar(trip, club, event)} />
  );
}
