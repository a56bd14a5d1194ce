/**
 * The season form's writes, through the page's query client like every write of the page
 * (queries.ts): an event added, its details saved, an event removed. Each resolves with what
 * is stored now, or throws what the form then says; the form changes the season on screen
 * only after one succeeded.
 */
import { useMutation } from '@tanstack/react-query';
import type { Club } from '../app/club-firebase.ts';
import type { PageEvent } from '../events/event-reads.ts';
import { addEvent, removeEvent, saveDetails } from '../events/event-saves.ts';
import type { EventRecord } from '../events/event-model.ts';

export function useSeasonWrites(club: Club, season: number, by: string) {
  const add = useMutation({ mutationFn: (record: EventRecord) => addEvent(club, season, record, by) });
  const edit = useMutation({
    mutationFn: ({ event, record }: { event: PageEvent; record: EventRecord }) =>
      saveDetails(club, event, record, by),
  });
  const remove = useMutation({ mutationFn: (event: PageEvent) => removeEvent(club, event, by) });
  return {
    add: add.mutateAsync,
    edit: (event: PageEvent, record: EventRecord) => edit.mutateAsync({ event, record }),
    remove: remove.mutateAsync,
  };
}
