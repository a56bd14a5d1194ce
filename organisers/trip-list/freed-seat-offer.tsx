/**
 * On a waiting caller's line, the freed seats' way that leads to them (freed-seats.ts): phone
 * them, their party fits; phone them, the first on the waiting list, larger than the seats free,
 * who may split or wait; or phone them instead, the next party that fits while the first waits.
 * The number to tap and the buttons for the answer.
 */
import type { ReactNode } from 'react';
import { withArticle } from '../../src/lib/hungarian-article.ts';
import type { CallChange } from '../../schema/trip-list.ts';
import { waitingSeats } from './freed-seats.ts';
import type { ListedCall } from './trip-list-reads.ts';

/** Which way of the freed seats leads to a waiting caller, and how many seats are free. */
export type FreedWay = { way: 'phone' | 'larger' | 'instead'; left: number };

const seatsWords = (seats: number) => (seats === 1 ? 'egy hely' : `${seats} hely`);

type OfferProps = {
  call: ListedCall;
  offer: FreedWay;
  busy: boolean;
  onTap: (call: ListedCall, what: CallChange) => void;
  /** The first party chose to wait: nothing is written, the page says so. */
  onWaits: (call: ListedCall) => void;
};

/** What to ask the caller, with the number to tap. */
export function FreedSeatWords({
  call,
  offer,
  number,
}: Pick<OfferProps, 'call' | 'offer'> & { number: ReactNode }) {
  const rest = waitingSeats(call);
  return (
    <p className="to-phone">
      {offer.way === 'larger' ? (
        <>
          <strong>Hívd fel:</strong> felszabadult {seatsWords(offer.left)}, a társaság{' '}
          {call.placedSeats ? `még ${rest} helyet kér` : `${rest} fős`}. Kettéválnak, vagy várnak?
        </>
      ) : offer.way === 'instead' ? (
        <>
          <strong>Vagy őt hívd fel:</strong> {withArticle(String(offer.left))} szabad hely neki elég, ha az
          első helyen állók várnak.
        </>
      ) : (
        <>
          <strong>Hívd fel:</strong> felszabadult {seatsWords(rest)}.
        </>
      )}{' '}
      {number}
    </p>
  );
}

/** The caller's answer, in one tap: among the line's buttons. */
export function FreedSeatButtons({ call, offer, busy, onTap, onWaits }: OfferProps) {
  const rest = waitingSeats(call);
  if (offer.way === 'larger')
    return (
      <>
        <button type="button" disabled={busy} onClick={() => onTap(call, 'split')}>
          {offer.left} most, {rest - offer.left} vár tovább
        </button>
        <button type="button" disabled={busy} onClick={() => onWaits(call)}>
          Várnak
        </button>
      </>
    );
  return (
    <>
      <button type="button" disabled={busy} onClick={() => onTap(call, 'move-up')}>
        Kéri a helyet
      </button>
      {/* A split party's rest is on the list with the part on the coach: it is cancelled whole. */}
      {call.placedSeats ? null : (
        <button type="button" disabled={busy} onClick={() => onTap(call, 'decline')}>
          Nem kéri
        </button>
      )}
    </>
  );
}
