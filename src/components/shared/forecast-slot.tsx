/*
 * Where the forecast goes on the home card and the trip page (trip-weather.tsx).
 * Only this much is part of the first view: whether the trip is within the
 * seven days, worked out once the app has taken the page over (the build's
 * copy cannot know the day it is read on), and only then the forecast's own
 * chunk (forecast-view.tsx) with its reader. Until it has something to show,
 * and whenever its chunk cannot be fetched, nothing shows.
 */
import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ClubEvent } from '../../../schema/event.ts';
import { eventDateToIso } from '../../lib/dates.ts';
import { forecastWindow } from '../../lib/forecast-window.ts';
import { takesPlace } from '../../lib/trip-status.ts';

type ForecastView = Pick<typeof import('./forecast-view'), 'TripForecast' | 'CardForecast'>;
const nothing = () => null;

/** One of the forecast chunk's views; offline with the chunk never fetched, none (as when the read fails). */
export function lazyForecastView<Name extends keyof ForecastView>(name: Name) {
  return lazy(async () => ({
    // `nothing` stands in for the view, so lazy() keeps the view's props.
    default:
      (await import('./forecast-view.tsx').catch(() => null))?.[name] ?? (nothing as ForecastView[Name]),
  }));
}

/** After the app has the page; nothing before, so the build's copy and the first render agree. */
export function AfterTakeOver({ children }: { children: ReactNode }) {
  return (
    <ClientOnly>
      <Suspense fallback={null}>{children}</Suspense>
    </ClientOnly>
  );
}

const CardForecast = lazyForecastView('CardForecast');

function CardForecastInRange({ event, today }: { event: ClubEvent; today: string }) {
  const day = eventDateToIso(event.date);
  // The card knows the trip's first day; the forecast's chunk knows its place and last day (virtual:trip-places).
  if (!day || !forecastWindow(day, undefined, today)) return null;
  return <CardForecast event={event} today={today} />;
}

/** A home card's forecast, for a trip that takes place and starts within the seven days from today. */
export function CardForecastSlot({ event, today }: { event: ClubEvent; today: string }) {
  if (!takesPlace(event)) return null;
  return (
    <AfterTakeOver>
      <CardForecastInRange event={event} today={today} />
    </AfterTakeOver>
  );
}
