/**
 * A coming trip's list, once the organiser opens it (trip-list-panel.tsx), phone first: the
 * seats taken of the coach's, a call taken in a few taps (name, number, seats, boarding point,
 * deposit, note), and every call with a `tel:` link, followed live. A chunk of its own with
 * the phone-number metadata (libphonenumber-js, about 70 kB), which only the list needs.
 */
import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { LIST_KEPT_DAYS } from '../schema/changes.ts';
import type { Call, CallChange } from '../schema/trip-list.ts';
import type { Club } from './club-firebase.ts';
import type { PageEvent } from './event-reads.ts';
import { CapacityForm } from './capacity-form.tsx';
import { TripMorning } from './trip-morning.tsx';
import { failureText } from './failure-text.ts';
import { focusOnShow } from './focus.ts';
import { useOnline } from './offline-page.ts';
import { readPhoneNumber } from './phone-number.ts';
import { Problems } from './problems.tsx';
import { callOf, CallForm, EMPTY, LargePartyChoice, type Typed } from './call-form.tsx';
import { callersToPhone, changedWords, seatsLeft } from './trip-list-plan.ts';
import { CallLine, PendingLine } from './call-lines.tsx';
import { watchTripList, type ListedCall, type TripList } from './trip-list-reads.ts';
import { usePlacingPending } from './placing-pending.ts';
import {
  changeCall,
  queueCalls,
  takeCall,
  takePendingCall,
  WaitingListFull,
  type CallTaken,
} from './trip-list-writes.ts';

/** One phone, one queue: its calls are placed one after another, never racing each other. */
const sendInTurn = queueCalls();

/** What the page says once a call is on the list. */
function placedWords(call: Call, result: Extract<CallTaken, { taken: true }>): string {
  const left = seatsLeft(result.summary);
  return result.state === 'place'
    ? `${call.name}: ${call.seats} hely lefoglalva.${left === null ? '' : ` Még ${left} szabad hely.`}`
    : `${call.name}: várólistára került (${result.summary.waiting.length}.). Mondd meg neki: ha felszabadul hely, visszahívjuk.`;
}

/** What the organiser says to a caller taken with no signal. */
const PENDING_WORDS =
  'függőben: helyet még nem tudunk ígérni. Mondd meg neki, hogy visszahívjuk, amint a lista frissült.';

const isNoSignal = (error: unknown) =>
  ['unavailable', 'deadline-exceeded'].includes(String((error as { code?: unknown } | null)?.code));

