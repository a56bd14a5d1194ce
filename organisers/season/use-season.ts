/**
 * One season's events as the season form shows them: read when the season is picked (each
 * season under its own key, so an answer for a season left meanwhile never shows), read again
 * on request after a failure, and changed on screen only by a write that succeeded.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Club } from '../app/club-firebase.ts';
import type { PageEvent, SeasonRead } from '../events/event-reads.ts';
import { failureText } from '../app/failure-text.ts';
import { seasonKey, seasonQuery } from '../events/event-queries.ts';

export function useSeason(club: Club, season: number) {
  const queryClient = useQueryClient();
  const read = useQuery(seasonQuery(club, season));

  /** The season on screen after a write that succeeded. */
  const update = (change: (read: SeasonRead) => SeasonRead) =>
    queryClient.setQueryData<SeasonRead>(seasonKey(season), (now) => (now ? change(now) : now));
  return {
    read: read.data ?? null,
    loadError: read.isError ? failureText(read.error) : null,
    retry: () => void queryClient.resetQueries({ queryKey: seasonKey(season) }),
    /** An event written anew (added, or restored): on screen, its id taken. */
    added: (event: PageEvent) =>
      update((now) => ({
        events: [...now.events, event],
        documents: [...now.documents, { documentId: event.documentId, id: event.id }],
      })),
    /** One event replaced on screen by what is stored now (none: it is gone). */
    replace: (documentId: string, next: PageEvent | null) =>
      update((now) => ({
        ...now,
        events: now.events.flatMap((other) =>
          other.documentId !== documentId ? [other] : next ? [next] : [],
        ),
      })),
    /** An event removed: off screen, its id free again. */
    removed: (event: PageEvent) =>
      update((now) => ({
        events: now.events.filter((other) => other.documentId !== event.documentId),
        documents: now.documents.filter((other) => other.documentId !== event.documentId),
      })),
  };
}
