/**
 * The form an organiser fills in during a phone call: name, number, seats, boarding point,
 * deposit and note, in the order a caller says them, and what each typed value means (callOf),
 * every problem named by its field in Hungarian; and the choice for a party larger than the
 * seats left.
 */
import type { FormEvent } from 'react';
import { MOST_DEPOSIT, MOST_SEATS_A_CALL, type Call } from '../../schema/trip-list.ts';
import { club as clubSettings } from '../../src/data/club.ts';
import { focusOnShow } from '../app/focus.ts';
import { readPhoneNumber } from './phone-number.ts';

export interface Typed {
  name: string;
  phone: string;
  seats: string;
  boarding: string;
  deposit: string;
  method: 'cash' | 'transfer';
  note: string;
}

export const EMPTY: Typed = {
  name: '',
  phone: '',
  seats: '1',
  boarding: clubSettings.departurePoints[0]?.id ?? '',
  deposit: '',
  method: 'cash',
  note: '',
};

/** The call as typed, or each field's problem in Hungarian. */
export function callOf(typed: Typed): { ok: true; call: Call } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const name = typed.name.trim();
  if (name === '') problems.push('név: nem lehet üres');
  const phone = readPhoneNumber(typed.phone);
  if (!phone.ok) problems.push(phone.problem);
  const seats = Number(typed.seats);
  if (!Number.isInteger(seats) || seats < 1 || seats > MOST_SEATS_A_CALL)
    problems.push(`helyek: egész szám 1 és ${MOST_SEATS_A_CALL} között`);
  const deposit = typed.deposit.trim() === '' ? null : Number(typed.deposit.replace(/\s/g, ''));
  if (deposit !== null && (!Number.isInteger(deposit) || deposit < 1 || deposit > MOST_DEPOSIT))
    problems.push(`előleg: egész forint ${MOST_DEPOSIT} Ft-ig, vagy hagyd üresen, ha nem fizetett`);
  if (problems.length > 0 || !phone.ok) return { ok: false, problems };
  return {
    ok: true,
    call: {
      name,
      phone: phone.phone,
      seats,
      boarding: typed.boarding,
      deposit: deposit === null ? null : { amount: deposit, method: typed.method },
      note: typed.note.trim(),
    },
  };
}

export function CallForm(props: {
  idPrefix: string;
  typed: Typed;
  onType: (typed: Typed) => void;
  /** The caller already on the list under the number typed, in a few words; null when none. */
  listed: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const { idPrefix, typed, onType, listed, busy, onSubmit } = props;
  return (
    <form className="call-form" aria-label="Hívás felvétele" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${idPrefix}-name`}>Név</label>
      <input
        id={`${idPrefix}-name`}
        value={typed.name}
        autoComplete="off"
        maxLength={80}
        onChange={(event) => onType({ ...typed, name: event.target.value })}
      />
      <label htmlFor={`${idPrefix}-phone`}>Telefonszám</label>
      <input
        id={`${idPrefix}-phone`}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={typed.phone}
        aria-describedby={listed ? `${idPrefix}-same` : undefined}
        onChange={(event) => onType({ ...typed, phone: event.target.value })}
      />
      {listed ? (
        <p id={`${idPrefix}-same`} className="note">
          Ez a szám már a listán van: {listed}.
        </p>
      ) : null}
      <div className="pair">
        <div>
          <label htmlFor={`${idPrefix}-seats`}>Helyek</label>
          <input
            id={`${idPrefix}-seats`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MOST_SEATS_A_CALL}
            value={typed.seats}
            onChange={(event) => onType({ ...typed, seats: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${idPrefix}-boarding`}>Felszállás</label>
          <select
            id={`${idPrefix}-boarding`}
            value={typed.boarding}
            onChange={(event) => onType({ ...typed, boarding: event.target.value })}
          >
            {clubSettings.departurePoints.map((point) => (
              <option key={point.id} value={point.id}>
                {point.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="pair">
        <div>
          <label htmlFor={`${idPrefix}-deposit`}>Előleg (Ft)</label>
          <input
            id={`${idPrefix}-deposit`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="nem fizetett"
            value={typed.deposit}
            onChange={(event) => onType({ ...typed, deposit: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${idPrefix}-method`}>Hogyan</label>
          <select
            id={`${idPrefix}-method`}
            value={typed.method}
            onChange={(event) => onType({ ...typed, method: event.target.value as Typed['method'] })}
          >
            <option value="cash">készpénz</option>
            <option value="transfer">átutalás</option>
          </select>
        </div>
      </div>
      <label htmlFor={`${idPrefix}-note`}>Megjegyzés</label>
      <input
        id={`${idPrefix}-note`}
        autoComplete="off"
        maxLength={280}
        value={typed.note}
        onChange={(event) => onType({ ...typed, note: event.target.value })}
      />
      <button type="submit" className="wide" disabled={busy}>
        Hívás felvétele
      </button>
    </form>
  );
}

/**
 * A party larger than the seats left: the organiser asks the caller and taps the answer,
 * the seats there are now and the rest on the waiting list, or the whole party waiting.
 */
export function LargePartyChoice({
  call,
  left,
  busy,
  onSplit,
  onWait,
}: {
  call: Call;
  left: number;
  busy: boolean;
  onSplit: () => void;
  onWait: () => void;
}) {
  return (
    <div role="alert" className="conflict" tabIndex={-1} ref={focusOnShow}>
      <p>
        Csak {left} szabad hely van, {call.name} {call.seats} helyet kér.
      </p>
      <div className="actions">
        <button type="button" disabled={busy} onClick={onSplit}>
          {left} most, {call.seats - left} várólistára
        </button>
        <button type="button" disabled={busy} onClick={onWait}>
          Mind várólistára
        </button>
      </div>
    </div>
  );
}
