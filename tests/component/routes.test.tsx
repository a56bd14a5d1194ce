import { act, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import events2025 from '../../src/content/events/2025.json';
import { clubEventOf } from '../../src/data/club-event.ts';
import { keyEventsQueryOptions } from '../../src/data/events.ts';
import program1 from '../../trips/2025/program1.json';
import program6Trip from '../../trips/2025/program6.json';
import { renderApp } from '../support/render-app.tsx';

/** The trip screen is a lazily loaded module: its first import in a test run compiles it. */
const LAZY_SCREEN = { timeout: 10_000 };

describe('addresses', () => {
  it.each(['/', '/home'])('%s shows the home screen with the Éves prog button', async (path) => {
    // In the season: the heading promises the next trips (after it, carousel.test.tsx).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-10T07:00:00+01:00'));
    onTestFinished(() => void vi.useRealTimers());
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Következő túráink' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Éves prog' })).toHaveAttribute('href', '/evesprogram/');
    expect(document.title).toMatch(/^Túraprogramok – /);
  });

  it('program2 shows the same trip document as program1', async () => {
    renderApp('/program2');
    // The trip screen is a lazily loaded module (src/routes/trip-screen.tsx): its first import here compiles it.
    expect(
      await screen.findByRole('heading', { level: 1, name: program1.title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(document.title).toContain(program1.title);
  });

  it('a trip without a written program shows the placeholder, its event and a way back', async () => {
    // What it says about registering depends on the day: registration-states.test.tsx.
    renderApp('/program12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pieniny: tutajozás a Dunajecen' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('2025. június 7., szombat')[0]!.closest('.date-badge')).not.toBeNull();
    expect(screen.getAllByRole('link', { name: /vissza/ })[0]).toHaveAttribute('href', '/');
  });

  it.each(['/program14', '/program', '/program0', '/program007', '/program99', '/valami'])(
    '%s is not found, in Hungarian, with a way home',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ez az oldal nem található' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Vissza a kezdőlapra' })).toHaveAttribute('href', '/');
      expect(document.title).toMatch(/^Az oldal nem található/);
    },
  );
});

describe("a trip page follows a newer read of its key's events, in place", () => {
  const program6 = clubEventOf(events2025.find((event) => event.pdf === 'program6')!);
  const keyEvents = (season?: number) => keyEventsQueryOptions('program6', season).queryKey;
  const atMorning = (day: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T07:00:00+01:00`));
    onTestFinished(() => void vi.useRealTimers());
  };

  it('a cancellation read after the page showed appears on the same page', async () => {
    const { queryClient } = renderApp('/2025/program6');
    const heading = await screen.findByRole('heading', { level: 1, name: program6Trip.title }, LAZY_SCREEN);
    expect(screen.queryByText(/Kevés jelentkező miatt elmarad\./)).toBeNull();

    act(() => {
      queryClient.setQueryData(keyEvents(2025), [
        { ...program6, status: 'cancelled', statusNote: 'Kevés jelentkező miatt elmarad.' },
      ]);
    });
    expect(await screen.findByText(/Kevés jelentkező miatt elmarad\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('a trip taken out of the program since leaves the page not found', async () => {
    const { queryClient } = renderApp('/2025/program6');
    await screen.findByRole('heading', { level: 1, name: program6Trip.title }, LAZY_SCREEN);

    act(() => void queryClient.setQueryData(keyEvents(2025), []));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ez az oldal nem található' }),
    ).toBeInTheDocument();
  });

  it("a read that brings the key's trip of another season shows that season's trip document once it is loaded", async () => {
    // The address first knew only next year's program6, which has no written program yet.
    atMorning('2025-03-10');
    const nextYear = { ...program6, id: 3, date: '2026.03.14', name: 'Mátra 2026' };
    const { queryClient } = renderApp('/program6', { queries: [{ key: keyEvents(), data: [nextYear] }] });
    expect(
      await screen.findByText('EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...', {}, LAZY_SCREEN),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mátra 2026' })).toBeInTheDocument();

    // This year's, five days ahead, is the next one now: its trip document replaces the placeholder,
    // which stays in sight while the document loads (React hides a screen that suspends otherwise).
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1');
      shown.push(heading && !heading.closest('[style*="display: none"]') ? heading.textContent : '(nothing)');
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    onTestFinished(() => observer.disconnect());
    act(() => void queryClient.setQueryData(keyEvents(), [program6, nextYear]));
    expect(await screen.findByRole('heading', { level: 1, name: program6Trip.title })).toBeInTheDocument();
    expect(screen.queryByText('EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...')).toBeNull();
    expect(shown).not.toContain('(nothing)');
  });
});
