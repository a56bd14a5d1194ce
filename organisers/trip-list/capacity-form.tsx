/**
 * The coach's seats on a trip's list (trip-list-body.tsx): typed, checked and saved on their
 * own, as the summary's capacity. Empty means no limit: every caller then gets a place.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MOST_CAPACITY } from '../../schema/trip-list.ts';
import type { Club } from '../app/club-firebase.ts';
import { failureText } from '../app/failure-text.ts';
import { setCapacity } from './trip-list-writes.ts';

export function CapacityForm({
  club,
  documentId,
  idPrefix,
  capacity,
  busy,
  onSaving,
  onSaid,
  onProblems,
}: {
  club: Club;
  documentId: string;
  idPrefix: string;
  /** The seats set now, or null. */
  capacity: number | null;
  /** Another change of the list is on its way: the button waits for it. */
  busy: boolean;
  onSaving: (saving: boolean) => void;
  onSaid: (words: string) => void;
  onProblems: (lines: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const seats = useMutation({
    mutationFn: (value: number | null) => setCapacity(club, documentId, value),
    onMutate: () => onSaving(true),
    onSettled: () => onSaving(false),
    onSuccess: (result) => {
      if (!result.ok) {
        onProblems([result.problem]);
        return;
      }
      onProblems([]);
      setTyped('');
      onSaid(
        result.summary.capacity === null ? 'Férőhely törölve.' : `Férőhely: ${result.summary.capacity}.`,
      );
    },
    onError: (error) => onProblems([failureText(error)]),
  });

  function save(event: FormEvent) {
    event.preventDefault();
    const text = typed.trim();
    const value = text === '' ? null : Number(text);
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > MOST_CAPACITY)) {
      onProblems([`férőhely: egész szám 1 és ${MOST_CAPACITY} között, vagy üresen, ha nincs korlát`]);
      return;
    }
    seats.mutate(value);
  }

  return (
    <form className="capacity-form" aria-label="Férőhely" onSubmit={save} noValidate>
      <label htmlFor={`${idPrefix}-capacity`}>Férőhely (a busz ülései)</label>
      <div className="pair">
        <input
          id={`${idPrefix}-capacity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MOST_CAPACITY}
          placeholder={capacity === null ? 'nincs megadva' : String(capacity)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" disabled={busy || seats.isPending}>
          Férőhely mentése
        </button>
      </div>
    </form>
  );
}
