import type { ClubEvent } from '../../../schema/event.ts';
import { eventDateToIso, formatShortDate, formatWeekday, monthName } from '../../lib/dates.ts';
import { eventTimings, firstUpcomingIndex, type EventTiming } from '../../lib/event-timing.ts';
import { eventLinkSeason, sortEvents } from '../../lib/seasons.ts';
import { TripLink } from '../shared/links.tsx';
import { StatusLine } from '../shared/status-words.tsx';

interface MonthGroup {
  key: string;
  title: string;
  entries: Array<{ event: ClubEvent; index: number; iso: string | null }>;
}

function groupByMonth(events: readonly ClubEvent[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  events.forEach((event, index) => {
    const iso = eventDateToIso(event.date);
    const key = iso ? iso.slice(0, 7) : 'egyeb';
    // Ids (the list's order) and dates need not agree in stored data: one heading per month all the same.
    let group = groups.find((candidate) => candidate.key === key);
    if (!group) {
      const title = iso ? `${iso.slice(0, 4)}. ${monthName(Number(iso.slice(5, 7)))}` : 'Időpont később';
      group = { key, title, entries: [] };
      groups.push(group);
    }
    group.entries.push({ event, index, iso });
  });
  return groups;
}

/**
 * The months before the coming one (the month of the first trip dated today or
 * later), which the program folds away: a visitor looks up what is ahead, and
 * the past months stay one tap away. None when nothing is ahead, or everything.
 */
function monthsBefore(groups: readonly MonthGroup[], sorted: readonly ClubEvent[], today: string) {
  const upcoming = firstUpcomingIndex(sorted, today);
  const coming = groups.find((group) => group.entries.some(({ index }) => index === upcoming));
  if (upcoming === null || !coming || coming.key === 'egyeb') return [];
  return groups.filter((group) => group.key !== 'egyeb' && group.key < coming.key);
}

/** `január–február`, `január`: the months folded away. */
function monthSpan(groups: readonly MonthGroup[]): string {
  const names = groups.map((group) => monthName(Number(group.key.slice(5, 7))));
  return names.length > 1 ? `${names[0]}–${names.at(-1)}` : (names[0] ?? '');
}

/**
 * Every event of the year by month; past ones marked, the next one that takes
 * place highlighted. `shown` (the filters) hides events without changing which is next.
 * With `foldPast`, it opens at the coming month, the months before it behind one tap.
 */
export function YearlyProgram({
  events,
  today,
  shown = () => true,
  difficulty = () => null,
  foldPast = false,
}: {
  events: readonly ClubEvent[];
  today: string;
  shown?: (event: ClubEvent) => boolean;
  /** `könnyűtől nehézig`, or null while the trip's program is not written. */
  difficulty?: (event: ClubEvent) => string | null;
  /** Whether the months before the coming one are folded away (not while the visitor filters). */
  foldPast?: boolean;
}) {
  const sorted = sortEvents(events);
  const timing = eventTimings(sorted, today);
  const groups = groupByMonth(sorted)
    .map((group) => ({ ...group, entries: group.entries.filter(({ event }) => shown(event)) }))
    .filter((group) => group.entries.length > 0);
  const folded = foldPast ? monthsBefore(groups, sorted, today) : [];
  const section = (group: MonthGroup) => (
    <MonthSection key={group.key} group={group} timing={timing} today={today} difficulty={difficulty} />
  );
  const foldedTrips = folded.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <div className="yearly-program">
      {folded.length > 0 ? (
        <details className="earlier-months">
          <summary>
            {/* One flex item, so the words flow as a sentence beside the marker. */}
            <span>
              Korábbi {folded.length > 1 ? 'hónapok' : 'hónap'}:{' '}
              <span className="earlier-span">{monthSpan(folded)}</span> ({foldedTrips} túra)
            </span>
          </summary>
          {folded.map(section)}
        </details>
      ) : null}
      {groups.filter((group) => !folded.includes(group)).map(section)}
    </div>
  );
}

function MonthSection({
  group,
  timing,
  today,
  difficulty,
}: {
  group: MonthGroup;
  timing: (index: number) => EventTiming;
  today: string;
  difficulty: (event: ClubEvent) => string | null;
}) {
  return (
    <section className="month" aria-labelledby={`honap-${group.key}`}>
      <h2 id={`honap-${group.key}`} className="month-title">
        {group.title}
      </h2>
      <ul className="program-list" role="list">
        {group.entries.map(({ event, index, iso }) => {
          const status = timing(index);
          const level = difficulty(event);
          return (
            <li key={event.firestoreId ?? event.id} className={`program-item program-item-${status}`}>
              <TripLink tripKey={event.key} season={eventLinkSeason(event, today)} className="program-link">
                <span className="program-date">
                  {iso ? (
                    <time dateTime={iso}>
                      <span className="program-day">{formatShortDate(iso)}</span>{' '}
                      <span className="program-weekday">{formatWeekday(iso)}</span>
                    </time>
                  ) : (
                    event.date
                  )}
                </span>
                <span className="program-text">
                  <span className="program-name">{event.name}</span>
                  {level ? <span className="program-difficulty">Nehézség: {level}</span> : null}
                  <StatusLine item={event} past={status === 'past'} />
                </span>
                {status === 'next' ? (
                  <span className="status-badge status-next">A következő túra</span>
                ) : null}
                {status === 'past' ? <span className="status-badge status-past">Elmúlt</span> : null}
              </TripLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The program list's placeholder while the events load: here rather than in
 * events-skeleton.tsx, which the home page imports, so the home page does not carry it.
 */
export function ProgramSkeleton() {
  return (
    <div className="yearly-program program-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">A túraprogram betöltése folyamatban…</span>
      {[0, 1, 2].map((month) => (
        <div key={month} className="month" aria-hidden="true">
          <div className="month-title skeleton-text">&nbsp;</div>
          <ul className="program-list">
            {[0, 1].map((row) => (
              <li key={row} className="program-item">
                <div className="program-link skeleton-text">&nbsp;</div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
