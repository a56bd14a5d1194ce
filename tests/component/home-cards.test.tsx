/** A home card says, in its own link, what tapping it opens. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ClubEvent } from '../../schema/event.ts';
import events from '../../src/content/events/2025.json';
import { clubEventOf } from '../../src/data/club-event.ts';
import { renderApp } from '../support/render-app.tsx';

const bundled: ClubEvent[] = events.map(clubEventOf);

async function cardLinksOn(day: string, heading: string, list = bundled) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T07:00:00+01:00`));
  onTestFinished(() => void vi.useRealTimers());
  renderApp('/', { events: list });
  await screen.findByRole('heading', { level: 1, name: heading });
  return screen.getAllByRole('article').map((card) => within(card).getByRole('link'));
}

describe('a home card', () => {
  it('tells a coming trip’s card opens the departure, the price and the way to register', async () => {
    const links = await cardLinksOn('2025-03-10', 'Következő túráink');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveTextContent(/Indulás, díj, jelentkezés ›$/);
    // Part of the link's name, so a screen reader says it too.
    expect(links[0]).toHaveAccessibleName(/Indulás, díj, jelentkezés/);
  });

  it('a full trip’s card leads to the waiting list, a cancelled or past one to its page', async () => {
    const byKey = (key: string) => bundled.findIndex((event) => event.key === key);
    const list = bundled.map((event, index) =>
      index === byKey('program6')
        ? { ...event, status: 'full' as const }
        : index === byKey('program7')
          ? { ...event, status: 'cancelled' as const }
          : event,
    );
    const links = await cardLinksOn('2025-03-10', 'Következő túráink', list);
    expect(links.map((link) => link.querySelector('.event-card-opens')?.textContent)).toEqual([
      'Indulás, díj, várólista ›',
      'A túra oldala ›',
      'Indulás, díj, jelentkezés ›',
    ]);
  });

  it('after the season, each past trip’s card opens its page', async () => {
    const links = await cardLinksOn('2026-11-24', 'Legutóbbi túráink');
    for (const link of links)
      expect(link.querySelector('.event-card-opens')).toHaveTextContent('A túra oldala ›');
  });
});
