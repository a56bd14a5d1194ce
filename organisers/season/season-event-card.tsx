/**
 * One event of the season on the organisers' page: its day, number, picture and page, with
 * editing, removal (confirmed first) and its changes on request.
 */
import { useState, type ReactNode } from 'react';
import type { PageEvent } from '../events/event-reads.ts';
import { EventForm, idText, pageAddress, pictureSrc, weekdayOf } from './event-form.tsx';
import { focusOnShow } from '../app/focus.ts';
import { Problems } from '../app/problems.tsx';
import { draftOf, type EventDraft } from './season-plan.ts';

export function SeasonEventCard(props: {
  event: PageEvent;
  onSave: (draft: EventDraft) => Promise<string[]>;
  onRemove: () => Promise<string[]>;
  /** The trip's changes, shown on request. */
  changes: ReactNode;
}) {
  const { event } = props;
  const [mode, setMode] = useState<'view' | 'edit' | 'remove' | 'saved'>('view');
  const [showChanges, setShowChanges] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const headingId = `evad-${event.firestoreId ?? event.id}`;

  const remove = () => {
    setBusy(true);
    void props.onRemove().then((found) => {
      // On success the card is gone; only a refusal is left to show.
      setProblems(found);
      setBusy(false);
    });
  };

  return (
    <li className="trip" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {event.date} · {event.name}
      </h3>
      <div className="event-meta">
        <img src={pictureSrc(event.picture)} alt="" width={64} height={48} />
        <p className="meta">
          {weekdayOf(event.date)} · {event.id}. sorszám · oldala: {pageAddress(event.date, event.pdf)}
        </p>
      </div>
      {mode === 'edit' ? (
        <EventForm
          label={`${event.name}: szerkesztés`}
          idText={idText(event.id)}
          initial={draftOf(event)}
          onSave={async (draft) => {
            const found = await props.onSave(draft);
            if (found.length === 0) setMode('saved');
            return found;
          }}
          onCancel={() => setMode('view')}
        />
      ) : mode === 'remove' ? (
        <div className="confirm" role="group" aria-label={`${event.name}: törlés`}>
          <p>Biztosan törlöd? A túra eltűnik a honlapról.</p>
          <div className="actions">
            <button type="button" className="danger" disabled={busy} onClick={remove}>
              Igen, törlöm
            </button>
            <button type="button" className="quiet" disabled={busy} onClick={() => setMode('view')}>
              Mégsem
            </button>
          </div>
        </div>
      ) : (
        <div className="actions">
          <button
            type="button"
            onClick={() => {
              setProblems([]);
              setMode('edit');
            }}
          >
            Szerkesztés
          </button>
          <button
            type="button"
            className="quiet"
            onClick={() => {
              setProblems([]);
              setMode('remove');
            }}
          >
            Törlés
          </button>
          <button
            type="button"
            className="quiet"
            aria-expanded={showChanges}
            onClick={() => setShowChanges((shown) => !shown)}
          >
            Változások
          </button>
        </div>
      )}
      {showChanges ? props.changes : null}
      {mode === 'saved' ? (
        <p role="status" className="saved" tabIndex={-1} ref={focusOnShow}>
          Mentve.
        </p>
      ) : null}
      <Problems lines={problems} />
    </li>
  );
}
