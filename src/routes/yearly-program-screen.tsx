/** The yearly program screen, loaded with its route (src/routes/yearly-program.tsx) so the home page does not carry it. */
import { useQuery } from '@tanstack/react-query';
import { club } from '../data/club';
import { eventsQueryOptions } from '../data/events';
import { siteUrls } from '../data/site';
import { YearCalendarButton } from '../components/calendar-button';
import { JsonLdScript } from '../components/json-ld-script';
import { BackButton } from '../components/links';
import { ShareButton } from '../components/share-button';
import { EventsLoadError, EventsRefreshError, NoEventsNotice } from '../components/status-views';
import { useDocumentTitle } from '../components/use-document-title';
import { useToday } from '../components/use-today';
import { ProgramSkeleton, YearlyProgram } from '../components/yearly-program';
import { yearlyProgramJsonLd } from '../lib/json-ld';

function programYear(dates: readonly string[]): string {
  const years = [...new Set(dates.map((date) => date.slice(0, 4)))].filter((year) => /^\d{4}$/.test(year));
  if (years.length === 0) return '';
  return years.length === 1 ? years[0]! : `${years[0]}–${years.at(-1)}`;
}

export function YearlyProgramScreen() {
  const events = useQuery(eventsQueryOptions());
  const today = useToday();
  const year = events.data ? programYear(events.data.map((event) => event.date)) : '';
  const title = year ? `Éves program ${year}` : 'Éves program';
  useDocumentTitle(
    title,
    events.data && events.data.length > 0
      ? `${club.clubName}: ${year ? `a ${year}. évi` : 'az éves'} túraprogram, mind a ${events.data.length} túra időpontja és úti célja hónapok szerint.`
      : `${club.clubName}: az éves túraprogram, a túrák időpontja és úti célja hónapok szerint.`,
  );

  return (
    <div className="yearly">
      <div className="page-actions">
        <BackButton />
      </div>
      <h1>{title}</h1>
      {events.isError && events.data ? (
        <EventsRefreshError onRetry={() => void events.refetch()} retrying={events.isFetching} />
      ) : null}
      {events.isPending ? (
        <ProgramSkeleton />
      ) : !events.data ? (
        <EventsLoadError onRetry={() => void events.refetch()} retrying={events.isFetching} />
      ) : events.data.length === 0 ? (
        <NoEventsNotice />
      ) : (
        <>
          <div className="trip-actions">
            <YearCalendarButton events={events.data} club={club} title={title} />
            <ShareButton title={title} />
          </div>
          <YearlyProgram events={events.data} today={today} />
          <JsonLdScript data={() => yearlyProgramJsonLd(events.data, club, siteUrls(), title)} />
        </>
      )}
      <div className="page-actions">
        <BackButton />
      </div>
    </div>
  );
}
