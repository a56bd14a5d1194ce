import type { ClubEvent } from '../../schema/event';
import { eventDateToIso, formatShortDate, formatWeekday, monthName } from '../lib/dates';
import { findNextIndex } from '../lib/carousel-window';
import { eventLinkSeason, sortEvents } from '../lib/seasons';
import { TripLink } from './links';

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
    let group = groups.at(-1);
    if (!group || group.key !== key) {
      const title = iso ? `${iso.slice(0, 4)}. ${monthName(Number(iso.slice(5, 7)))}` : 'Időpont később';
      group = { key, title, entries: [] };
      groups.push(group);
    }
    group.entries.push({ event, index, iso });
  });
  return groups;
}

/** Every event of the year by month; past ones marked, the next one highlighted. */
export function YearlyProgram({ events, today }: { events: readonly ClubEvent[]; today: string }) {
  const sorted = sortEvents(events);
  const nextIndex = findNextIndex(sorted, today);
  return (
    <div className="yearly-program">
      {groupByMonth(sorted).map((group) => (
        <section key={group.key} className="month" aria-labelledby={`honap-${group.key}`}>
          <h2 id={`honap-${group.key}`} className="month-title">
            {group.title}
          </h2>
          <ul className="program-list" role="list">
            {group.entries.map(({ event, index, iso }) => {
              const status =
                nextIndex === null || index < nextIndex ? 'past' : index === nextIndex ? 'next' : 'upcoming';
              return (
                <li key={event.firestoreId ?? event.id} className={`program-item program-item-${status}`}>
                  <TripLink
                    tripKey={event.pdf}
                    season={eventLinkSeason(event, today)}
                    className="program-link"
                  >
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
                    <span className="program-name">{event.name}</span>
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
      ))}
    </div>
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
