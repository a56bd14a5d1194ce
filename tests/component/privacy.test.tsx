/**
 * The privacy notice: linked from every screen's footer, it says what the club keeps about
 * the people who register by phone, why, for how long, who sees it and whom to ask, with the
 * club settings' contact and the keeping times the nightly step keeps to.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import club from '../../src/content/club.json';
import { HISTORY_KEPT_MONTHS, LIST_KEPT_DAYS } from '../../schema/changes.ts';
import { renderApp } from '../support/render-app.tsx';

describe('the privacy notice', () => {
  it('is a link away from the footer of every screen, and says what is kept, why, how long and whom to ask', async () => {
    const user = userEvent.setup();
    renderApp('/evesprogram/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Adatkezelési tájékoztató' }));
    const notice = await screen.findByRole(
      'article',
      { name: 'Adatkezelési tájékoztató' },
      { timeout: 10_000 },
    );
    expect(document.title).toMatch(/^Adatkezelési tájékoztató – /);
    expect(
      within(notice)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Mit tárolunk, és miért', 'Meddig', 'Ki látja', 'Az Ön jogai']);
    expect(notice).toHaveTextContent('nevét, a telefonszámát');
    expect(notice).toHaveTextContent(`a túra után ${LIST_KEPT_DAYS} nappal töröljük`);
    expect(notice).toHaveTextContent(`${HISTORY_KEPT_MONTHS} hónapig`);
    expect(within(notice).getByText(club.privacyContact).tagName).toBe('STRONG');
    expect(notice).toHaveTextContent('nevek és telefonszámok soha');
    // Every caller's data has its time, a removed trip's and one taken with no signal too.
    expect(notice).toHaveTextContent(`az utolsó bejegyzés után ${LIST_KEPT_DAYS} nappal töröljük`);
    // And off the organisers' phones, not only the server.
    expect(notice).toHaveTextContent('A szervezők telefonjáról is eltűnnek');
    expect(notice).toHaveTextContent('telefonszámot vagy e-mail-címet nem enged beírni');
    // The sample club's name begins with a consonant: its article is a, not both forms.
    expect(notice).toHaveTextContent(`Ez a honlap a ${club.clubName} túráit mutatja be.`);
    // The map links go to another host only when tapped, and say whose.
    expect(notice).toHaveTextContent('A Térkép linkek a Google Térképet nyitják meg');
  });
});
