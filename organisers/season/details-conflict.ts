/**
 * Two organisers changing one trip's details (date, name, picture, page) at once: the later
 * save is refused, since the change it was based on is no longer the stored one, and the page
 * reads the trip again (event-saves.ts). Nothing either of them typed is lost: the fields this
 * organiser left alone take the other's values, the ones they changed keep theirs, so one more
 * tap on Mentés writes both changes.
 */
import type { EventDraft } from './season-plan.ts';

/** Each field as the form names it to an organiser. */
const FIELD_WORDS: Record<keyof EventDraft, string> = {
  date: 'dátum',
  name: 'név',
  picture: 'kép',
  pdf: 'oldal',
};
const FIELDS = Object.keys(FIELD_WORDS) as Array<keyof EventDraft>;

export const sameDraft = (a: EventDraft, b: EventDraft) => FIELDS.every((field) => a[field] === b[field]);

/** `draft`, begun on `before`, moved onto `after`: the fields changed in it keep their values. */
export function rebaseDraft(draft: EventDraft, before: EventDraft, after: EventDraft): EventDraft {
  const moved = { ...after };
  for (const field of FIELDS) if (draft[field] !== before[field]) moved[field] = draft[field];
  return moved;
}

/** The fields that differ from `from` to `to`, in words: `név: „Mátra”`. */
function changes(
  from: EventDraft,
  to: EventDraft,
  shown: (field: keyof EventDraft, value: string) => string,
) {
  return FIELDS.filter((field) => from[field] !== to[field])
    .map((field) => `${FIELD_WORDS[field]}: „${shown(field, to[field])}”`)
    .join(', ');
}

/**
 * The refused save in words: what the other organiser changed, that this organiser's own
 * change is still in the form, and what each button does now.
 */
export function detailsConflictText(
  draft: EventDraft,
  before: EventDraft,
  after: EventDraft,
  shown: (field: keyof EventDraft, value: string) => string,
): string {
  const theirs = changes(before, after, shown);
  const own = changes(before, draft, shown);
  return [
    `Közben egy másik szervező is módosította ezt a túrát${theirs ? ` (${theirs})` : ''}, ezért a mentésed nem íródott be.`,
    `A mezőkben most az ő változtatása áll, és megmaradt a tiéd is${own ? ` (${own})` : ''}:`,
    'a Mentés gombbal a tiéd is beíródik, a Mégsem gombbal marad, ami most áll.',
  ].join(' ');
}
