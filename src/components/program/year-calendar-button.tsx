import type { ClubSettings } from '../../../schema/club';
import type { ClubEvent } from '../../../schema/event';
import { CalendarButton, calendarDownloads } from '../shared/calendar-button';

/** The yearly program's button: every event in one file. */
export function YearCalendarButton({
  events,
  club,
  title,
}: {
  events: readonly ClubEvent[];
  club: ClubSettings;
  title: string;
}) {
  return (
    <CalendarButton
      label="Éves program naptárba"
      save={async () => (await calendarDownloads()).downloadYearCalendar(events, club, title)}
    />
  );
}
