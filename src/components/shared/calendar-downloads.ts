import type { ClubSettings } from '../../../schema/club.ts';
import type { ClubEvent } from '../../../schema/event.ts';
import type { Trip } from '../../../schema/trip.ts';
import { pageUrl } from '../../data/site.ts';
import { tripForEvent } from '../../data/trips.ts';
import { eventCalendar, tripCalendar, tripFileName, yearCalendar, yearFileName } from '../../lib/ics.ts';
import type { StatusInfo } from '../../lib/trip-status.ts';
import { sortEvents } from '../../lib/seasons.ts';
import { CALENDAR_MIME, downloadFile } from './download-file.ts';

/*
 * What the "Naptárba" buttons do on click: write the .ics file and start its
 * download. Loaded by the first click (src/components/shared/calendar-button.tsx)
 * with the calendar code, so the pages that show a button carry only the button.
 * Each function resolves to the file's name, which the button then shows.
 */

function calendarContext(club: ClubSettings) {
  return { club, now: new Date(), pageUrl };
}

function download(text: string, fileName: string): string {
  downloadFile(fileName, text, CALENDAR_MIME);
  return fileName;
}

/** A trip page's file: from the first departure to the return, with a reminder the evening before. */
export function downloadTripCalendar(trip: Trip, club: ClubSettings, event?: StatusInfo): string {
  return download(tripCalendar(trip, calendarContext(club), event), tripFileName(trip.key));
}

/**
 * A card's or placeholder's file. When the event has a trip page, the entry
 * carries the trip's times (its document is loaded now); otherwise it is an all-day entry.
 */
export async function downloadEventCalendar(event: ClubEvent, club: ClubSettings): Promise<string> {
  const trip = await tripForEvent(event);
  if (trip) return downloadTripCalendar(trip, club, event);
  return download(eventCalendar(event, calendarContext(club)), tripFileName(event.key));
}

/** The yearly program's file: every event in one file, trips with their times. */
export async function downloadYearCalendar(
  events: readonly ClubEvent[],
  club: ClubSettings,
  title: string,
): Promise<string> {
  const sorted = sortEvents(events);
  const trips = await Promise.all(sorted.map(tripForEvent));
  const entries = sorted.map((event, index) => ({ event, trip: trips[index] ?? null }));
  return download(
    yearCalendar(entries, calendarContext(club), `${club.clubName}: ${title}`),
    yearFileName(sorted),
  );
}
