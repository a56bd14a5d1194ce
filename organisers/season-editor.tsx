/**
 * The season's events on the organisers' page: pick a season, see its events
 * by date, add, edit or remove one, and copy a season's program onto the next
 * year. What may be saved and what a copy writes is decided in season-plan.ts;
 * this reads, writes and shows. Nothing changes on screen until the write has
 * succeeded.
 */
import type { User } from 'firebase/auth';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { budapestDay, eventDateToIso, formatWeekday } from '../src/lib/dates.ts';
import { yearOfDay } from '../src/lib/seasons.ts';
import {
  addEvent,
  ChangedMeanwhile,
  copySeason,
  CopyStopped,
  failureText,
  readSeason,
  removeEvent,
  saveDetails,
  type Club,
  type PageEvent,
  type SeasonRead,
} from './club-firebase.ts';
import {
  byDate,
  dateWithWeekday,
  draftOf,
  nextFreeId,
  nextTripKey,
  planSeasonCopy,
  recordFromDraft,
  seasonChoices,
  seasonProblems,
  type CopyPlan,
  type EventDraft,
} from './season-plan.ts';
import { EventChanges, RemovedEvents } from './history-views.tsx';
import { recordOf } from './status-plan.ts';
import { focusOnShow } from './focus.ts';

const PICTURES = __SITE_PICTURES__;
/** A new event's picture until one is chosen: the site's own stand-in, if it has one. */
const FIRST_PICTURE = PICTURES.includes('default.svg') ? 'default.svg' : (PICTURES[0] ?? '');

/** A picture as the site serves it, beside this page (/szervezo/ is one folder down). */
const pictureSrc = (file: string) => `/pictures/${file}`;
/** A picture's name as a volunteer reads it: `magas-tatra.svg` is *Magas tatra*. */
const pictureName = (file: string) => {
  const words = file.replace(/\.[a-z]+$/i, '').replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
/** Where the trip's page is on the site: `/2026/program7/`. */
const pageAddress = (date: string, key: string) => `/${date.slice(0, 4)}/${key}/`;

type ReadyCopy = Extract<CopyPlan, { ready: true }>;
type Copying =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'refused'; reason: string }
  | { step: 'preview'; plan: ReadyCopy; busy?: boolean; copied?: number; error?: string };

