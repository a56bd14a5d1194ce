import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '../../schema/event';
import { EventCarousel } from '../../src/components/event-carousel';
import events from '../../src/content/events/2025.json';

async function renderInRouter(node: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
}

const bundled: ClubEvent[] = events;

function cardNames() {
  return screen.getAllByRole('group').map((card) => within(card).getByRole('link').textContent);
}

describe('EventCarousel', () => {
  it('opens at the next trip, with the whole card as one link to its page', async () => {
    await renderInRouter(<EventCarousel events={bundled} today="2025-03-10" />);
    const cards = screen.getAllByRole('group');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/program6');
    expect(first).toHaveTextContent('2025. március 15., szombat');
    expect(first).toHaveTextContent('Mátra');
    expect(first).toHaveAccessibleDescription('A következő túra');
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/program7');
  });

  it('moves by one with the arrows and disables them at the ends', async () => {
    const user = userEvent.setup();
    await renderInRouter(<EventCarousel events={bundled} today="2025-12-01" />);
    const next = screen.getByRole('button', { name: 'Következő túra' });
    const previous = screen.getByRole('button', { name: 'Előző túra' });
    expect(cardNames()[0]).toMatch(/Adventi|Visegrádi|Eger/);
    expect(next).toHaveAttribute('aria-disabled', 'true');

    await user.click(next);
    expect(screen.getByText('22–24. túra (összesen 24)')).toBeInTheDocument();

    await user.click(previous);
    expect(screen.getByText('21–23. túra (összesen 24)')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText('21–23. túra (összesen 24)')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves with the arrow keys from inside the carousel', async () => {
    const user = userEvent.setup();
    await renderInRouter(<EventCarousel events={bundled} today="2025-01-01" />);
    expect(screen.getByRole('button', { name: 'Előző túra' })).toHaveAttribute('aria-disabled', 'true');
    screen.getByRole('button', { name: 'Következő túra' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('3–5. túra (összesen 24)')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('2–4. túra (összesen 24)')).toBeInTheDocument();
  });

  it('marks the last trips as past with a note when the season is over', async () => {
    await renderInRouter(<EventCarousel events={bundled} today="2026-11-22" />);
    expect(screen.getByRole('note')).toHaveTextContent('véget ért');
    const links = screen.getAllByRole('group').map((card) => within(card).getByRole('link'));
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAccessibleDescription('Elmúlt túra');
  });

  it('shows the one or two events there are, and a message when there are none', async () => {
    await renderInRouter(<EventCarousel events={bundled.slice(0, 2)} today="2025-01-01" />);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(screen.getByText('1–2. túra (összesen 2)')).toBeInTheDocument();
  });

  it('says so when no trip is announced', async () => {
    await renderInRouter(<EventCarousel events={[]} today="2025-01-01" />);
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
      return <EventCarousel events={events} today="2025-03-10" />;
    }
    await renderInRouter(<WithLiveList />);
    expect(cardNames()[0]).toContain('Mátra');
    await user.click(screen.getByRole('button', { name: 'Következő túra' }));
    expect(screen.getByText('7–9. túra (összesen 24)')).toBeInTheDocument();

    const renamed = bundled.map((event) =>
      event.pdf === 'program7' ? { ...event, name: 'Szádelő: új útvonal' } : event,
    );
    act(() => replaceEvents(renamed));
    expect(cardNames()[0]).toContain('Szádelő: új útvonal');
    expect(screen.getByText('7–9. túra (összesen 24)')).toBeInTheDocument();
  });
});
