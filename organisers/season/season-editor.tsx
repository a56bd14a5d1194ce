/**
 * The season's events on the organisers' page: pick a season, see its events
 * by date, add, edit or remove one, and copy a season's program onto the next
 * year. What may be saved and what a copy writes is decided in season-plan.ts;
 * this reads, writes and shows. Nothing changes on screen until the write has
 * succeeded.
 */
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { budapestDay } from '../../src/lib/dates.ts';
import { yearOfDay } from '../../src/lib/seasons.ts';
import type { Club } from '../app/club-firebase.ts';
import { detailsConflictText } from './details-conflict.ts';
import { EventForm, FIRST_PICTURE, idText, PICTURES, shownValue } from './event-form.tsx';
import type { PageEvent } from '../events/event-reads.ts';
import { ChangedMeanwhile } from '../events/event-saves.ts';
import { failureText, removedMeanwhileText } from '../app/failure-text.ts';
import { EventChanges, RemovedEvents } from '../history/index.ts';
import { CopyPanel, useSeasonCopy } from './season-copy.tsx';
import { SeasonEventCard } from './season-event-card.tsx';
import { nextFreeId } from '../events/season-documents.ts';
import {
  byDate,
  draftOf,
  newEventDraft,
  recordFromDraft,
  seasonChoices,
  seasonProblems,
  type EventDraft,
} from './season-plan.ts';
import { recordOf } from '../events/event-model.ts';
import { useSeasonWrites } from './season-writes.ts';
import { useSeason } from './use-season.ts';

export function SeasonEditor({ club, user }: { club: Club; user: User }) {
  const thisYear = yearOfDay(budapestDay(new Date()));
  const [season, setSeason] = useState(thisYear);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // Read again after each removal, so the event just removed is offered back at once.
  const [removals, setRemovals] = useState(0);
  const by = user.email ?? '';

  const { read, loadError, retry, added, replace, removed } = useSeason(club, season);
  const writes = useSeasonWrites(club, season, by);

  const copy = useSeasonCopy(club, season, by, {
    onStart: () => setNotice(null),
    onCopied: (next, message) => show(next, message),
  });

  function show(next: number, message: string | null = null) {
    setSeason(next);
    setAdding(false);
    copy.cancelCopy();
    setNotice(message);
  }

  async function add(draft: EventDraft): Promise<string[]> {
    if (!read) return [];
    const id = nextFreeId(season, read.documents);
    const record = recordFromDraft(draft, { id });
    const problems = seasonProblems(record, season, PICTURES);
    if (problems.length > 0) return problems;
    try {
      added(await writes.add(record));
      setAdding(false);
      setNotice(`Mentve: ${record.date} · ${record.name}`);
      return [];
    } catch (error) {
      return [failureText(error)];
    }
  }

  async function edit(event: PageEvent, draft: EventDraft): Promise<string[]> {
    const record = recordFromDraft(draft, recordOf(event));
    const problems = seasonProblems(record, season, PICTURES);
    if (problems.length > 0) return problems;
    try {
      replace(event.documentId, await writes.edit(event, record));
      setNotice(null);
      return [];
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile)) return [failureText(error)];
      replace(event.documentId, error.current);
      if (!error.current) return goneMeanwhile(event);
      return [detailsConflictText(draft, draftOf(event), draftOf(error.current), shownValue)];
    }
  }

  async function remove(event: PageEvent): Promise<string[]> {
    try {
      await writes.remove(event);
      removed(event);
      setNotice(`Törölve: ${event.date} · ${event.name}. Lent, a Törölt események között visszaállíthatod.`);
      setRemovals((count) => count + 1);
      return [];
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile)) return [failureText(error)];
      replace(event.documentId, error.current);
      return error.current ? [failureText(error)] : goneMeanwhile(event);
    }
  }

  /** The event another organiser removed meanwhile: its card is gone, so the season says it. */
  function goneMeanwhile(event: PageEvent): string[] {
    setNotice(removedMeanwhileText(event));
    setRemovals((count) => count + 1);
    return [];
  }

  return (
    <section aria-labelledby="season-heading">
      <h2 id="season-heading">Az évad programja</h2>
      <label htmlFor="evad">Évad</label>
      <select id="evad" value={season} onChange={(change) => show(Number(change.target.value))}>
        {seasonChoices(thisYear, season).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      {loadError ? (
        <p role="alert" className="problem">
          Az évad betöltése nem sikerült. {loadError}{' '}
          <button type="button" onClick={retry}>
            Újrapróbálom
          </button>
        </p>
      ) : null}
      {!read && !loadError ? <p>Az évad betöltése…</p> : null}
      {read ? (
        <>
          <p role="status" className="saved">
            {notice}
          </p>
          {adding ? (
            <EventForm
              label={`Új túra a ${season}. évadba`}
              idText={idText(nextFreeId(season, read.documents))}
              initial={newEventDraft(season, read.events, FIRST_PICTURE)}
              onSave={add}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <button
              type="button"
              className="wide"
              onClick={() => {
                setNotice(null);
                setAdding(true);
              }}
            >
              Új túra a {season}. évadba
            </button>
          )}
          {read.events.length === 0 ? (
            <p>A {season}. évadban még nincs túra.</p>
          ) : (
            <ul className="trips" aria-label={`A ${season}. évad túrái`}>
              {byDate(read.events).map((event) => (
                <SeasonEventCard
                  key={event.firestoreId ?? `${event.date}-${event.id}`}
                  event={event}
                  onSave={(draft) => edit(event, draft)}
                  onRemove={() => remove(event)}
                  changes={
                    <EventChanges
                      club={club}
                      by={by}
                      event={event}
                      onChanged={(next) => replace(event.documentId, next)}
                    />
                  }
                />
              ))}
            </ul>
          )}
          <RemovedEvents
            key={removals}
            club={club}
            by={by}
            season={season}
            documents={read.documents}
            onRestored={added}
          />
          {read.events.length > 0 ? (
            <CopyPanel
              season={season}
              copying={copy.copying}
              onPreview={() => void copy.previewCopy(read.events)}
              onConfirm={(plan) => void copy.confirmCopy(plan)}
              onCancel={copy.cancelCopy}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
