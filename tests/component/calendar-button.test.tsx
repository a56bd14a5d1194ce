/**
 * The "Naptárba" buttons as a visitor uses them (mouse and keyboard): the
 * file that is offered, its name and type, and what the page says.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ClubEvent } from '../../schema/event.ts';
import { YearCalendarButton } from '../../src/components/program/year-calendar-button.tsx';
import { CalendarButton, EventCalendarButton } from '../../src/components/shared/calendar-button.tsx';
import { TripCalendarButton } from '../../src/components/trip/trip-calendar-button.tsx';
import bundledEvents from '../../src/content/events/2025.json';
import { club } from '../../src/data/club.ts';
import { clubEventOf } from '../../src/data/club-event.ts';
import program7 from '../../trips/2025/program7.json';
import { renderApp } from '../support/render-app.tsx';
import { recordDownloads } from '../support/recorded-downloads.ts';
import { renderInRouter, shipped } from '../support/render-in-router.tsx';

/** Screens load their code with the route; under a full parallel test run that can take over 1 s. */
const LAZY_SCREEN = { timeout: 5000 };

const events: ClubEvent[] = bundledEvents.map(clubEventOf);

/** The files the page offered for download. */
const downloads = recordDownloads();

afterEach(() => {
  vi.unstubAllGlobals();
});

async function downloaded(index = 0) {
  // The calendar writer is a chunk of its own, loaded on the first press.
  await vi.waitFor(() => expect(downloads.length).toBeGreaterThan(index), { timeout: 5_000 });
  const { fileName, blob } = downloads[index]!;
  // jsdom's Blob has no text(): read it the older way.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
  });
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    fileName,
    type: blob.type,
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  };
}

/** Trip pages ask for today themselves: a morning before program7 (15 March 2025 is program6). */
function renderTripButton(today = '2025-03-10') {
  return renderInRouter(<TripCalendarButton trip={shipped(program7)} club={club} />, { today });
}

/** The whole app at a Budapest morning (the clock faked, so the test does not depend on the day it runs). */
function atMorning(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T07:00:00+01:00`));
  onTestFinished(() => void vi.useRealTimers());
}

describe('Naptárba on a trip page', () => {
  it('downloads programN.ics as text/calendar with the trip times, and says the download started', async () => {
    const user = userEvent.setup();
    await renderTripButton();
    await user.click(screen.getByRole('button', { name: 'Naptárba' }));

    const file = await downloaded();
    expect(file.fileName).toBe('program7.ics');
    expect(file.type).toBe('text/calendar;charset=utf-8');
    expect(file.events).toHaveLength(1);
    expect(file.events[0]!.uid).toBe('program7-2025@zoldosveny');
    expect(file.events[0]!.startDate.isDate).toBe(false);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A naptárfájl (program7.ics) letöltése elindult',
    );
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    await renderTripButton();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Naptárba' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect((await downloaded()).fileName).toBe('program7.ics');
  });
});

describe('Naptárba on a card', () => {
  it('gives an event with a trip page the trip’s departure and return times', async () => {
    const user = userEvent.setup();
    const event = events.find((candidate) => candidate.key === 'program7')!;
    render(<EventCalendarButton event={event} club={club} />);
    // The card's button names its trip for screen readers; the visible label stays "Naptárba".
    const button = screen.getByRole('button', { name: `Naptárba: ${event.name}` });
    expect(button).toHaveTextContent(/^Naptárba$/);
    await user.click(button);

    const file = await downloaded();
    expect(file.fileName).toBe('program7.ics');
    const entry = file.events[0]!;
    expect(entry.uid).toBe('program7-2025@zoldosveny');
    expect(entry.startDate.isDate).toBe(false);
    expect(entry.location).toContain('Benzinkút');
  });

  it('makes an all-day entry for an event without a trip page', async () => {
    const user = userEvent.setup();
    const event = events.find((candidate) => candidate.key === 'program12')!;
    render(<EventCalendarButton event={event} club={club} />);
    await user.click(screen.getByRole('button', { name: /^Naptárba/ }));

    const file = await downloaded();
    expect(file.fileName).toBe('program12.ics');
    expect(file.events[0]!.startDate.isDate).toBe(true);
    expect(file.events[0]!.startDate.toString()).toBe(event.date.replaceAll('.', '-'));
  });

  it('shows one Naptárba per card on the home page, outside the card link', async () => {
    atMorning('2025-03-10');
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Túráink' }, LAZY_SCREEN);
    const cards = within(carousel).getAllByRole('group');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      const button = within(card).getByRole('button', { name: /^Naptárba: / });
      expect(button.closest('a')).toBeNull();
    }
  });
});

describe('no Naptárba once the trip is over', () => {
  it('on the trip page: there on the trip’s day, gone from the next', async () => {
    const program7Day = program7.startDate;
    await renderTripButton(program7Day);
    expect(screen.getByRole('button', { name: 'Naptárba' })).toBeInTheDocument();
    cleanup();
    await renderTripButton('2026-11-24');
    expect(screen.queryByRole('button', { name: 'Naptárba' })).toBeNull();
  });

  it('on a trip page a year on, sharing and printing stay', async () => {
    atMorning('2026-11-24');
    renderApp('/2025/program7');
    await screen.findByRole('heading', { level: 1, name: program7.title }, LAZY_SCREEN);
    expect(screen.getByRole('button', { name: 'Megosztás' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Naptárba/ })).toBeNull();
  });

  it('on a placeholder page: offered before the trip, not after it', async () => {
    const program12 = events.find((event) => event.key === 'program12')!;
    atMorning('2025-03-10');
    renderApp('/program12');
    await screen.findByRole('heading', { level: 1, name: program12.name }, LAZY_SCREEN);
    expect(screen.getByRole('button', { name: `Naptárba: ${program12.name}` })).toBeInTheDocument();
    cleanup();

    vi.setSystemTime(new Date('2026-11-24T07:00:00+01:00'));
    renderApp('/program12');
    await screen.findByRole('heading', { level: 1, name: program12.name }, LAZY_SCREEN);
    expect(screen.getByRole('button', { name: 'Megosztás' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Naptárba/ })).toBeNull();
  });
});

describe('Éves program naptárba', () => {
  it('downloads turaprogram-2025.ics with all 24 events', async () => {
    const user = userEvent.setup();
    render(<YearCalendarButton events={events} club={club} title="Éves program 2025" />);
    await user.click(screen.getByRole('button', { name: 'Éves program naptárba' }));

    const file = await downloaded();
    expect(file.fileName).toBe('turaprogram-2025.ics');
    expect(file.events).toHaveLength(24);
    expect(file.calendar.getFirstPropertyValue('x-wr-calname')).toContain('Éves program 2025');
  });

  it('is on the yearly program screen', async () => {
    renderApp('/evesprogram');
    expect(
      await screen.findByRole('button', { name: 'Éves program naptárba' }, LAZY_SCREEN),
    ).toBeInTheDocument();
  });
});

describe('when the file cannot be made', () => {
  it('says so in Hungarian and offers the button again', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<CalendarButton save={() => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByRole('button', { name: 'Naptárba' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nem sikerült elkészíteni a naptárfájlt. Ellenőrizze az internetkapcsolatot, és próbálja újra.',
    );
    expect(warn).toHaveBeenCalled();
    expect(downloads).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Naptárba' })).toBeEnabled();
  });
});
