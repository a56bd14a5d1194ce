import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClubEvent } from '../../schema/event.ts';
import { EventCarousel } from '../../src/components/home/event-carousel.tsx';
import events from '../../src/content/events/2025.json';
import { clubEventOf } from '../../src/data/club-event.ts';
import { homeWindow } from '../../src/lib/carousel-window.ts';
import { renderApp } from '../support/render-app.tsx';
import { renderInRouter } from '../support/render-in-router.tsx';
import { season2026 } from '../support/season-2026.ts';

/** The carousel's position line reading `text` (its places are a span of their own, kept on one line). */
const positionIs = (text: string) => (_content: string, element: Element | null) =>
  element?.classList.contains('carousel-position') === true && element.textContent === text;

const bundled: ClubEvent[] = events.map(clubEventOf);
const events2026: ClubEvent[] = season2026.map(clubEventOf);

/** The carousel as the home page renders it on `today`. */
function carousel(list: readonly ClubEvent[], today: string) {
  return <EventCarousel first={homeWindow(list, today)} today={today} />;
}

function cardNames() {
  return screen.getAllByRole('group').map((card) => within(card).getByRole('link').textContent);
}

describe('EventCarousel', () => {
  it('opens at the next trip, with the whole card as one link to its page', async () => {
    await renderInRouter(carousel(bundled, '2025-03-10'));
    const cards = screen.getAllByRole('group');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/program6');
    expect(first).toHaveTextContent('2025. március 15., szombat');
    expect(first).toHaveTextContent('Mátra');
    expect(first).toHaveAccessibleDescription('A következő túra');
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/program7');
  });

  it('names each card by its trip, so a list of articles tells them apart', async () => {
    await renderInRouter(carousel(bundled, '2025-03-10'));
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(screen.getByRole('article', { name: 'Mátra: Kékestető és a Csörgő-patak' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Szlovák-karszt: Szádelői-völgy' })).toBeInTheDocument();
  });

  it('moves by one with the arrows and disables them at the ends', async () => {
    const user = userEvent.setup();
    await renderInRouter(carousel(bundled, '2025-12-01'));
    const next = screen.getByRole('button', { name: 'Következő túra' });
    const previous = screen.getByRole('button', { name: 'Előző túra' });
    expect(cardNames()[0]).toMatch(/Adventi|Visegrádi|Eger/);
    expect(next).toHaveAttribute('aria-disabled', 'true');

    await user.click(next);
    expect(screen.getByText(positionIs('A 24 túrából a 22–24.'))).toBeInTheDocument();

    await user.click(previous);
    expect(screen.getByText(positionIs('A 24 túrából a 21–23.'))).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText(positionIs('A 24 túrából a 21–23.'))).toHaveAttribute('aria-live', 'polite');
  });

  it('moves with the arrow keys from inside the carousel', async () => {
    const user = userEvent.setup();
    await renderInRouter(carousel(bundled, '2025-01-01'));
    expect(screen.getByRole('button', { name: 'Előző túra' })).toHaveAttribute('aria-disabled', 'true');
    screen.getByRole('button', { name: 'Következő túra' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText(positionIs('A 24 túrából a 3–5.'))).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText(positionIs('A 24 túrából a 2–4.'))).toBeInTheDocument();
  });

  it('marks the last trips as past, without Naptárba, and names the season that ended', async () => {
    await renderInRouter(carousel(bundled, '2026-11-22'));
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'A 2025. évi túraszezon véget ért. Az új program itt jelenik meg, amint közzétesszük.',
    );
    expect(within(note).getByRole('link', { name: /^A\s2025\.\sévi\sprogram$/ })).toHaveAttribute(
      'href',
      '/evesprogram/2025',
    );
    const cards = screen.getAllByRole('group');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      '2025: 22 / 24',
      '2025: 23 / 24',
      '2025: 24 / 24',
    ]);
    for (const card of cards) {
      expect(within(card).getByRole('link')).toHaveAccessibleDescription('Elmúlt túra');
      expect(within(card).queryByRole('button')).toBeNull();
    }
  });

  it('keeps Naptárba on the upcoming cards when the visitor moves back to past ones', async () => {
    const user = userEvent.setup();
    await renderInRouter(carousel(bundled, '2025-03-10'));
    await user.click(screen.getByRole('button', { name: 'Előző túra' }));
    const cards = screen.getAllByRole('group');
    expect(within(cards[0]!).getByRole('link')).toHaveAccessibleDescription('Elmúlt túra');
    expect(within(cards[0]!).queryByRole('button', { name: /^Naptárba/ })).toBeNull();
    for (const card of cards.slice(1))
      expect(within(card).getByRole('button', { name: /^Naptárba: / })).toBeInTheDocument();
  });

  it('shows the one or two events there are, and a message when there are none', async () => {
    await renderInRouter(carousel(bundled.slice(0, 2), '2025-01-01'));
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(screen.getByText(positionIs('A 2 túrából az 1–2.'))).toBeInTheDocument();
  });

  it('says so when no trip is announced', async () => {
    await renderInRouter(carousel([], '2025-01-01'));
    expect(screen.getByRole('status')).toHaveTextContent('Jelenleg nincs meghirdetett túra.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('EventCarousel with a newer list', () => {
  it('shows the newer list at once and keeps where the visitor moved to', async () => {
    const user = userEvent.setup();
    let replaceEvents!: (events: ClubEvent[]) => void;
    function WithLiveList() {
      const [events, setEvents] = useState(bundled);
      replaceEvents = setEvents;
      return carousel(events, '2025-03-10');
    }
    await renderInRouter(<WithLiveList />);
    expect(cardNames()[0]).toContain('Mátra');
    await user.click(screen.getByRole('button', { name: 'Következő túra' }));
    expect(screen.getByText(positionIs('A 24 túrából a 7–9.'))).toBeInTheDocument();

    const renamed = bundled.map((event) =>
      event.key === 'program7' ? { ...event, name: 'Szádelő: új útvonal' } : event,
    );
    act(() => replaceEvents(renamed));
    expect(cardNames()[0]).toContain('Szádelő: új útvonal');
    expect(screen.getByText(positionIs('A 24 túrából a 7–9.'))).toBeInTheDocument();
  });
});

describe('EventCarousel with two seasons', () => {
  const both = [...bundled, ...events2026];

  it('counts within each season and names both when the cards span the new year', async () => {
    const user = userEvent.setup();
    await renderInRouter(carousel(both, '2025-12-30'));
    const position = screen.getByText(positionIs('Az 5 túrából az 1–3.'));
    await user.click(screen.getByRole('button', { name: 'Előző túra' }));
    expect(position).toHaveTextContent(/^A 2025\. évi 24 túrából a 24\., a 2026\. évi 5 túrából az 1–2\.$/);
    expect(screen.getAllByRole('group').map((card) => card.getAttribute('aria-label'))).toEqual([
      '2025: 24 / 24',
      '2026: 1 / 5',
      '2026: 2 / 5',
    ]);
    await user.click(screen.getByRole('button', { name: 'Előző túra' }));
    expect(position).toHaveTextContent(/^A 2025\. évi 24 túrából a 23–24\., a 2026\. évi 5 túrából az 1\.$/);
  });

  it('after the later season names it, and counts its own trips only', async () => {
    await renderInRouter(carousel(both, '2026-11-24'));
    expect(screen.getByRole('note')).toHaveTextContent(/^A 2026\. évi túraszezon véget ért\./);
    expect(screen.getByText(positionIs('Az 5 túrából a 3–5.'))).toBeInTheDocument();
  });
});

/** The whole home page at a Budapest morning, the clock faked so the test does not depend on the day it runs. */
describe('the home page', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  /** Opens the home page on `day`, waits for its `heading` and returns the carousel. */
  async function homeOn(day: string, heading: string, events?: ClubEvent[]) {
    vi.setSystemTime(new Date(`${day}T07:00:00+01:00`));
    renderApp('/', { events });
    const LAZY_SCREEN = { timeout: 5000 };
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY_SCREEN)).toBeInTheDocument();
    return within(await screen.findByRole('region', { name: 'Túráink' }, LAZY_SCREEN));
  }

  it('a year after the last trip: no promise of next trips, nor of "this year" or "soon"', async () => {
    const carouselRegion = await homeOn('2026-11-24', 'Legutóbbi túráink');
    const note = carouselRegion.getByRole('note');
    expect(note).toHaveTextContent(/2025\. évi túraszezon véget ért/);
    expect(note.textContent).not.toMatch(/idei|hamarosan/i);
    expect(carouselRegion.getByText(positionIs('A 24 túrából a 22–24.'))).toBeInTheDocument();
    expect(carouselRegion.getAllByRole('group')).toHaveLength(3);
    expect(screen.queryAllByRole('button', { name: /Naptárba/ })).toEqual([]);
  });

  it('while a trip is ahead: "Következő túráink", a Naptárba on each card, no note', async () => {
    const carouselRegion = await homeOn('2025-03-10', 'Következő túráink');
    expect(carouselRegion.queryByRole('note')).toBeNull();
    expect(carouselRegion.getAllByRole('button', { name: /^Naptárba: / })).toHaveLength(3);
  });

  it("with the next season's list published, the heading promises its trips again", async () => {
    const carouselRegion = await homeOn('2025-12-30', 'Következő túráink', [...bundled, ...events2026]);
    expect(carouselRegion.getByText(positionIs('Az 5 túrából az 1–3.'))).toBeInTheDocument();
  });

  it('after the later of two seasons, names that one', async () => {
    const carouselRegion = await homeOn('2026-11-24', 'Legutóbbi túráink', [...bundled, ...events2026]);
    expect(carouselRegion.getByRole('note')).toHaveTextContent(/^A 2026\. évi túraszezon véget ért\./);
    expect(carouselRegion.getByRole('link', { name: /^A\s2026\.\sévi\sprogram$/ })).toHaveAttribute(
      'href',
      '/evesprogram/2026/',
    );
  });
});
