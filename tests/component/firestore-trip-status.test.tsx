/**
 * A trip cancelled and one full in Firestore (tests/support/trip-statuses.ts), read by the whole
 * app in a build configured for Firestore, over msw: the yearly program, both trip pages and the
 * calendar files they offer, on the tests' day (10 March 2025, program6 on the 15th cancelled,
 * program7 on 5 April full). The events are the e2e Firestore build's (tests/support/firestore-season.ts),
 * names no bundled list has, so what shows can only have come from Firestore.
 *
 * What only a build can show stays on its built page (tests/e2e/firestore.test.ts): the statuses
 * set after the build reaching the prerendered home page, its cards and their calendar file, once
 * the live list replaces the build's copy. What a page shows in a browser alone (the waiting-list
 * link scrolling its section into view, the axe scan of the cancelled trip's page) is checked on
 * the same screens with the same statuses bundled (tests/e2e/trip-status.test.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firestoreApp } from '../support/firestore-app.ts';
import { firestoreWithEvents } from '../support/firestore-handlers.ts';
import { recordDownloads } from '../support/recorded-downloads.ts';
import { season } from '../support/firestore-season.ts';
import { CANCELLED_NOTE, STATUSES } from '../support/trip-statuses.ts';

const app = firestoreApp();

/** The season with the statuses set, as the club sets them in Firestore. */
const withStatuses = season.map((document) => {
  const status = STATUSES[document.data.pdf as keyof typeof STATUSES];
  return status ? { ...document, data: { ...document.data, ...status } } : document;
});
const nameOf = (key: string) => String(season.find((document) => document.data.pdf === key)!.data.name);
const cancelled = { key: 'program6', name: nameOf('program6'), uid: 'program6-2025@zoldosveny' };
const full = { key: 'program7', name: nameOf('program7'), uid: 'program7-2025@zoldosveny' };

// The screens' modules, transformed once (into the registry firestoreApp's beforeAll made) before
// the first test's clock starts.
beforeAll(async () => {
  await Promise.all([
    import('../../src/routes/trip-screen.tsx'),
    import('../../src/routes/trip-loader.ts'),
    import('../../src/routes/yearly-program-screen.tsx'),
  ]);
}, 60_000);

/** The files the page offered for download. */
const downloads = recordDownloads();

beforeEach(() => {
  // Every test reads the same events: the app's reader, which lives for the file as it lives for
  // a page, may keep a key's events from an earlier test, and they are these.
  app.server.use(firestoreWithEvents(withStatuses));
});

/** Presses the button and returns the downloaded calendar's entries, as a calendar app reads them. */
async function downloadCalendar(button: HTMLElement) {
  const user = userEvent.setup();
  await user.click(button);
  // The calendar writer is a chunk of its own, loaded on the first press.
  await waitFor(() => expect(downloads).toHaveLength(1));
  // jsdom's Blob has no text(): read it the older way.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(downloads[0]!.blob);
  });
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    status: String(vevent.getFirstPropertyValue('status')),
    sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
  }));
}

/** The trip page's notice of its status, once Firestore's events have brought it. */
function noteWith(word: string) {
  return waitFor(() => {
    const note = screen.getAllByRole('note').find((candidate) => candidate.textContent?.includes(word));
    expect(note).toBeDefined();
    return note!;
  });
}

describe('a trip cancelled and one full in Firestore: the yearly program, the trip pages and their calendar files', () => {
  it('the yearly program: both statuses in words, the full trip is the next one, the year’s file says which is off', async () => {
    app.renderApp('/evesprogram/');
    const item = (name: string) =>
      waitFor(() => {
        const found = Array.from(document.querySelectorAll('li.program-item')).find((candidate) =>
          candidate.textContent?.includes(name),
        );
        expect(found).toBeInstanceOf(HTMLLIElement);
        expect(found!.querySelector('.trip-status')).not.toBeNull();
        return found as HTMLLIElement;
      });
    const cancelledItem = await item(cancelled.name);
    const fullItem = await item(full.name);
    expect(cancelledItem.querySelector('.trip-status')!.textContent).toBe(`Elmarad ${CANCELLED_NOTE}`);
    expect(fullItem.querySelector('.trip-status')!.textContent).toContain('Megtelt');
    expect(within(cancelledItem).queryAllByText('A következő túra')).toHaveLength(0);
    expect(within(fullItem).getAllByText('A következő túra')).toHaveLength(1);

    const year = await downloadCalendar(screen.getByRole('button', { name: 'Éves program naptárba' }));
    expect(year.find((entry) => entry.uid === cancelled.uid)).toEqual({
      uid: cancelled.uid,
      status: 'CANCELLED',
      sequence: 2,
    });
    expect(year.find((entry) => entry.uid === full.uid)?.status).toBe('CONFIRMED');
    expect(year.filter((entry) => entry.status === 'CANCELLED').map((entry) => entry.uid)).toEqual([
      cancelled.uid,
    ]);
  });

  it("the cancelled trip's page: the notice, its calendar entry and the structured data", async () => {
    app.renderApp(`/2025/${cancelled.key}/`);
    const notice = await noteWith('Elmarad');
    expect(notice.textContent).toBe(`Elmarad ${CANCELLED_NOTE}`);
    const entry = await downloadCalendar(screen.getByRole('button', { name: 'Naptárba' }));
    expect(entry).toEqual([{ uid: cancelled.uid, status: 'CANCELLED', sequence: 2 }]);
    await waitFor(() =>
      expect(
        Array.from(
          document.querySelectorAll('script[type="application/ld+json"]'),
          (script) => script.textContent,
        ).join('\n'),
      ).toContain('https://schema.org/EventCancelled'),
    );
  });

  it("the full trip's page: the phone numbers stay, the waiting-list link moves there without leaving the page, its calendar entry", async () => {
    const user = userEvent.setup();
    const { router } = app.renderApp(`/2025/${full.key}/`);
    const notice = await noteWith('Megtelt');
    expect(notice.textContent).toBe('Megtelt Várólistára még felírjuk telefonon, a szervezőknél.');
    expect(document.querySelectorAll('.trip-registration a[href^="tel:"]').length).toBeGreaterThanOrEqual(2);
    const address = router.state.location.href;
    await user.click(within(notice).getByRole('link', { name: 'Várólistára még felírjuk' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('jelentkezes'));
    expect(router.state.location.href).toBe(address);
    const entry = await downloadCalendar(screen.getByRole('button', { name: 'Naptárba' }));
    expect(entry).toEqual([{ uid: full.uid, status: 'CONFIRMED', sequence: 0 }]);
  });
});
