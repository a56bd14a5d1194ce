/**
 * The public side of a write of a trip's list, for the tests that write the list by hand
 * to see what firestore.rules refuse: the counts visitors read on the trip's event and the
 * change marker, added to a batch in the shape the organisers' page writes them
 * (organisers/trip-list/list-transaction.ts). The call and the summary differ from test to
 * test and stay with each; the public side is the same for all, so a change to what the
 * page writes there is made here once.
 */
import { doc, increment, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore';
import { listMarkerChange } from '../../schema/changes.ts';
import { EVENTS_COLLECTION, MARKER_COLLECTION, MARKER_DOCUMENT } from '../../schema/collections.ts';

/** The counts on a trip's event: seats taken of the coach's and callers waiting, never who. */
export interface PublicSeats {
  capacity: number | null;
  taken: number;
  waiting: number;
}

/** The trip's public counts moved to `seats` under the list's write `change`. */
export function moveSeats(
  batch: WriteBatch,
  db: Firestore,
  trip: string,
  seats: PublicSeats,
  change: string,
) {
  batch.update(doc(db, EVENTS_COLLECTION, trip), {
    seats,
    seatsChange: change,
    updatedAt: serverTimestamp(),
  });
}

/** The change marker moved for the list's write `change` of `trip`, as the page moves it. */
export function moveMarker(batch: WriteBatch, db: Firestore, trip: string, change: string) {
  batch.set(
    doc(db, MARKER_COLLECTION, MARKER_DOCUMENT),
    {
      visibleAt: serverTimestamp(),
      staticAt: serverTimestamp(),
      removals: increment(0),
      lastChange: listMarkerChange(trip, change),
    },
    { merge: true },
  );
}

/** Both, counts first, as a page's write of the list carries them. */
export function movePublicSide(
  batch: WriteBatch,
  db: Firestore,
  trip: string,
  seats: PublicSeats,
  change: string,
) {
  moveSeats(batch, db, trip, seats, change);
  moveMarker(batch, db, trip, change);
}
