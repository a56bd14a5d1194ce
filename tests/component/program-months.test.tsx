/**
 * The yearly program opens at the coming month: the months before it are folded behind one tap,
 * unless the visitor filters, and nothing is folded when nothing or everything is ahead.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderApp } from '../support/render-app.tsx';

/** The yearly program is a lazily loaded module: its first import compiles it. */
const LAZY_SCREEN = { timeout: 10_000 };

async function programOn(day: string, path = '/evesprogram/') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T07:00:00+01:00`));
  onTestFinished(() => void vi.useRealTimers());
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Éves program 2025' }, LAZY_SCREEN);
  return document.querySelector<HTMLDetailsElement>('details.earlier-months');
}

/** The month headings outside the fold, in order: what the visitor sees first. */
const openMonths = () =>
  [...document.querySelectorAll('.yearly-program > section.month h2')].map((heading) => heading.textContent);

describe('the yearly program', () => {
  beforeAll(() => import('../../src/routes/yearly-program-screen.tsx'), 60_000);

  it('opens at the coming month, the months before it one tap away', async () => {
    // 10 March: the next trip is on 15 March; January and February are over.
    const fold = await programOn('2025-03-10');
    expect(openMonths()[0]).toBe('2025. március');
    expect(fold).not.toBeNull();
    expect(fold!.open).toBe(false);
    const summary = fold!.querySelector('summary')!;
    expect(summary).toHaveTextContent('Korábbi hónapok: január–február (4 túra)');
    expect([...fold!.querySelectorAll('section.month h2')].map((heading) => heading.textContent)).toEqual([
      '2025. január',
      '2025. február',
    ]);
    // Before the coming month in the page, so the past stays above what is ahead.
    expect(summary.compareDocumentPosition(screen.getByRole('heading', { name: '2025. március' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.setup().click(summary);
    expect(fold!.open).toBe(true);
    expect(within(fold!).getByText('Bükkszentkereszt – Lillafüred')).toBeVisible();
  });

  it('names a single folded month as one', async () => {
    // 20 January: the 4 January trip is over, the 18 January one too; the next is on 1 February.
    const fold = await programOn('2025-01-20');
    expect(openMonths()[0]).toBe('2025. február');
    expect(fold!.querySelector('summary')).toHaveTextContent('Korábbi hónap: január (2 túra)');
  });

  it('folds nothing while the visitor filters: the month asked for shows whole', async () => {
    const fold = await programOn('2025-03-10', '/evesprogram/?honap=1');
    expect(fold).toBeNull();
    expect(openMonths()).toEqual(['2025. január']);
  });

  it('folds nothing before the first trip of the season', async () => {
    expect(await programOn('2025-01-02')).toBeNull();
    expect(openMonths()[0]).toBe('2025. január');
  });

  it('folds nothing once the season is over: there is no coming month to open at', async () => {
    expect(await programOn('2025-12-31')).toBeNull();
    expect(openMonths()[0]).toBe('2025. január');
  });
});
