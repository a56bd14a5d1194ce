import type { ClubSettings } from '../../../schema/club.ts';
import type { ClubEvent } from '../../../schema/event.ts';
import { CalendarButton, calendarDownloads } from '../shared/calendar-button.tsx';

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
