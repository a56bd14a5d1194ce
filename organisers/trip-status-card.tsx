/**
 * One coming trip on the organisers' board: how visitors see it, its status set in two
 * taps (the status, then save), undo, and a change refused because another organiser's
 * came first kept beside theirs, to be sent again in one tap. What is saved is shown as
 * visitors will read it (the site's StatusWords).
 */
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { StatusWords } from '../src/components/shared/status-words.tsx';
import type { Club } from './club-firebase.ts';
import type { PageEvent } from './event-reads.ts';
import { ChangedMeanwhile, saveStatus } from './event-saves.ts';
import { failureText } from './failure-text.ts';
import { focusOnShow } from './focus.ts';
import { StatusForm } from './status-form.tsx';
import {
  choiceLabel,
  choiceOf,
  defaultDecisionTime,
  problemsOf,
  recordOf,
  STATUS_CHOICES,
  withStatus,
  type EventRecord,
  type StatusChoice,
} from './status-plan.ts';

export function TripStatusCard({ club, user, event }: { club: Club; user: User; event: PageEvent }) {
  // The event as stored after the last read or write: the base its next change names.
  const [current, setCurrent] = useState<PageEvent>(event);
  const saved = recordOf(current);
  const [before, setBefore] = useState<EventRecord | null>(null);
  const [choice, setChoice] = useState<StatusChoice | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // A change refused because another organiser's came first: kept, to be sent again in one tap.
  const [refused, setRefused] = useState<EventRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const documentId = event.firestoreId;
  const headingId = `trip-${documentId ?? event.id}`;

  async function write(next: EventRecord, previous: EventRecord | null) {
    const found = problemsOf(next);
    setProblems(found);
    if (found.length > 0 || !documentId) return;
    setBusy(true);
    setRefused(null);
    try {
      setCurrent(await saveStatus(club, current, next, user.email ?? ''));
      setBefore(previous);
      setChoice(null);
    } catch (error) {
      if (error instanceof ChangedMeanwhile && error.current) {
        // Another organiser's change came first: the trip as it is now, this organiser's change
        // beside it, ready to go again on top of theirs; nothing of either is lost.
        setCurrent(error.current);
        setBefore(null);
        setChoice(null);
        setRefused(next);
      } else {
        setProblems([failureText(error)]);
      }
    } finally {
      setBusy(false);
    }
  }

  function pick(next: StatusChoice) {
    setProblems([]);
    setRefused(null);
    setChoice(next);
  }

  return (
    <li className="trip" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {saved.date} · {saved.name}
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
            aria-pressed={(choice ?? choiceOf(saved)) === option}
            className={`choice choice-${option}`}
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
          onSave={(input) => void write(withStatus(saved, input), saved)}
        />
      ) : null}
      {refused ? (
        <div role="alert" className="conflict" tabIndex={-1} ref={focusOnShow}>
          <p>
            Közben egy másik szervező módosította ezt a túrát, ezért a te mentésed nem íródott be. Most az
            látszik, amit ő mentett (fent).
          </p>
          <p>
            A te változtatásod: <VisitorsWords record={refused} />
          </p>
          <div className="actions">
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() => void write(refused, saved)}
            >
              Mégis ezt mentem
            </button>
            <button type="button" className="quiet" disabled={busy} onClick={() => setRefused(null)}>
              Marad az övé
            </button>
          </div>
        </div>
      ) : null}
      {before && !choice ? (
        <p role="status" className="saved" tabIndex={-1} ref={focusOnShow}>
          Mentve.{' '}
          <button type="button" disabled={busy} onClick={() => void write(before, null)}>
            Visszavonás
          </button>
        </p>
      ) : null}
      {problems.length > 0 ? (
        <ul role="alert" className="problem" tabIndex={-1} ref={focusOnShow}>
          {problems.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A trip's status as the site words it for visitors; no status is a trip going ahead as planned. */
function VisitorsWords({ record }: { record: EventRecord }) {
  return record.status ? <StatusWords item={record} /> : <span>A túra rendben, a terv szerint.</span>;
}
