/**
 * The whole app in a build configured for Firestore, against the real lite SDK
 * talking to msw: what a visitor sees on home and the yearly program while the
 * events load, when they arrive, when some are bad and when the read fails. *
 * Why msw and not the Firestore emulator: these tests need the failures and
 * timings a network has (HTTP errors, a gateway's page, no answer, a dropped
 * connection, an answer held under a fake clock) test by test, which the
 * emulator cannot give on demand. The handlers' answers to a good read are
 * held to the emulator's own by tests/unit/data/firestore-contract.test.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firestoreAnsweredByGateway,
  firestoreFailing,
  firestoreUnreachable,
  firestoreWithEvents,
  type StoredDocument,
} from '../support/firestore-handlers.ts';
import { firestoreApp } from '../support/firestore-app.ts';
import { openMeteoHandler } from '../support/forecast-stand-in.ts';

const app = firestoreApp();
const { server } = app;
/** The event queries the app sent, and its reads of the change marker (`meta/changes`) before them. */
let runQueryCalls = 0;
/** The recent list's one round trip: this season's range, and last season's last trips beside it. */
const RECENT_QUERIES = 2;
let markerReads = 0;

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(':runQuery')) runQueryCalls += 1;
    if (request.url.includes(':batchGet')) markerReads += 1;
  });
});
beforeEach(() => {
  runQueryCalls = 0;
  markerReads = 0;
});

/** A season the bundled list does not have, so what shows can only have come from Firestore. */
const season: StoredDocument[] = [
  {
    id: 'a1',
    data: {
      id: 1,
      date: '2025.02.22',
      name: 'Börzsöny: Nagy-Hideg-hegy',
      picture: 'default.svg',
      pdf: 'program11',
    },
  },
  {
    id: 'a2',
    data: { id: 2, date: '2025.03.15', name: 'Mátra: Kékestető', picture: 'matra.svg', pdf: 'program6' },
  },
  {
    id: 'a3',
    data: { id: 3, date: '2025.04.05', name: 'Szádelői-völgy', picture: 'szadelo.svg', pdf: 'program7' },
  },
  {
    id: 'a4',
    data: { id: 4, date: '2025.05.03', name: 'Lacnovszky-kanyon', picture: 'default.svg', pdf: 'program9' },
  },
  {
    id: 'a5',
    data: { id: 5, date: '2025.06.07', name: 'Pilis: Dobogókő', picture: 'default.svg', pdf: 'program12' },
  },
];

function carouselNames() {
  // The card's own link first; a trip within the week adds its forecast's source after it.
  return screen.getAllByRole('group').map((card) => within(card).getAllByRole('link')[0]!.textContent ?? '');
}

/** The SDK reports failed calls (and the reader bad documents) through console.warn. */
function watchWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}

const errorTitle = 'Nem sikerült betölteni a túraprogramot.';

