/** Each screen's tab title and description: what a search result or a link preview shows. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { club } from '../../src/data/club.ts';
import program7 from '../../trips/2025/program7.json';
import { renderApp } from '../support/render-app.tsx';

/** Screens load their code with the route; under a full parallel test run that can take over 1 s. */
const LAZY_SCREEN = { timeout: 5000 };

function description(): string | null | undefined {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

describe('title and description per screen', () => {
  it('home: the site description', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /túráink$/ }, LAZY_SCREEN);
    expect(document.title).toBe('Túraprogramok – Zöld Ösvény Természetjárók');
    await waitFor(() => expect(description()).toBe(club.description));
  });

  it('yearly program: the year and the number of trips', async () => {
    renderApp('/evesprogram');
    await screen.findByRole('heading', { level: 1, name: 'Éves program 2025' }, LAZY_SCREEN);
    await waitFor(() => expect(description()).toMatch(/a 2025\. évi túraprogram, mind a 24 túra/));
    expect(document.title).toBe('Éves program 2025 – Zöld Ösvény Természetjárók');
  });

  it('trip page: date, first departure and fee first, at most 160 characters', async () => {
    renderApp('/program7');
    await screen.findByRole('heading', { level: 1, name: program7.title }, LAZY_SCREEN);
    expect(document.title).toBe(`${program7.title} – Zöld Ösvény Természetjárók`);
    await waitFor(() =>
      expect(description()).toMatch(
        /^2025\. április 5\., szombat, indulás 06:15, részvételi díj 9\s?000\sFt\/fő\. /,
      ),
    );
    expect(description()!.length).toBeLessThanOrEqual(160);
  });

  it('placeholder: the event and that registration is open by phone; once over, that it took place', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    vi.setSystemTime(new Date('2025-06-01T07:00:00+02:00'));
    const before = renderApp('/program12');
    await screen.findByRole('heading', { level: 1, name: 'Pieniny: tutajozás a Dunajecen' }, LAZY_SCREEN);
    expect(document.title).toBe('Pieniny: tutajozás a Dunajecen – Zöld Ösvény Természetjárók');
    await waitFor(() =>
      expect(description()).toMatch(
        /^Pieniny: tutajozás a Dunajecen, 2025\. június 7\., szombat\. .*jelentkezni telefonon/,
      ),
    );
    before.unmount();

    vi.setSystemTime(new Date('2025-06-08T07:00:00+02:00'));
    renderApp('/2025/program12');
    await screen.findByRole('heading', { level: 1, name: 'Pieniny: tutajozás a Dunajecen' }, LAZY_SCREEN);
    await waitFor(() =>
      expect(description()).toBe(
        'Pieniny: tutajozás a Dunajecen, 2025. június 7., szombat. A túra már lezajlott.',
      ),
    );
  });

  it('not found: says so', async () => {
    renderApp('/program14');
    await screen.findByRole('heading', { level: 1, name: 'Ez az oldal nem található' }, LAZY_SCREEN);
    expect(document.title).toBe('Az oldal nem található – Zöld Ösvény Természetjárók');
    await waitFor(() => expect(description()).toMatch(/^Ez az oldal nem található\./));
  });
});