export default function TripListBody({ club, user, event }: { club: Club; user: User; event: PageEvent }) {
  const documentId = event.firestoreId;
  const [data, setData] = useState<TripList | null>(null);
  const [readFailure, setReadFailure] = useState<unknown>(null);
  // Followed live while open, both organisers' calls within seconds.
  useEffect(() => watchTripList(club, documentId, setData, setReadFailure), [club, documentId]);
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [problems, setProblems] = useState<string[]>([]);
  const [tooLarge, setTooLarge] = useState<{ call: Call; left: number } | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [savingCapacity, setSavingCapacity] = useState(false);

  const online = useOnline();

  /** Takes a call with no signal: on the list as *függőben* at once, placed once it is sent. */
  function takePending(call: Call) {
    const { sent } = takePendingCall(club, documentId, call, user.email ?? '');
    setTooLarge(null);
    setTyped(EMPTY);
    setProblems([]);
    setSaid(`${call.name}: ${PENDING_WORDS}`);
    sent.catch((error: unknown) =>
      setProblems([`${call.name}: ${failureText(error)}`, 'A hívás nem került a listára: vedd fel újra.']),
    );
  }

  const take = useMutation({
    mutationFn: ({ call, choice }: { call: Call; choice?: 'wait' }) =>
      sendInTurn(() => takeCall(club, documentId, call, user.email ?? '', choice)),
    onSuccess: (result, { call }) => {
      if (!result.taken) {
        setTooLarge({ call, left: result.left });
        return;
      }
      setTooLarge(null);
      setTyped(EMPTY);
      setSaid(placedWords(call, result));
    },
    onError: (error, { call }) => {
      // The signal went while the call was placed: it waits as *függőben*, nothing lost.
      if (isNoSignal(error)) {
        takePending(call);
        return;
      }
      setSaid(null);
      if (error instanceof WaitingListFull) {
        setProblems([failureText(error)]);
        return;
      }
      setProblems([
        error instanceof Error && error.name === 'ZodError' ? 'Hibás adat.' : failureText(error),
        'A hívás nem került a listára: írd fel, és vedd fel újra, amint lesz kapcsolat.',
      ]);
    },
  });

  usePlacingPending({
    club,
    documentId,
    list: data,
    online,
    sendInTurn,
    onPlaced: (call, result) => setSaid(`A függőben hívás a listára került. ${placedWords(call, result)}`),
    onFailed: (call, error) => setProblems([`${call.name} (függőben): ${failureText(error)}`]),
  });

  const move = useMutation({
    mutationFn: ({ call, what }: { call: ListedCall; what: CallChange }) =>
      sendInTurn(() => changeCall(club, documentId, call.id, what, user.email ?? '')),
    onSuccess: (result, { call, what }) => {
      if (!result.ok) {
        setSaid(null);
        setProblems([`${call.name}: ${result.problem}`]);
        return;
      }
      setProblems([]);
      setSaid(changedWords(call, what, result));
    },
    onError: (error, { call }) => {
      setSaid(null);
      setProblems([
        `${call.name}: ${failureText(error)}`,
        'Nem változott semmi: próbáld újra, amint lesz kapcsolat.',
      ]);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaid(null);
    const read = callOf(typed);
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    setProblems([]);
    if (online) take.mutate({ call: read.call });
    else takePending(read.call);
  }

  const calls = data?.calls ?? [];
  const typedPhone = readPhoneNumber(typed.phone);
  const sameNumber = typedPhone.ok ? calls.find((call) => call.phone === typedPhone.phone) : undefined;
  const idPrefix = `list-${documentId}`;
  const busy = take.isPending || savingCapacity || move.isPending;
  const toPhone = data ? new Set(callersToPhone(data.summary, calls)) : new Set<string>();

  return (
    <>
      {readFailure ? (
        <p role="alert" className="problem">
          A lista betöltése nem sikerült. {failureText(readFailure)} Csukd be, és nyisd ki újra.
        </p>
      ) : null}
      {!data && !readFailure ? <p>A lista betöltése…</p> : null}
      {data ? (
        <>
          <p className="list-count">
            {data.summary.capacity === null
              ? 'Nincs megadva férőhely: minden hívó helyet kap.'
              : `Foglalt: ${data.summary.taken} / ${data.summary.capacity} hely · szabad: ${seatsLeft(data.summary)}`}
            {data.summary.waiting.length > 0 ? ` · várólista: ${data.summary.waiting.length}` : ''}
          </p>
          <TripMorning club={club} user={user} event={event} list={data} />
          {/* The one sentence the club's privacy notice asks the organiser to say on the phone. */}
          <p className="meta">
            Mondd a hívónak: „A nevét és a számát csak a túra szervezéséhez használjuk, és a túra után{' '}
            {LIST_KEPT_DAYS} nappal töröljük.”
          </p>
          <CallForm
            idPrefix={idPrefix}
            typed={typed}
            onType={setTyped}
            listed={sameNumber ? `${sameNumber.name}, ${sameNumber.seats} fő` : null}
            busy={busy}
            onSubmit={submit}
          />
          {tooLarge ? (
            <LargePartyChoice
              call={tooLarge.call}
              left={tooLarge.left}
              busy={busy}
              onSplit={() => {
                const { call, left } = tooLarge;
                setTooLarge(null);
                take.mutate({ call: { ...call, seats: left } });
                take.mutate({ call: { ...call, seats: call.seats - left }, choice: 'wait' });
              }}
              onWait={() => take.mutate({ call: tooLarge.call, choice: 'wait' })}
            />
          ) : null}
          {said ? (
            <p role="status" className="saved" tabIndex={-1} ref={focusOnShow}>
              {said}
            </p>
          ) : null}
          <Problems lines={problems} />
          {data.pending.length > 0 ? (
            <ol className="calls" aria-label="Függőben">
              {data.pending.map((call) => (
                <PendingLine key={call.id} call={call} />
              ))}
            </ol>
          ) : null}
          {calls.length > 0 ? (
            <ol className="calls" aria-label="Hívások">
              {calls.map((call) => {
                const place = data.summary.waiting.indexOf(call.id);
                return (
                  <CallLine
                    key={call.id}
                    call={call}
                    waitingPlace={place === -1 ? null : place + 1}
                    toPhone={toPhone.has(call.id)}
                    busy={busy}
                    onTap={(tapped, what) => move.mutate({ call: tapped, what })}
                  />
                );
              })}
            </ol>
          ) : data.pending.length === 0 ? (
            <p>Még nincs hívás.</p>
          ) : null}
          <CapacityForm
            club={club}
            documentId={documentId}
            idPrefix={idPrefix}
            capacity={data.summary.capacity}
            busy={busy}
            onSaving={setSavingCapacity}
            onSaid={setSaid}
            onProblems={setProblems}
          />
        </>
      ) : null}
    </>
  );
}
