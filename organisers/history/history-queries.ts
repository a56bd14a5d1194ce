/** The history's reads as TanStack Query options. */
import { queryOptions } from '@tanstack/react-query';
import type { Club } from '../app/club-firebase.ts';
import { readEventHistory, readRemovals } from './history.ts';
import { newestFirst } from './history-plan.ts';

export const eventHistoryKey = (documentId: string) => ['organisers', 'history', documentId] as const;

/** A trip's changes, newest first. */
export const eventHistoryQuery = (club: Club, documentId: string) =>
  queryOptions({
    queryKey: eventHistoryKey(documentId),
    queryFn: async () => newestFirst(await readEventHistory(club, documentId)),
    // Opened again, read again: a save since has added an entry.
    staleTime: 0,
  });

export const removalsKey = ['organisers', 'removals'] as const;

/** Every removal and restore in the history, for the removed events still to restore. */
export const removalsQuery = (club: Club) =>
  queryOptions({ queryKey: removalsKey, queryFn: () => readRemovals(club), staleTime: 0 });
