/** The yearly program screen, loaded with its routes (src/routes/yearly-program-routes.tsx) so the home page does not carry it. */
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import tripIndex from 'virtual:trip-index';
import type { ClubEvent } from '../../schema/event.ts';
import { club } from '../data/club.ts';
import { eventsQueryOptions, seasonProgramQueryOptions, type SeasonProgram } from '../data/events.ts';
import { siteUrls } from '../data/site.ts';
import { YearCalendarButton } from '../components/program/year-calendar-button.tsx';
import { JsonLdScript } from '../components/shared/json-ld-script.tsx';
import { BackButton } from '../components/shared/links.tsx';
import { ShareButton } from '../components/shared/share-button.tsx';
import { EventsLoadError, EventsRefreshError, NoEventsNotice } from '../components/shared/status-views.tsx';
import { usePageHead } from '../components/shared/use-page-head.ts';
import { useToday } from '../components/shared/use-today.ts';
import { ProgramFilterControls } from '../components/program/program-filters.tsx';
import { ProgramSkeleton, YearlyProgram } from '../components/program/yearly-program-list.tsx';
import {
  eventDifficulty,
  filterableTrip,
  hasFilters,
  matchesFilters,
  tripFactsOf,
} from '../lib/program-filter-match.ts';
import { parseProgramFilters, type ProgramFilters } from '../lib/program-filters.ts';
import { currentSeason, eventsOfSeason, neighbourSeasons, seasonsOf } from '../lib/seasons.ts';

/** Offline, with the subscription's chunk never fetched: what it needs, and how to get it. */
function CalendarSubscriptionOffline() {
  return (
    <p className="calendar-subscription">
      A naptárra feliratkozáshoz internetkapcsolat kell. Ha lesz térerő, töltse újra az oldalt.
    </p>
  );
}

// Below the program and in the browser only (it needs the site's address): its text is not part of the
// first view. Nor of the offline precache: subscribing needs the network anyway.
const CalendarSubscription = lazy(async () => ({
  default:
    (await import('../components/program/calendar-subscription.tsx').catch(() => null))
      ?.CalendarSubscription ?? CalendarSubscriptionOffline,
}));

// Each event's facts come from its own season's trip: a reused key's other years never speak for it.
const difficultyOf = (event: ClubEvent) => eventDifficulty(tripIndex, event);

/** A season's program, or, on `/evesprogram/` with no events at all, none (season null). */
type ShownProgram = Omit<SeasonProgram, 'season'> & { season: number | null };

/**
 * What the screen shows: the season in the address (`/evesprogram/2025/`),
 * or the current one (`/evesprogram/`) from the recent events.
 */
function useShownProgram(year: string | undefined, today: string) {
  const season = year === undefined ? undefined : Number(year);
  const recent = useQuery({ ...eventsQueryOptions(), enabled: season === undefined });
  const archive = useQuery({ ...seasonProgramQueryOptions(season ?? 0), enabled: season !== undefined });
  if (season !== undefined) {
    return { query: archive, program: archive.data ?? null };
  }
  let program: ShownProgram | null = null;
  if (recent.data) {
    const shown = currentSeason(recent.data, today);
    program =
      shown === null
        ? { season: null, events: [], previous: null, next: null }
        : {
            season: shown,
            events: eventsOfSeason(recent.data, shown),
            ...neighbourSeasons(seasonsOf(recent.data), shown),
          };
  }
  return { query: recent, program };
}

/** Links to the seasons before and after, so last year's program stays a click away. */
function SeasonLinks({ previous, next }: { previous: number | null; next: number | null }) {
  if (previous === null && next === null) return null;
  return (
    <nav className="season-links" aria-label="Más évek programja">
      {previous !== null ? (
        <Link
          to="/evesprogram/$year/"
          params={{ year: String(previous) }}
          className="button button-secondary"
        >
          <span aria-hidden="true">←</span> {previous}. évi program
        </Link>
      ) : null}
      {next !== null ? (
        <Link to="/evesprogram/$year/" params={{ year: String(next) }} className="button button-secondary">
          {next}. évi program <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}

export function YearlyProgramScreen() {
  const { year } = useParams({ strict: false });
  const today = useToday();
  const { query, program } = useShownProgram(year, today);
  // The router merges the raw address parameters into a route's validated ones, so a wrong value
  // (`?honap=13`) would come through: read them through the same parser again.
  const filters = parseProgramFilters(useSearch({ strict: false }));
  const navigate = useNavigate();
  // A new history entry per change: the back button undoes the last filter.
  const setFilters = (next: ProgramFilters) => void navigate({ to: './', search: next, resetScroll: false });
  const shown = (event: ClubEvent) => matchesFilters(filterableTrip(tripIndex, event), filters);
  const title = program?.season ? `Éves program ${program.season}` : 'Éves program';
  const count = program?.events.length ?? 0;
  usePageHead(
    title,
    count > 0
      ? `${club.clubName}: a ${program!.season}. évi túraprogram, mind a ${count} túra időpontja és úti célja hónapok szerint.`
      : `${club.clubName}: az éves túraprogram, a túrák időpontja és úti célja hónapok szerint.`,
    program?.season ? `evesprogram/${program.season}` : null,
  );

  return (
    <div className="yearly">
      <div className="page-actions">
        <BackButton />
      </div>
      <h1>{title}</h1>
      {/* Under the heading: a visitor on last year's program sees at once that a newer one is out. */}
      <SeasonLinks previous={program?.previous ?? null} next={program?.next ?? null} />
      {query.isPending ? (
        <ProgramSkeleton />
      ) : !program ? (
        <EventsLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : program.events.length === 0 ? (
        <NoEventsNotice />
      ) : (
        <>
          <div className="trip-actions">
            <YearCalendarButton events={program.events} club={club} title={title} />
            <ShareButton
              title={title}
              {...(year === undefined ? {} : { page: `evesprogram/${program.season}` })}
            />
          </div>
          <ProgramFilterControls
            filters={filters}
            onChange={setFilters}
            shownCount={program.events.filter(shown).length}
            totalCount={program.events.length}
            withoutDifficulty={program.events.filter((event) => !tripFactsOf(tripIndex, event)).length}
          />
          {program.events.some(shown) ? null : (
            <p className="notice">
              Egy túra sem felel meg a szűrőknek. A „Szűrők törlése” gomb újra az egész évet mutatja.
            </p>
          )}
          <YearlyProgram
            events={program.events}
            today={today}
            shown={shown}
            difficulty={difficultyOf}
            foldPast={!hasFilters(filters)}
          />
          <Suspense fallback={null}>
            <CalendarSubscription />
          </Suspense>
          <JsonLdScript
            data={(jsonLd) => jsonLd.yearlyProgramJsonLd(program.events, club, siteUrls(), title)}
          />
        </>
      )}
      <div className="page-actions">
        <BackButton />
      </div>
      {query.isError && program ? (
        <EventsRefreshError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
    </div>
  );
}
