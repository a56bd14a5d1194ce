/**
 * Calls taken with no signal (trip-list-body.tsx), on this phone or another, placed in the
 * order the server received them by whichever page is online first; each once (placePending
 * skips one another page placed, and this page never sends one twice while it is on its way).
 */
import { useEffect, useRef } from 'react';
import type { Club } from '../app/club-firebase.ts';
import type { PendingCall, TripList } from './trip-list-reads.ts';
import type { CallTaken } from './list-transaction.ts';
import { placePending } from './trip-list-writes.ts';

export function usePlacingPending({
  club,
  documentId,
  list,
  online,
  sendInTurn,
  onPlaced,
  onFailed,
}: {
  club: Club;
  documentId: string;
  list: TripList | null;
  online: boolean;
  /** The page's one queue of list writes. */
  sendInTurn: <T>(send: () => Promise<T>) => Promise<T>;
  onPlaced: (call: PendingCall, result: Extract<CallTaken, { taken: true }>) => void;
  onFailed: (call: PendingCall, error: unknown) => void;
}) {
  const placing = useRef(new Set<string>());
  const toPlace = online
    ? (list?.pending ?? [])
        .filter((call) => call.onServer)
        .map((call) => call.id)
        .join(' ')
    : '';
  useEffect(() => {
    if (!toPlace || !list) return;
    for (const call of list.pending) {
      if (!call.onServer || placing.current.has(call.id)) continue;
      placing.current.add(call.id);
      sendInTurn(() => placePending(club, documentId, call.id)).then(
        (result) => {
          if (result?.taken) onPlaced(call, result);
        },
        (error: unknown) => {
          placing.current.delete(call.id);
          onFailed(call, error);
        },
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placed when the ids the server holds change
  }, [toPlace, club, documentId]);
}