export function SeasonEditor({ club, user }: { club: Club; user: User }) {
  const thisYear = yearOfDay(budapestDay(new Date()));
  const [season, setSeason] = useState(thisYear);
  const [loaded, setLoaded] = useState<{ season: number; read: SeasonRead } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [copying, setCopying] = useState<Copying>({ step: 'idle' });
  // Read again after each removal, so the event just removed is offered back at once.
  const [removals, setRemovals] = useState(0);
  const by = user.email ?? '';

  useEffect(() => {
    // A season picked while another was loading: the older answer is dropped.
    let wanted = true;
    readSeason(club, season).then(
      (read) => {
        if (wanted) setLoaded({ season, read });
      },
      (error: unknown) => {
        if (wanted) setLoadError(failureText(error));
      },
    );
    return () => {
      wanted = false;
    };
  }, [club, season, attempt]);

  const read = loaded?.season === season ? loaded.read : null;

  function show(next: number, message: string | null = null) {
    setSeason(next);
    setLoadError(null);
    setAdding(false);
    setCopying({ step: 'idle' });
    setNotice(message);
  }

  /** The season on screen after a write that succeeded. */
  function update(change: (read: SeasonRead) => SeasonRead) {
    setLoaded((current) => (current?.season === season ? { season, read: change(current.read) } : current));
  }

  async function add(draft: EventDraft): Promise<string[]> {
    if (!read) return [];
    const id = nextFreeId(season, read.documents);
    const record = recordFromDraft(draft, { id });
    const problems = seasonProblems(record, season, PICTURES);
    if (problems.length > 0) return problems;
    try {
      const added = await addEvent(club, season, record, by);
      update((current) => ({
        events: [...current.events, added],
        documents: [...current.documents, { documentId: added.documentId, id }],
      }));
      setAdding(false);
      setNotice(`Mentve: ${record.date} · ${record.name}`);
      return [];
    } catch (error) {
      return [failureText(error)];
    }
  }

  /** One event replaced on screen by what is stored now (none: it is gone). */
  function replace(documentId: string, next: PageEvent | null) {
    update((current) => ({
      ...current,
      events: current.events.flatMap((other) =>
        other.documentId !== documentId ? [other] : next ? [next] : [],
      ),
    }));
  }

  async function edit(event: PageEvent, draft: EventDraft): Promise<string[]> {
    const record = recordFromDraft(draft, recordOf(event));
    const problems = seasonProblems(record, season, PICTURES);
    if (problems.length > 0) return problems;
    try {
      replace(event.documentId, await saveDetails(club, event, record, by));
      setNotice(null);
      return [];
    } catch (error) {
      if (error instanceof ChangedMeanwhile) replace(event.documentId, error.current);
      return [failureText(error)];
    }
  }

  async function remove(event: PageEvent): Promise<string[]> {
    try {
      await removeEvent(club, event, by);
      update((current) => ({
        events: current.events.filter((other) => other.firestoreId !== event.firestoreId),
        documents: current.documents.filter((other) => other.documentId !== event.firestoreId),
      }));
      setNotice(`Törölve: ${event.date} · ${event.name}. Lent, a Törölt események között visszaállíthatod.`);
      setRemovals((count) => count + 1);
      return [];
    } catch (error) {
      if (error instanceof ChangedMeanwhile) replace(event.documentId, error.current);
      return [failureText(error)];
    }
  }

  async function previewCopy(events: readonly PageEvent[]) {
    setNotice(null);
    setCopying({ step: 'checking' });
    try {
      const target = await readSeason(club, season + 1);
      const plan = planSeasonCopy(events, season, season + 1, target.documents);
      setCopying(plan.ready ? { step: 'preview', plan } : { step: 'refused', reason: plan.reason });
    } catch (error) {
      setCopying({ step: 'refused', reason: failureText(error) });
    }
  }

  async function confirmCopy(plan: ReadyCopy) {
    setCopying({ step: 'preview', plan, busy: true, copied: 0 });
    try {
      await copySeason(club, plan.events, by, (copied) =>
        setCopying({ step: 'preview', plan, busy: true, copied }),
      );
      show(
        plan.to,
        `Átmásolva: ${plan.events.length} túra a ${plan.to}. évadba. Igazítsd, ami idén másképp lesz.`,
      );
    } catch (error) {
      if (!(error instanceof CopyStopped)) {
        setCopying({ step: 'preview', plan, error: failureText(error) });
        return;
      }
      // What was written stays; the rest is offered again, as a copy of its own.
      const copied = error.copied.map(({ record }) => `${dateWithWeekday(record.date)} · ${record.name}`);
      setCopying({
        step: 'preview',
        plan: { ...plan, events: [...error.rest] },
        error: [
          `A másolás megakadt: ${failureText(error.reason)}`,
          copied.length > 0
            ? `Átmásolva (${copied.length}): ${copied.join('; ')}.`
            : 'Egy túra sem másolódott át.',
          `Még hátravan ${error.rest.length} túra: a lenti gombbal folytathatod.`,
        ].join(' '),
      });
    }
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
          <button
            type="button"
            onClick={() => {
              setLoadError(null);
              setAttempt((count) => count + 1);
            }}
          >
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
              initial={{
                date: `${season}.`,
                name: '',
                picture: FIRST_PICTURE,
                pdf: nextTripKey(read.events),
              }}
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
            onRestored={(restored) =>
              update((current) => ({
                events: [...current.events, restored],
                documents: [...current.documents, { documentId: restored.documentId, id: restored.id }],
              }))
            }
          />
          {read.events.length > 0 ? (
            <CopyPanel
              season={season}
              copying={copying}
              onPreview={() => void previewCopy(read.events)}
              onConfirm={(plan) => void confirmCopy(plan)}
              onCancel={() => setCopying({ step: 'idle' })}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

const weekdayOf = (date: string) => {
  const day = eventDateToIso(date);
  return day ? formatWeekday(day) : '';
};

const idText = (id: number) => `Sorszám: ${id}`;

function SeasonEventCard(props: {
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

/** The four fields an organiser fills in; the id is the page's, shown only. */
function EventForm(props: {
  label: string;
  idText: string;
  initial: EventDraft;
  onSave: (draft: EventDraft) => Promise<string[]>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(props.initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const field = (name: keyof EventDraft) => ({
    id: `${id}-${name}`,
    name,
    value: draft[name],
    onChange: (change: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft((current) => ({ ...current, [name]: change.target.value })),
  });
  // A picture typed in the console that the site lacks stays visible, and the check names it.
  const pictures =
    PICTURES.includes(draft.picture) || !draft.picture ? PICTURES : [draft.picture, ...PICTURES];

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setBusy(true);
    void props.onSave(draft).then((found) => {
      setProblems(found);
      setBusy(false);
    });
  };

  return (
    // noValidate: the page's own check words every refusal, as trips:check does; the browser's would not.
    <form className="event-form" aria-label={props.label} onSubmit={submit} noValidate>
      <p className="meta">{props.idText}</p>
      <label htmlFor={`${id}-date`}>Dátum (ÉÉÉÉ.HH.NN)</label>
      <input {...field('date')} inputMode="decimal" autoComplete="off" aria-describedby={`${id}-day`} />
      <p id={`${id}-day`} className="meta day">
        {weekdayOf(draft.date.trim())}
      </p>
      <label htmlFor={`${id}-name`}>A túra neve</label>
      <input {...field('name')} autoComplete="off" />
      <label htmlFor={`${id}-picture`}>Kép</label>
      <div className="picture-choice">
        <select {...field('picture')}>
          {pictures.map((picture) => (
            <option key={picture} value={picture}>
              {pictureName(picture)}
            </option>
          ))}
        </select>
        {draft.picture ? <img src={pictureSrc(draft.picture)} alt="" width={96} height={72} /> : null}
      </div>
      <label htmlFor={`${id}-pdf`}>A túra oldala a honlapon (pl. program7)</label>
      <input
        {...field('pdf')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby={`${id}-address`}
      />
      <p id={`${id}-address`} className="meta day">
        {draft.pdf.trim() ? `Címe: ${pageAddress(draft.date.trim(), draft.pdf.trim())}` : ' '}
      </p>
      <Problems lines={problems} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          Mentés
        </button>
        <button type="button" className="quiet" disabled={busy} onClick={props.onCancel}>
          Mégsem
        </button>
      </div>
    </form>
  );
}

function CopyPanel(props: {
  season: number;
  copying: Copying;
  onPreview: () => void;
  onConfirm: (plan: ReadyCopy) => void;
  onCancel: () => void;
}) {
  const { season, copying } = props;
  const next = season + 1;
  return (
    <section aria-labelledby="copy-heading" className="copy">
      <h2 id="copy-heading">Átmásolás a következő évre</h2>
      {copying.step === 'preview' ? (
        <>
          <p>
            Ezek kerülnek a {next}. évadba, mind ugyanarra a hétnapra, állapot nélkül. Amíg nem koppintasz a
            másolásra, semmi nem íródik.
          </p>
          <ol className="copy-preview" aria-label={`A ${next}. évad túrái a másolás után`}>
            {copying.plan.events.map(({ documentId, record, fromDate }) => (
              <li key={documentId}>
                <strong>{dateWithWeekday(record.date)}</strong> · {record.name}{' '}
                <span className="meta">(most: {fromDate})</span>
              </li>
            ))}
          </ol>
          <div className="actions">
            <button
              type="button"
              className="primary"
              disabled={copying.busy}
              onClick={() => props.onConfirm(copying.plan)}
            >
              {copying.busy
                ? `Másolás… ${copying.copied ?? 0} / ${copying.plan.events.length}`
                : `Másolás: ${copying.plan.events.length} túra`}
            </button>
            <button type="button" className="quiet" disabled={copying.busy} onClick={props.onCancel}>
              Mégsem
            </button>
          </div>
          <Problems lines={copying.error ? [copying.error] : []} />
        </>
      ) : (
        <>
          <p>
            A {season}. évad minden túrája a {next}. évadba, ugyanarra a hétnapra, a legközelebbi dátumra.
            Előbb megmutatom, mi lesz.
          </p>
          <button
            type="button"
            className="wide"
            disabled={copying.step === 'checking'}
            onClick={props.onPreview}
          >
            Átmásolás: {season} → {next}
          </button>
          {copying.step === 'refused' ? <Problems lines={[copying.reason]} /> : null}
        </>
      )}
    </section>
  );
}

function Problems({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul role="alert" className="problem" tabIndex={-1} ref={focusOnShow}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
