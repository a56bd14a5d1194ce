import { describe, expect, it } from 'vitest';
import { detailsConflictText, rebaseDraft, sameDraft } from '../../../organisers/season/details-conflict.ts';
import type { EventDraft } from '../../../organisers/season/season-plan.ts';

const opened: EventDraft = {
  date: '2026.05.02',
  name: 'Mátra: Kékes',
  picture: 'matra.svg',
  pdf: 'program9',
};
/** Another organiser renamed the trip and chose another picture meanwhile. */
const theirs: EventDraft = { ...opened, name: 'Mátra: a Kékes és a Sas-kő', picture: 'kekes.svg' };
const shown = (field: keyof EventDraft, value: string) => (field === 'picture' ? `[${value}]` : value);

describe("two organisers changing one trip's details at once", () => {
  it('keeps the fields this organiser changed and takes the others from the stored event', () => {
    const mine = { ...opened, date: '2026.05.09' };
    expect(rebaseDraft(mine, opened, theirs)).toEqual({ ...theirs, date: '2026.05.09' });
  });

  it('keeps this organiser’s value where both changed the same field, so Mentés writes it', () => {
    const mine = { ...opened, name: 'Mátra: Kékestető' };
    expect(rebaseDraft(mine, opened, theirs)).toEqual({ ...theirs, name: 'Mátra: Kékestető' });
  });

  it('changes nothing when the stored event is the one the form began from', () => {
    const mine = { ...opened, pdf: 'program10' };
    expect(rebaseDraft(mine, opened, opened)).toEqual(mine);
    expect(sameDraft(opened, { ...opened })).toBe(true);
    expect(sameDraft(opened, theirs)).toBe(false);
  });

  it("says what the other organiser changed, what is kept of this one's, and what each button does", () => {
    const mine = { ...opened, date: '2026.05.09' };
    expect(detailsConflictText(mine, opened, theirs, shown)).toBe(
      'Közben egy másik szervező is módosította ezt a túrát (név: „Mátra: a Kékes és a Sas-kő”, kép: „[kekes.svg]”), ' +
        'ezért a mentésed nem íródott be. A mezőkben most az ő változtatása áll, és megmaradt a tiéd is ' +
        '(dátum: „2026.05.09”): a Mentés gombbal a tiéd is beíródik, a Mégsem gombbal marad, ami most áll.',
    );
  });
});
