/**
 * One coming trip on the organisers' board: how visitors see it (the site's StatusWords), its
 * status (rendben, megtelt saved by their tap; the others by their form, unsaved-looking until
 * sent), undo, and a change refused as another organiser's came first, kept to send again.
 */
import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { newChangeId } from '../events/change-batch.ts';
import { compactDate } from '../events/season-documents.ts';
import type { Club } from '../app/club-firebase.ts';
import type { PageEvent } from '../events/event-reads.ts';
import { ChangedMeanwhile, saveStatus } from '../events/event-saves.ts';
import { failureText } from '../app/failure-text.ts';
import { focusInPlace, focusOnShow } from '../app/focus.ts';
import { RefusedChanges, VisitorsWords } from './refused-changes.tsx';
import { Problems } from '../app/problems.tsx';
import { StatusForm } from './status-form.tsx';
import { TripListPanel } from '../trip-list/index.ts';
import { answered, keepWaiting, leftFromEarlier } from './waiting-changes.ts';
import {
  choiceLabel,
  choiceOf,
  defaultDecisionTime,
  needsForm,
  recordOf,
  STATUS_CHOICES,
  withStatus,
  type EventRecord,
  type StatusChoice,
} from '../events/event-model.ts';
import { problemsOf } from '../events/event-problems.ts';

export function TripStatusCard(props: {
  club: Club;
  user: User;
  event: PageEvent;
  /** A change of this trip is only on this phone so far. */
  pending: boolean;
  online: boolean; // the board reads the server now, not the phone's copy
}) {
  const { club, user, event, pending, online } = props;
  const saved = recordOf(event); // this phone's changes included: the base its next change names
  const [before, setBefore] = useState<EventRecord | null>(null);
  const [choice, setChoice] = useState<StatusChoice | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // Refused as another organiser's came first: kept, each to be sent again in one tap.
  const [refused, setRefused] = useState<EventRecord[]>([]);
  const [taken, setTaken] = useState(false); // by the server: until then only on this phone
  const [busy, setBusy] = useState(false);
  // Up at each call-off the server takes with a signal: the list opens at the callers to tell.
  const [showTell, setShowTell] = useState(0);
  const headingId = `trip-${event.firestoreId}`;
  // Called off: the page scrolls to the callers to tell (tell-callers.tsx), not back to the save.
  const focusSaid = saved.status === 'cancelled' || saved.status === 'postponed' ? focusInPlace : focusOnShow;

  // On the phone as soon as Firestore holds it: the card is free again, with its undo.
  if (busy && pending) setBusy(false);

  // Changes made before a reload that the server has answered for since: the refused ones are
  // shown beside what is stored, as a refusal seen by the page that sent it would be.
  useEffect(() => {
    if (pending || !online) return;
    let wanted = true;
    leftFromEarlier(club, event.documentId).then(
      (left) => {
        if (!wanted) return;
        const refusedEarlier = left.filter((change) => change.refused).map((change) => change.record);
        if (refusedEarlier.length > 0) setRefused((earlier) => [...earlier, ...refusedEarlier]);
        for (const change of left) answered(change.changeId);
      },
      // Read again at the next answer for this trip.
      () => undefined,
    );
    return () => {
      wanted = false;
    };
  }, [club, event.documentId, pending, online]);

  // Sent to Firestore at once, signal or not (the page's queries module): Firestore keeps it
  // on the phone until the server answers, which may be after a reload.
  const save = useMutation({
    mutationFn: ({ next, changeId }: { next: EventRecord; changeId: string }) =>
      saveStatus(club, event, next, user.email ?? '', changeId),
    onSuccess: (_saved, { next, changeId }) => {
      answered(changeId);
      if (online && (next.status === 'cancelled' || next.status === 'postponed')) setShowTell((n) => n + 1);
      setTaken(true);
      setBusy(false);
    },
    onError: (error, { next, changeId }) => {
      answered(changeId);
      setBusy(false);
      setBefore(null);
      if (error instanceof ChangedMeanwhile && error.current) {
        // Another organiser's came first: theirs shown, this one beside it, ready to go again.
        setRefused((earlier) => [...earlier, next]);
      } else {
        setProblems([failureText(error)]);
      }
    },
  });

  function write(next: EventRecord, previous: EventRecord | null) {
    const found = problemsOf(next);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    setRefused([]);
    setTaken(false);
    setBefore(previous);
    setChoice(null);
    const changeId = newChangeId(club.db);
    keepWaiting({ documentId: event.documentId, changeId, record: next });
    save.mutate({ next, changeId });
  }

  function pick(next: StatusChoice) {
    setProblems([]);
    setRefused([]);
    if (needsForm(next)) {
      setChoice(next);
      return;
    }
    // A tap does what it shows: the status is saved, its Visszavonás beside it.
    setChoice(null);
    if (next !== choiceOf(saved))
      write(withStatus(saved, { choice: next, note: '', decisionBy: '', newDate: '' }), saved);
  }

  return (
    <li className="trip" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {compactDate(saved.date)} · {saved.name}
      </h3>
      <div className="visitors-see" role="group" aria-labelledby={`${headingId}-see`}>
        <span id={`${headingId}-see`} className="see-label">
          Így látják a túrázók:
        </span>{' '}
        <VisitorsWords record={saved} />
      </div>
      <div className="choices" role="group" aria-label={`${saved.name}: állapot`}>
        {STATUS_CHOICES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={choiceOf(saved) === option}
            className={`choice choice-${option}${choice === option ? ' choice-picked' : ''}`}
            onClick={() => pick(option)}
            disabled={busy}
          >
            {choiceLabel[option]}
          </button>
        ))}
      </div>
      {choice ? (
        <StatusForm
          key={choice}
          idPrefix={headingId}
          choice={choice}
          initial={{
            note: choice === choiceOf(saved) ? (saved.statusNote ?? '') : '',
            decisionBy: saved.decisionBy ?? defaultDecisionTime(saved.date),
            newDate: saved.newDate ?? '',
          }}
          busy={busy}
          onSave={(input) => write(withStatus(saved, input), saved)}
        />
      ) : null}
      {refused.length > 0 ? (
        <RefusedChanges
          refused={refused}
          busy={busy}
          onSend={(record) => write(record, saved)}
          onKeepTheirs={() => setRefused([])}
        />
      ) : null}
      {pending && !choice ? (
        <p role="status" className="pending" tabIndex={-1} ref={focusSaid}>
          Még csak ezen a készüléken: elküldjük, amint lesz térerő.{' '}
          {before ? (
            <button type="button" disabled={busy} onClick={() => write(before, null)}>
              Visszavonás
            </button>
          ) : null}
        </p>
      ) : null}
      {taken && !pending && before && !choice ? (
        <p role="status" className="saved" tabIndex={-1} ref={focusSaid}>
          Mentve.{' '}
          <button type="button" disabled={busy} onClick={() => write(before, null)}>
            Visszavonás
          </button>
        </p>
      ) : null}
      <Problems lines={problems} />
      <TripListPanel club={club} user={user} event={event} showTell={showTell} online={online} />
    </li>
  );
}
