/**
 * One line of a trip's list for each call (trip-list-body.tsx): who, how many, where they
 * board, where they stand, the number to call back, the deposit, and what the organiser taps
 * next (cancelled, called back for a freed seat, taken back); and a line for each call taken
 * with no signal, not placed yet.
 */
import { useState } from 'react';
import { club as clubSettings } from '../../src/data/club.ts';
import type { CallChange, CallState } from '../../schema/trip-list.ts';
import { FreedSeatButtons, FreedSeatWords, type FreedWay } from './freed-seat-offer.tsx';
import { readPhoneNumber } from './phone-number.ts';
import type { ListedCall, PendingCall } from './trip-list-reads.ts';

const boardingName = (id: string) =>
  clubSettings.departurePoints.find((point) => point.id === id)?.name ?? id;

/** A stored number as the organiser reads it aloud: `06 30 123 4567`. */
export function shownPhone(phone: string): string {
  const read = readPhoneNumber(phone);
  return read.ok ? read.shown : phone;
}

/** A party's seats; a split one's in its two parts, one caller still. */
export const partyWords = (call: { seats: number; placedSeats: number }) =>
  call.placedSeats
    ? `${call.seats} fő: ${call.placedSeats} a buszon, ${call.seats - call.placedSeats} várólistán`
    : `${call.seats} fő`;

const forints = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0Ft`;

export function PendingLine({ call }: { call: PendingCall }) {
  return (
    <li className="call call-pending">
      <strong>{call.name}</strong> · {call.seats} fő · {boardingName(call.boarding)} ·{' '}
      <span className="waiting">függőben</span>
      <div className="meta">
        {call.onServer
          ? 'Térerő nélkül vették fel; a lista a beérkezés sorrendjében mindjárt elhelyezi.'
          : 'Még a telefonon: elküldjük, amint lesz térerő. Helyet addig nem tudunk ígérni.'}
      </div>
    </li>
  );
}

/** What the organiser taps on a call's line: what became of the caller. */
type CallTap = (call: ListedCall, what: CallChange) => void;

const STATE_WORDS: Record<Exclude<CallState, 'waiting'>, string> = {
  place: 'helyet kapott',
  cancelled: 'lemondta',
  declined: 'nem kérte a felszabadult helyet',
};

export function CallLine({
  call,
  waitingPlace,
  offer,
  busy,
  onTap,
  onWaits,
}: {
  call: ListedCall;
  waitingPlace: number | null;
  /** A waiting caller the freed seats lead to: to be phoned now. */
  offer: FreedWay | null;
  busy: boolean;
  onTap: CallTap;
  onWaits: (call: ListedCall) => void;
}) {
  const toPhone = offer !== null;
  // A cancellation takes two taps: a thumb on a crowded list must not cancel a caller.
  const [confirming, setConfirming] = useState(false);
  const off = call.state === 'cancelled' || call.state === 'declined';
  return (
    <li className={`call${off ? ' call-off' : ''}${toPhone ? ' call-to-phone' : ''}`}>
      <strong>{call.name}</strong> · {partyWords(call)} · {boardingName(call.boarding)} ·{' '}
      {call.state === 'waiting' ? (
        <span className="waiting">várólista {waitingPlace}.</span>
      ) : (
        STATE_WORDS[call.state]
      )}
      {offer ? (
        <FreedSeatWords
          call={call}
          offer={offer}
          number={<a href={`tel:${call.phone}`}>{shownPhone(call.phone)}</a>}
        />
      ) : null}
      <div className="call-line">
        {/* A caller to phone has the number in the line that says so. */}
        {toPhone ? null : <a href={`tel:${call.phone}`}>{shownPhone(call.phone)}</a>}
        <span>
          {call.deposit
            ? `előleg ${forints(call.deposit.amount)}, ${call.deposit.method === 'cash' ? 'készpénz' : 'átutalás'}`
            : 'nincs előleg'}
        </span>
      </div>
      {call.note ? <div className="meta">{call.note}</div> : null}
      {off ? (
        <div className="actions">
          {/* A cancellation or a refusal recorded by mistake is taken back in one tap. */}
          <button type="button" disabled={busy} onClick={() => onTap(call, 'restore')}>
            Visszavétel
          </button>
        </div>
      ) : (
        <div className="actions">
          {offer ? (
            <FreedSeatButtons call={call} offer={offer} busy={busy} onTap={onTap} onWaits={onWaits} />
          ) : null}
          {confirming ? (
            <>
              <button
                type="button"
                className="danger"
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                  onTap(call, 'cancel');
                }}
              >
                Igen, {call.name} lemondta
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                Mégsem
              </button>
            </>
          ) : (
            <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
              Lemondta
            </button>
          )}
        </div>
      )}
    </li>
  );
}
