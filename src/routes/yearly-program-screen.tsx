/** The yearly program screen, loaded with its route (src/routes/yearly-program.tsx) so the home page does not carry it. */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import tripIndex from 'virtual:trip-index';
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
import { ProgramFilterControls } from '../components/program-filters';
import { ProgramSkeleton, YearlyProgram } from '../components/yearly-program';
import { eventDateToIso } from '../lib/dates';
import { difficultySummary } from '../lib/difficulty';
import { yearlyProgramJsonLd } from '../lib/json-ld';
import { matchesFilters } from '../lib/program-filter-match';
import { parseProgramFilters, type ProgramFilters } from '../lib/program-filters';
import type { ClubEvent } from '../../schema/event';

const route = getRouteApi('/evesprogram');

/** What the filters know of an event: its month, and from its trip file the levels and length. */
function filterable(event: ClubEvent) {
  const iso = eventDateToIso(event.date);
  const trip = tripIndex[event.pdf];
  return {
    month: iso ? Number(iso.slice(5, 7)) : null,
    difficulties: trip?.difficulties ?? null,
    multiDay: trip?.multiDay ?? false,
  };
}

const difficultyOf = (event: ClubEvent) => {
  const trip = tripIndex[event.pdf];
  return trip ? difficultySummary(trip.difficulties) : null;
};

function programYear(dates: readonly string[]): string {
  const years = [...new Set(dates.map((date) => date.slice(0, 4)))].filter((year) => /^\d{4}$/.test(year));
  if (years.length === 0) return '';
  return years.length === 1 ? years[0]! : `${years[0]}–${years.at(-1)}`;
}

export function YearlyProgramScreen() {
  const events = useQuery(eventsQueryOptions());
  const today = useToday();
  // The router merges the raw address parameters into a route's validated ones, so a wrong value
  // (`?honap=13`) would come through: read them through the same parser again.
  const filters = parseProgramFilters(route.useSearch());
  const navigate = route.useNavigate();
  // A new history entry per change: the back button undoes the last filter.
  const setFilters = (next: ProgramFilters) => void navigate({ search: next, resetScroll: false });
  const shown = (event: ClubEvent) => matchesFilters(filterable(event), filters);
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
          <ProgramFilterControls
            filters={filters}
            onChange={setFilters}
            shownCount={events.data.filter(shown).length}
            totalCount={events.data.length}
            withoutDifficulty={events.data.filter((event) => !tripIndex[event.pdf]).length}
          />
          {events.data.some(shown) ? null : (
            <p className="notice">
              Egy túra sem felel meg a szűrőknek. A „Szűrők törlése” gomb újra az egész évet mutatja.
            </p>
          )}
          <YearlyProgram events={events.data} today={today} shown={shown} difficulty={difficultyOf} />
          <JsonLdScript data={() => yearlyProgramJsonLd(events.data, club, siteUrls(), title)} />
        </>
      )}
      <div className="page-actions">
        <BackButton />
      </div>
    </div>
  );
}
