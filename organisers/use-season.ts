/**
 * One season's events as the season form shows them: read when the season is picked (an
 * answer for a season left meanwhile is dropped), read again on request after a failure,
 * and changed on screen only by a write that succeeded.
 */
import { useEffect, useState } from 'react';
import type { Club } from './club-firebase.ts';
import { readSeason, type PageEvent, type SeasonRead } from './event-reads.ts';
import { failureText } from './failure-text.ts';

type Loaded = { season: number; read: SeasonRead } | { season: number; error: string };

export function useSeason(club: Club, season: number) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let wanted = true;
    readSeason(club, season).then(
      (read) => {
        if (wanted) setLoaded({ season, read });
      },
      (error: unknown) => {
        if (wanted) setLoaded({ season, error: failureText(error) });
      },
    );
    return () => {
      wanted = false;
    };
  }, [club, season, attempt]);

  const current = loaded?.season === season ? loaded : null;
  /** The season on screen after a write that succeeded. */
  const update = (change: (read: SeasonRead) => SeasonRead) =>
    setLoaded((now) => (now?.season === season && 'read' in now ? { season, read: change(now.read) } : now));
  return {
    read: current && 'read' in current ? current.read : null,
    loadError: current && 'error' in current ? current.error : null,
    retry: () => {
      setLoaded(null);
      setAttempt((count) => count + 1);
    },
    /** An event written anew (added, or restored): on screen, its id taken. */
    added: (event: PageEvent) =>
      update((read) => ({
        events: [...read.events, event],
        documents: [...read.documents, { documentId: event.documentId, id: event.id }],
      })),
    /** One event replaced on screen by what is stored now (none: it is gone). */
    replace: (documentId: string, next: PageEvent | null) =>
      update((read) => ({
        ...read,
        events: read.events.flatMap((other) =>
          other.documentId !== documentId ? [other] : next ? [next] : [],
        ),
      })),
    /** An event removed: off screen, its id free again. */
    removed: (event: PageEvent) =>
      update((read) => ({
        events: read.events.filter((other) => other.documentId !== event.documentId),
        documents: read.documents.filter((other) => other.documentId !== event.documentId),
      })),
  };
}
