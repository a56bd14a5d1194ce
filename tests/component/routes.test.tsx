import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import program1 from '../../trips/2025/program1.json';
import { renderApp } from '../support/render-app';

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
    renderApp('/program12');
    expect(
      await screen.findByText('EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pieniny: tutajozás a Dunajecen' }),
    ).toBeInTheDocument();
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
