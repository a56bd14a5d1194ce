/**
 * Taking and changing a trip's calls from the list: placed one after another from this phone,
 * a call taken with no signal kept as *függőben* and placed once it is sent, and what the page
 * says after each (the sentence for the caller, or what went wrong and what to do).
 */
import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import type { Call, CallChange } from '../../schema/trip-list.ts';
import type { Club } from '../app/club-firebase.ts';
import { failureText } from '../app/failure-text.ts';
import { useOnline } from '../app/offline-page.ts';
import { callOf, EMPTY, type Typed } from './call-form.tsx';
import { changedWords, waitsWords } from './freed-seats.ts';
import { seatsLeft, type LargePartyChoice } from './trip-list-plan.ts';
import type { ListedCall, TripList } from './trip-list-reads.ts';
import { usePlacingPending } from './placing-pending.ts';
import { WaitingListFull, type CallTaken } from './list-transaction.ts';
import { changeCall, queueCalls, takeCall, takePendingCall } from './trip-list-writes.ts';

/** One phone, one queue: its calls are placed one after another, never racing each other. */
const sendInTurn = queueCalls();

/** What the page says once a call is on the list. */
function placedWords(call: Call, result: Extract<CallTaken, { taken: true }>): string {
  const left = seatsLeft(result.summary);
  const place = result.summary.waiting.length;
  if (result.placedSeats > 0)
    return `${call.name}: ${result.placedSeats} hely lefoglalva, ${call.seats - result.placedSeats} a várólistán (${place}.). Mondd meg neki: ha felszabadul hely, visszahívjuk.`;
  return result.state === 'place'
    ? `${call.name}: ${call.seats} hely lefoglalva.${left === null ? '' : ` Még ${left} szabad hely.`}`
    : `${call.name}: várólistára került (${place}.). Mondd meg neki: ha felszabadul hely, visszahívjuk.`;
}

/** What the organiser says to a caller taken with no signal. */
const PENDING_WORDS =
  'függőben: helyet még nem tudunk ígérni. Mondd meg neki, hogy visszahívjuk, amint a lista frissült.';

const isNoSignal = (error: unknown) =>
  ['unavailable', 'deadline-exceeded'].includes(String((error as { code?: unknown } | null)?.code));

export function useCallTaking(club: Club, user: User, documentId: string, data: TripList | null) {
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
    mutationFn: ({ call, choice }: { call: Call; choice?: LargePartyChoice }) =>
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
      setSaid(changedWords(call, what, result, data?.calls ?? []));
    },
    onError: (error, { call }) => {
      setSaid(null);
      setProblems([
        `${call.name}: ${failureText(error)}`,
        'Nem változott semmi: próbáld újra, amint lesz kapcsolat.',
      ]);
    },
  });

  /** The first waiting party chose to wait: nothing is written, and the page says exactly that. */
  function waits(call: ListedCall) {
    if (!data) return;
    setProblems([]);
    setSaid(waitsWords(call, data.summary, data.calls));
  }

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

  return {
    typed,
    setTyped,
    problems,
    setProblems,
    tooLarge,
    setTooLarge,
    said,
    setSaid,
    setSavingCapacity,
    take,
    move,
    waits,
    submit,
    busy: take.isPending || savingCapacity || move.isPending,
  };
}
