/**
 * The event model's reads as TanStack Query options: the board's live read of the coming
 * events, and one season's documents for the season form.
 */
import { experimental_streamedQuery as streamedQuery, queryOptions } from '@tanstack/react-query';
import type { Club } from '../app/club-firebase.ts';
import { liveAnswers } from '../app/live-answers.ts';
import { readSeason, watchComingEvents, type ComingRead } from './event-reads.ts';

/** The coming events from `fromDate` (`yyyy.MM.dd`) on, followed live: each answer replaces the last. */
export const comingEventsQuery = (club: Club, fromDate: string) =>
  queryOptions({
    queryKey: ['organisers', 'coming', fromDate],
    queryFn: streamedQuery({
      streamFn: ({ signal }) =>
        liveAnswers((onRead, onError) => watchComingEvents(club, fromDate, onRead, onError), signal),
      reducer: (_last: ComingRead | null, read: ComingRead) => read,
      initialValue: null,
      // A read started again keeps the last answer on screen until the next one comes.
      refetchMode: 'append',
    }),
    // The board opened again starts its live read again.
    refetchOnMount: 'always',
  });

export const seasonKey = (season: number) => ['organisers', 'season', season] as const;

/** One season's documents, as the season form shows and checks them: read again each time it is picked. */
export const seasonQuery = (club: Club, season: number) =>
  queryOptions({ queryKey: seasonKey(season), queryFn: () => readSeason(club, season), staleTime: 0 });