describe('home and yearly program read the events from Firestore', () => {
  it('home shows the placeholders while the answer is slow, then the next three trips from Firestore', async () => {
    server.use(firestoreWithEvents(season, { delayMs: 400 }));
    app.renderApp('/');

    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent('A túraprogram betöltése folyamatban…');
    expect(screen.queryAllByRole('group')).toHaveLength(0);

    await screen.findByText('Mátra: Kékestető', {}, { timeout: 5000 });
    expect(carouselNames()).toEqual([
      expect.stringContaining('Mátra: Kékestető'),
      expect.stringContaining('Szádelői-völgy'),
      expect.stringContaining('Lacnovszky-kanyon'),
    ]);
    expect(screen.queryByText('A túraprogram betöltése folyamatban…')).not.toBeInTheDocument();
    expect(markerReads).toBe(1);
    expect(runQueryCalls).toBe(RECENT_QUERIES);
  });

  it('the yearly program lists the valid documents and leaves out the bad ones with a warning each', async () => {
    server.use(
      firestoreWithEvents([
        ...season,
        { id: 'string-id', data: { ...season[0]!.data, id: '6', name: 'Szöveges azonosító' } },
        { id: 'no-name', data: { ...season[1]!.data, id: 7, name: undefined } },
        {
          id: 'feb-30',
          data: { ...season[2]!.data, id: 8, date: '2025.02.30', name: 'Február harmincadika' },
        },
      ]),
    );
    const warn = watchWarnings();
    app.renderApp('/evesprogram');

    expect(await screen.findByText('Pilis: Dobogókő', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Éves program 2025' })).toBeInTheDocument();
    for (const document of season) expect(screen.getByText(String(document.data.name))).toBeInTheDocument();
    expect(screen.queryByText('Szöveges azonosító')).not.toBeInTheDocument();
    expect(screen.queryByText('Február harmincadika')).not.toBeInTheDocument();
    const warnings = warn.mock.calls.map((args) => args.join(' '));
    expect(warnings).toHaveLength(3);
    for (const id of ['string-id', 'no-name', 'feb-30']) {
      expect(warnings.filter((text) => text.includes(`(${id})`))).toHaveLength(1);
    }
  });

  it('shows the documents in program order (by day, then id), whatever order they were added in', async () => {
    // A trip the club added later has a later id, whatever its day: ids 2 and 5 came in after 3 and 6.
    const dates = ['2025.01.10', '2025.05.10', '2025.03.20', '2025.04.10', '2025.02.10', '2025.06.10'];
    server.use(
      firestoreWithEvents(
        dates.map((date, index) => ({
          id: String(index + 1),
          data: {
            id: index + 1,
            date,
            name: `Túra ${index + 1}`,
            picture: 'default.svg',
            pdf: `program${index + 1}`,
          },
        })),
      ),
    );
    const { unmount } = app.renderApp('/');
    await screen.findByText('Túra 2', {}, { timeout: 5000 });
    // 10 March: the first trip still ahead is the one of 20 March, and the cards go on by day.
    expect(carouselNames()).toEqual([
      expect.stringContaining('Túra 3'),
      expect.stringContaining('Túra 4'),
      expect.stringContaining('Túra 2'),
    ]);
    unmount();

    app.renderApp('/evesprogram');
    await screen.findByText('Túra 6', {}, { timeout: 5000 });
    expect(screen.getAllByText(/^Túra \d$/).map((name) => name.textContent)).toEqual(
      [1, 5, 3, 4, 2, 6].map((id) => `Túra ${id}`),
    );
  });

  it('an empty collection says that no trip is announced', async () => {
    server.use(firestoreWithEvents([]));
    app.renderApp('/evesprogram');
    expect(
      await screen.findByText('Jelenleg nincs meghirdetett túra.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('a failed read shows the Hungarian error with a retry button, never an empty program', () => {
  it('403 PERMISSION_DENIED shows the error at once (no retries that cannot help), and the retry button recovers', async () => {
    const user = userEvent.setup();
    server.use(firestoreFailing('permission-denied'));
    watchWarnings();
    app.renderApp('/');

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(errorTitle);
    // Refused at the first read, the marker's: no retries, and no event query after it.
    expect(markerReads).toBe(1);
    expect(runQueryCalls).toBe(0);
    expect(screen.queryAllByRole('group')).toHaveLength(0);

    server.use(firestoreWithEvents(season));
    await user.click(within(alert).getByRole('button', { name: 'Újrapróbálom' }));

    expect(await screen.findByText('Mátra: Kékestető', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(markerReads).toBe(2);
    expect(runQueryCalls).toBe(RECENT_QUERIES);
  });

  it('documents that are all invalid show the error, not "no trip announced"', async () => {
    server.use(
      firestoreWithEvents(season.map(({ id, data }) => ({ id, data: { ...data, id: String(data.id) } }))),
    );
    const warn = watchWarnings();
    app.renderApp('/evesprogram');

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(errorTitle);
    expect(screen.queryByText('Jelenleg nincs meghirdetett túra.')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(season.length);
    expect(markerReads).toBe(1);
    expect(runQueryCalls).toBe(RECENT_QUERIES);
  });

  it(
    'HTTP 500 is tried three times in all, then the yearly program shows the error',
    { timeout: 15_000 },
    async () => {
      server.use(firestoreFailing('internal', { streamed: false }));
      watchWarnings();
      app.renderApp('/evesprogram');

      // Retries wait 1 s and 2 s (TanStack Query's back-off) before the error shows.
      const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
      expect(alert).toHaveTextContent(errorTitle);
      expect(within(alert).getByRole('button', { name: 'Újrapróbálom' })).toBeEnabled();
      // Each try fails at its first read, the marker's.
      expect(markerReads).toBe(3);
      expect(runQueryCalls).toBe(0);
      expect(screen.queryByText('Jelenleg nincs meghirdetett túra.')).not.toBeInTheDocument();
    },
  );

  it('a network error shows the error after the retries, and the retry button recovers once the signal is back', async () => {
    const user = userEvent.setup();
    server.use(firestoreUnreachable());
    watchWarnings();
    // The SDK logs a failed fetch through console.error; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    app.renderApp('/');

    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent(errorTitle);
    expect(markerReads).toBe(3);

    server.use(firestoreWithEvents(season));
    await user.click(within(alert).getByRole('button', { name: 'Újrapróbálom' }));

    await waitFor(() => expect(carouselNames()).toHaveLength(3), { timeout: 5000 });
    expect(carouselNames()[0]).toContain('Mátra: Kékestető');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 15_000);
});

describe('a temporary failure after an earlier visit shows the saved program, the note and a retry', () => {
  it.each([
    ['no answer (code unknown)', firestoreUnreachable],
    ['a gateway page instead of Firestore', () => firestoreAnsweredByGateway(502)],
  ])('%s, while the phone says it is online', async (_name, failure) => {
    const user = userEvent.setup();
    watchWarnings();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // An earlier visit read the program.
    server.use(firestoreWithEvents(season));
    const first = app.renderApp('/');
    await waitFor(() => expect(carouselNames()).toHaveLength(3), { timeout: 5000 });
    first.unmount();

    server.resetHandlers(openMeteoHandler, failure());
    app.renderApp('/');
    await waitFor(() => expect(carouselNames()).toHaveLength(3), { timeout: 5000 });
    expect(carouselNames()[0]).toContain('Mátra: Kékestető');
    expect(screen.queryByText(errorTitle)).not.toBeInTheDocument();
    const note = screen.getByText(/A túraprogramot most nem sikerült frissíteni/);
    expect(note).toHaveTextContent('elavult lehet');

    server.resetHandlers(openMeteoHandler, firestoreWithEvents(season));
    const calls = runQueryCalls;
    const markers = markerReads;
    await user.click(within(note).getByRole('button', { name: 'Újrapróbálom' }));
    await waitFor(() =>
      expect(screen.queryByText(/A túraprogramot most nem sikerült frissíteni/)).not.toBeInTheDocument(),
    );
    // The marker is as it was when the saved program was read: that program is the live one, no
    // event read again.
    expect(markerReads).toBe(markers + 1);
    expect(runQueryCalls).toBe(calls);
    expect(carouselNames()).toHaveLength(3);
  });
});
