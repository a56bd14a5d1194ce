/**
 * What a status needs besides itself: the reason (required where hikers must be told why),
 * a weather-dependent trip's decision time, a postponed trip's new date if known.
 */
import { useState, type FormEvent } from 'react';
import { EVENT_TEXT_LIMITS } from '../../schema/changes.ts';
import { choiceLabel, needsReason, type StatusChoice, type StatusInput } from '../events/event-model.ts';

type Details = Omit<StatusInput, 'choice'>;

export function StatusForm(props: {
  /** The card's heading id: the fields' ids begin with it. */
  idPrefix: string;
  choice: StatusChoice;
  initial: Required<Details>;
  busy: boolean;
  onSave: (input: StatusInput) => void;
}) {
  const { idPrefix, choice, busy } = props;
  const [note, setNote] = useState(props.initial.note);
  const [decisionBy, setDecisionBy] = useState(props.initial.decisionBy);
  const [newDate, setNewDate] = useState(props.initial.newDate);
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    props.onSave({ choice, note, decisionBy, newDate });
  };
  return (
    <form onSubmit={submit} className="status-form">
      {choice !== 'ok' ? (
        <>
          <label htmlFor={`${idPrefix}-note`}>
            Indoklás{needsReason(choice) ? ' (kötelező)' : ' (nem kötelező)'}
          </label>
          <input
            id={`${idPrefix}-note`}
            value={note}
            onChange={(change) => setNote(change.target.value)}
            aria-required={needsReason(choice)}
            aria-describedby={`${idPrefix}-note-limit`}
          />
          <p id={`${idPrefix}-note-limit`} className="meta">
            Egy-két mondat, legfeljebb {EVENT_TEXT_LIMITS.statusNote} betű ({note.trim().length} eddig).
          </p>
        </>
      ) : null}
      {choice === 'tentative' ? (
        <>
          <label htmlFor={`${idPrefix}-decision`}>Döntés ideje (ÉÉÉÉ.HH.NN ÓÓ:PP)</label>
          <input
            id={`${idPrefix}-decision`}
            value={decisionBy}
            onChange={(change) => setDecisionBy(change.target.value)}
            inputMode="numeric"
          />
        </>
      ) : null}
      {choice === 'postponed' ? (
        <>
          <label htmlFor={`${idPrefix}-new-date`}>Új időpont, ha már tudjátok (ÉÉÉÉ.HH.NN)</label>
          <input
            id={`${idPrefix}-new-date`}
            value={newDate}
            onChange={(change) => setNewDate(change.target.value)}
            inputMode="numeric"
          />
        </>
      ) : null}
      <button type="submit" disabled={busy}>
        Mentés: {choiceLabel[choice]}
      </button>
    </form>
  );
}
