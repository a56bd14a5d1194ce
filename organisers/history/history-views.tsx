/**
 * The way back on the organisers' page: a trip's changes (who, when, what), each
 * undone in one more tap, and the season's removed events, each restored whole.
 * Every way back is a change of its own, recorded in the history.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ChangedMeanwhile } from '../events/event-saves.ts';
import { failureText } from '../app/failure-text.ts';
import { type Club } from '../app/club-firebase.ts';
import { type PageEvent } from '../events/event-reads.ts';
import { changeText, isPartChange, removedFromSeason, whenText, type HistoryEntry } from './history-plan.ts';
import { IdTaken, restorePart, restoreRemoved } from './history.ts';
import { eventHistoryKey, eventHistoryQuery, removalsKey, removalsQuery } from './history-queries.ts';
import { dateWithWeekday, nextFreeId, type SeasonDocument } from '../events/season-documents.ts';
import { StatusWords } from '../../src/components/shared/status-words.tsx';

/** A message that takes the focus when it appears, so a screen reader reads the result of a tap. */
function Said({ text, alert }: { text: string | null; alert?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [text]);
  if (!text) return null;
  return (
    <p ref={ref} tabIndex={-1} role={alert ? 'alert' : 'status'} className={alert ? 'problem' : 'saved'}>
      {text}
    </p>
  );
}

/** A trip's changes, newest first; a status or details change undone in one tap. */
export function EventChanges(props: {
  club: Club;
  by: string;
  event: PageEvent;
  onChanged: (next: PageEvent | null) => void;
}) {
  const { club, event } = props;
  const queryClient = useQueryClient();
  const history = useQuery(eventHistoryQuery(club, event.documentId));
  const entries = history.data ?? null;
  const [said, setSaid] = useState<{ text: string; alert?: boolean } | null>(null);
  const undo = useMutation({
    mutationFn: (entry: HistoryEntry & { kind: 'status' | 'details' }) =>
      restorePart(club, event, entry, props.by),
    onSuccess: (next, entry) => {
      props.onChanged(next);
      setSaid({
        text: `Visszaállítva: ${changeText({ ...entry, before: entry.after, after: entry.before })}`,
      });
      void queryClient.invalidateQueries({ queryKey: eventHistoryKey(event.documentId) });
    },
    onError: (error) => {
      if (error instanceof ChangedMeanwhile) props.onChanged(error.current);
      setSaid({ text: failureText(error), alert: true });
    },
  });
  const loadError = history.isError
    ? { text: `A változások betöltése nem sikerült. ${failureText(history.error)}`, alert: true }
    : null;
  const shown = said ?? loadError;

  return (
    <section className="changes" aria-label={`${event.name}: változások`}>
      <Said text={shown?.text ?? null} alert={shown?.alert} />
      {entries === null && !history.isError ? <p>A változások betöltése…</p> : null}
      {entries?.length === 0 ? <p>Ennek a túrának még nincs mentett változása.</p> : null}
      {entries && entries.length > 0 ? (
        <ol className="change-list">
          {entries.map((entry) => (
            <li key={entry.entryId}>
              <p className="meta">
                {whenText(entry.at)} · {entry.by}
              </p>
              <p>{changeText(entry)}</p>
              {isPartChange(entry) ? (
                <button
                  type="button"
                  className="quiet"
                  disabled={undo.isPending}
                  onClick={() => {
                    setSaid(null);
                    undo.mutate(entry);
                  }}
                >
                  Visszaállítás az előzőre
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

type Restoring = { removal: string; takenId?: number } | null;

/** The season's removed events, each back in one tap with everything it had. */
export function RemovedEvents(props: {
  club: Club;
  by: string;
  season: number;
  documents: readonly SeasonDocument[];
  onRestored: (event: PageEvent) => void;
}) {
  const { club, season } = props;
  const queryClient = useQueryClient();
  const removals = useQuery(removalsQuery(club));
  const [said, setSaid] = useState<{ text: string; alert?: boolean } | null>(null);
  const [restoring, setRestoring] = useState<Restoring>(null);
  const restore = useMutation({
    mutationFn: ({ removal, newId }: { removal: (typeof removed)[number]; newId?: number }) =>
      restoreRemoved(club, removal, props.by, newId),
    onMutate: ({ removal }) => setRestoring({ removal: removal.entryId }),
    onSuccess: (restored, { removal }) => {
      // Off the list at once; the history holds the restore as a change of its own.
      queryClient.setQueryData(removalsKey, (current: HistoryEntry[] | undefined) => [
        ...(current ?? []),
        { ...removal, entryId: `${removal.entryId}-back`, kind: 'restore' as const, base: removal.entryId },
      ]);
      setRestoring(null);
      setSaid({ text: `Visszaállítva: ${restored.date} · ${restored.name} (${restored.id}. sorszám)` });
      props.onRestored(restored);
    },
    onError: (error, { removal }) => {
      if (error instanceof IdTaken) {
        setRestoring({ removal: removal.entryId, takenId: nextFreeId(season, props.documents) });
        return;
      }
      setRestoring(null);
      setSaid({ text: failureText(error), alert: true });
    },
  });
  const loadError = removals.isError
    ? { text: `A törölt túrák betöltése nem sikerült. ${failureText(removals.error)}`, alert: true }
    : null;
  const shown = said ?? loadError;
  const removed = removals.data ? removedFromSeason(removals.data, season) : [];

  if (removed.length === 0 && !shown) return null;
  return (
    <section aria-labelledby="removed-heading" className="removed">
      <h2 id="removed-heading">Törölt események</h2>
      <Said text={shown?.text ?? null} alert={shown?.alert} />
      <ul className="trips">
        {removed.map((removal) => (
          <li key={removal.entryId} className="trip">
            <h3>
              {dateWithWeekday(removal.record.date)} · {removal.record.name}
            </h3>
            <p className="meta">
              Törölte: {removal.by}, {whenText(removal.at)}
            </p>
            {removal.record.status ? (
              <p>
                <StatusWords item={removal.record} />
              </p>
            ) : null}
            {restoring?.removal === removal.entryId && restoring.takenId !== undefined ? (
              <>
                <p role="alert" className="problem">
                  A {removal.record.id}. sorszámot közben egy másik túra kapta. Visszaállíthatom a{' '}
                  {restoring.takenId}. sorszámmal.
                </p>
                <button type="button" onClick={() => restore.mutate({ removal, newId: restoring.takenId })}>
                  Visszaállítás {restoring.takenId}. sorszámmal
                </button>
              </>
            ) : (
              <button type="button" disabled={restoring !== null} onClick={() => restore.mutate({ removal })}>
                Visszaállítás
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
