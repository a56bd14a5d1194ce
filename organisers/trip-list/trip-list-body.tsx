/**
 * A coming trip's list, once the organiser opens it (trip-list-panel.tsx), phone first: the
 * seats taken of the coach's and the coach's seats on top, a call taken in a few taps (name,
 * number, seats, boarding point, deposit, note) with its button on the first screen, then the
 * trip morning's parts and every call with a `tel:` link, followed live. A chunk of its own with
 * the phone-number metadata (libphonenumber-js, about 70 kB), which only the list needs.
 */
import { useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { LIST_KEPT_DAYS } from '../../schema/changes.ts';
import type { Club } from '../app/club-firebase.ts';
import { focusOnShow } from '../app/focus.ts';
import { failureText } from '../app/failure-text.ts';
import { Problems } from '../app/problems.tsx';
import type { PageEvent } from '../events/event-reads.ts';
import { CallForm, LargePartyChoice } from './call-form.tsx';
import { CallLine, PendingLine } from './call-lines.tsx';
import { CapacityForm } from './capacity-form.tsx';
import { readPhoneNumber } from './phone-number.ts';
import type { FreedWay } from './freed-seat-offer.tsx';
import { freedSeats } from './freed-seats.ts';
import { seatsLeft } from './trip-list-plan.ts';
import { tripListQuery } from './trip-list-queries.ts';
import { TripMorning } from './trip-morning.tsx';
import { useCallTaking } from './use-call-taking.ts';

export default function TripListBody({ club, user, event }: { club: Club; user: User; event: PageEvent }) {
  const documentId = event.firestoreId;
  // Followed live while open, both organisers' calls within seconds.
  const list = useQuery(tripListQuery(club, documentId));
  const data = list.data ?? null;
  const readFailure = list.isError ? list.error : null;
  const {
    typed,
    setTyped,
    problems,
    setProblems,
    tooLarge,
    said,
    setSaid,
    setSavingCapacity,
    take,
    move,
    waits,
    submit,
    busy,
  } = useCallTaking(club, user, documentId, data);
  const calls = data?.calls ?? [];
  const typedPhone = readPhoneNumber(typed.phone);
  const sameNumber = typedPhone.ok ? calls.find((call) => call.phone === typedPhone.phone) : undefined;
  const idPrefix = `list-${documentId}`;
  const freed = data ? freedSeats(data.summary, calls) : null;
  // Each waiting caller the freed seats lead to, by the way they lead there.
  const offerOf = (id: string): FreedWay | null => {
    if (!freed || !data) return null;
    if (freed.toPhone.includes(id)) return { way: 'phone', left: seatsLeft(data.summary) ?? 0 };
    if (!freed.larger) return null;
    if (freed.larger.id === id) return { way: 'larger', left: freed.larger.left };
    return freed.instead === id ? { way: 'instead', left: freed.larger.left } : null;
  };

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
              onSplit={() => take.mutate({ call: tooLarge.call, choice: 'split' })}
              onWait={() => take.mutate({ call: tooLarge.call, choice: 'wait' })}
            />
          ) : null}
          {said ? (
            <p role="status" className="saved" tabIndex={-1} ref={focusOnShow}>
              {said}
            </p>
          ) : null}
          <Problems lines={problems} />
          <TripMorning club={club} user={user} event={event} list={data} />
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
                    offer={offerOf(call.id)}
                    busy={busy}
                    onTap={(tapped, what) => move.mutate({ call: tapped, what })}
                    onWaits={waits}
                  />
                );
              })}
            </ol>
          ) : data.pending.length === 0 ? (
            <p>Még nincs hívás.</p>
          ) : null}
        </>
      ) : null}
    </>
  );
}
