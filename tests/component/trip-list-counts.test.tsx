/**
 * What visitors see of a trip's list: the counts its event carries (never a name), on the trip
 * page, the yearly program and the home card. The page renders from an event as the reader makes
 * it (clubEventOf), so a full coach is a full trip wherever a status is read; the screens read
 * the counts from Firestore, over msw, in a build configured for it.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../schema/event.ts';
import { TripPage } from '../../src/components/trip/trip-page.tsx';
import { club } from '../../src/data/club.ts';
import { clubEventOf } from '../../src/data/club-event.ts';
import { formatForint } from '../../src/lib/numbers.ts';
import { registrationState } from '../../src/lib/registration-state.ts';
import program3 from '../../trips/2025/program3.json';
import { firestoreApp } from '../support/firestore-app.ts';
import { firestoreWithEvents } from '../support/firestore-handlers.ts';
import { season } from '../support/firestore-season.ts';
import { renderInRouter, shipped } from '../support/render-in-router.tsx';

/** Program3 on 1 February 2025, with its list's counts; its tiers are 7 000 Ft from 40, 6 500 Ft from 50. */
const program3Event = (seats: NonNullable<StoredEvent['seats']>) =>
  clubEventOf({ id: 3, date: '2025.02.01', name: 'Bükk', picture: 'default.svg', pdf: 'program3', seats });

async function renderTripPage(seats: NonNullable<StoredEvent['seats']>, today = '2025-01-20') {
  const trip = shipped(program3);
  const event = program3Event(seats);
  const state = registrationState(event, trip.startDate, today);
  return renderInRouter(
    <TripPage
      trip={trip}
      club={club}
      event={event}
      registration={{ state, phonesInPage: true, nextSeason: null }}
    />,
    { today },
  );
}

const notice = () => document.querySelector('.trip-status-notice');
const headCountFee = () => document.querySelector('.head-count-fee')?.textContent;

describe("a trip page with its list's counts", () => {
  it('says the seats left, and the fee the present head-count reaches, across a tier’s edge', async () => {
    const first = await renderTripPage({ capacity: 50, taken: 39, waiting: 0 });
    expect(notice()).toHaveTextContent('Még 11 hely a buszon. Jelentkezés telefonon, a szervezőknél.');
    expect(headCountFee()).toBe('A jelenlegi 39 fős létszámmal a díjat a szervezők mondják meg.');
    first.unmount();

    const second = await renderTripPage({ capacity: 50, taken: 40, waiting: 0 });
    expect(notice()).toHaveTextContent('Még 10 hely a buszon.');
    expect(headCountFee()).toBe(`A jelenlegi 40 fős létszámmal ${formatForint(7000)}/fő lenne.`);
    second.unmount();

    await renderTripPage({ capacity: 50, taken: 50, waiting: 0 });
    expect(headCountFee()).toBe(`A jelenlegi 50 fős létszámmal ${formatForint(6500)}/fő lenne.`);
  });

  it('is full once the coach is, and stays so while anyone waits for a freed seat', async () => {
    for (const seats of [
      { capacity: 50, taken: 50, waiting: 0 },
      { capacity: 50, taken: 49, waiting: 1 },
    ]) {
      const view = await renderTripPage(seats);
      expect(notice()).toHaveTextContent('Megtelt Várólistára még felírjuk telefonon, a szervezőknél.');
      expect(screen.getByRole('heading', { level: 2, name: 'Várólista telefonon' })).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/Még \d+ hely/);
      view.unmount();
    }
  });

  it('once the trip is over, says nothing of seats or of the head-count’s fee', async () => {
    await renderTripPage({ capacity: 50, taken: 45, waiting: 0 }, '2025-02-02');
    expect(notice()).toBeNull();
    expect(headCountFee()).toBeUndefined();
  });
});

describe("the screens read a trip's counts from Firestore", () => {
  const app = firestoreApp();
  const nameOf = (key: string) => String(season.find((document) => document.data.pdf === key)!.data.name);
  /** Program6 (the next trip on the tests' day) with 5 seats left; program7 full; program11, past, too. */
  const counted = season.map((document) => {
    const seats = {
      program6: { capacity: 50, taken: 45, waiting: 0 },
      program7: { capacity: 40, taken: 38, waiting: 2 },
      program11: { capacity: 50, taken: 45, waiting: 0 },
    }[document.data.pdf as string];
    return seats ? { ...document, data: { ...document.data, seats } } : document;
  });
  beforeEach(() => app.server.use(firestoreWithEvents(counted)));
  // The yearly program's screen, transformed before the first test's clock starts.
  beforeAll(() => import('../../src/routes/yearly-program-screen.tsx'), 60_000);

  it('the home card of the next trip says the seats left', async () => {
    app.renderApp('/');
    const card = await waitFor(() => {
      const found = Array.from(document.querySelectorAll('article.event-card')).find((candidate) =>
        candidate.textContent?.includes(nameOf('program6')),
      );
      expect(found?.querySelector('.trip-status')).toHaveTextContent('Még 5 hely');
      return found!;
    });
    // Said to a screen reader with the card's link.
    const link = card.querySelector('a.event-card-link')!;
    expect(link.getAttribute('aria-describedby')).toContain(card.querySelector('.trip-status')!.id);
  });

  it('the yearly program: seats left on the coming trip, the full one full, nothing on the past one', async () => {
    app.renderApp('/evesprogram/');
    const item = (key: string) =>
      Array.from(document.querySelectorAll('li.program-item')).find((candidate) =>
        candidate.textContent?.includes(nameOf(key)),
      );
    await waitFor(() => expect(item('program7')?.querySelector('.trip-status')).toBeInstanceOf(HTMLElement));
    expect(item('program6')!.querySelector('.trip-status')).toHaveTextContent(/^Még 5 hely$/);
    expect(item('program7')!.querySelector('.trip-status')).toHaveTextContent(
      'Megtelt Várólistára még felírjuk, telefonon.',
    );
    expect(item('program11')!.querySelector('.trip-status')).toBeNull();
  });
});
