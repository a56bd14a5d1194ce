/**
 * The `vissza` button goes back to the screen the visitor came from on the site, the program as
 * they had filtered it included, and home when they opened the page from outside.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import program7 from '../../trips/2025/program7.json';
import { renderApp } from '../support/render-app.tsx';

/** The program and trip screens are lazily loaded modules: their first import compiles them. */
const LAZY_SCREEN = { timeout: 10_000 };

function onTheDay(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T07:00:00+01:00`));
  onTestFinished(() => void vi.useRealTimers());
}

const backButtons = () => screen.getAllByRole('link', { name: /vissza/ });

describe('the vissza button', () => {
  // Both lazily loaded screens, transformed before the first test's clock starts.
  beforeAll(
    () =>
      Promise.all([
        import('../../src/routes/yearly-program-screen.tsx'),
        import('../../src/routes/trip-screen.tsx'),
      ]),
    60_000,
  );

  // A walk through four screens and five clicks: about 3 s on an idle machine, over the default 5 s on a busy one.
  it('leads back to the filtered program a trip was opened from, and the program back home', async () => {
    onTheDay('2025-01-20');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Éves prog' }));
    await screen.findByRole('heading', { level: 1, name: 'Éves program 2025' }, LAZY_SCREEN);
    await user.click(screen.getByText('Szűrés hónap, nehézség és időtartam szerint'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hónap' }), 'április');
    await waitFor(() => expect(router.state.location.href).toBe('/evesprogram/?honap=4'));

    await user.click(screen.getByRole('link', { name: /Szlovák-karszt: Szádelői-völgy/ }));
    await screen.findByRole('heading', { level: 1, name: program7.title }, LAZY_SCREEN);
    for (const back of backButtons()) expect(back).toHaveAttribute('href', '/evesprogram/?honap=4');
    await user.click(backButtons()[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Éves program 2025' }, LAZY_SCREEN);
    expect(router.state.location.href).toBe('/evesprogram/?honap=4');
    expect(screen.getByRole('combobox', { name: 'Hónap' })).toHaveValue('4');

    // The program's own vissza skips the filter changes: the visitor came to it from home.
    for (const back of backButtons()) expect(back).toHaveAttribute('href', '/');
    await user.click(backButtons()[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Következő túráink' });
    expect(router.state.location.href).toBe('/');
  }, 15_000);

  it('leads home from a trip page opened from outside the site', async () => {
    onTheDay('2025-01-20');
    const user = userEvent.setup();
    const { router } = renderApp('/2025/program7/');
    await screen.findByRole('heading', { level: 1, name: program7.title }, LAZY_SCREEN);
    for (const back of backButtons()) expect(back).toHaveAttribute('href', '/');
    await user.click(backButtons()[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Következő túráink' });
    expect(router.state.location.href).toBe('/');
  });
});
