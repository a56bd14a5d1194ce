/**
 * The form an organiser fills in for an event of the season: its date with the weekday
 * beside it, its name, its picture seen as it will look, and its page on the site.
 */
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { eventDateToIso, formatWeekday } from '../../src/lib/dates.ts';
import { rebaseDraft, sameDraft } from './details-conflict.ts';
import { Problems } from '../app/problems.tsx';
import type { EventDraft } from './season-plan.ts';

export const PICTURES = __SITE_PICTURES__;
/** A new event's picture until one is chosen: the site's own stand-in, if it has one. */
export const FIRST_PICTURE = PICTURES.includes('default.svg') ? 'default.svg' : (PICTURES[0] ?? '');

/** A picture as the site serves it, beside this page (/szervezo/ is one folder down). */
export const pictureSrc = (file: string) => `/pictures/${file}`;
/** A picture's name as a volunteer reads it: `magas-tatra.svg` is *Magas tatra*. */
const pictureName = (file: string) => {
  const words = file.replace(/\.[a-z]+$/i, '').replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
/** Where the trip's page is on the site: `/2026/program7/`. */
export const pageAddress = (date: string, key: string) => `/${date.slice(0, 4)}/${key}/`;

export const weekdayOf = (date: string) => {
  const day = eventDateToIso(date);
  return day ? formatWeekday(day) : '';
};

export const idText = (id: number) => `Sorszám: ${id}`;

/** A field's value as the form shows it: a picture by its name. */
export const shownValue = (field: keyof EventDraft, value: string) =>
  field === 'picture' ? pictureName(value) : value;

/** The four fields an organiser fills in; the id is the page's, shown only. */
export function EventForm(props: {
  label: string;
  idText: string;
  initial: EventDraft;
  onSave: (draft: EventDraft) => Promise<string[]>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(props.initial);
  // The event as the form began from. When another organiser's change arrives (a refused save
  // read the event again), the fields not changed here take it and the changed ones stay.
  const [base, setBase] = useState(props.initial);
  if (!sameDraft(base, props.initial)) {
    setBase(props.initial);
    setDraft(rebaseDraft(draft, base, props.initial));
  }
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
