/**
 * The trip morning on the organisers' phones: the coach list by boarding point with a tick
 * for each party and what it still pays, and, for a trip called off or moved, every caller
 * to tell, one message each (tell-callers.tsx). Ticks are plain writes (trip-morning-writes.ts): with no signal
 * they show at once and are sent when it returns; both organisers see each other's within
 * seconds, the list being followed live (trip-list-reads.ts).
 */
import type { User } from 'firebase/auth';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatForint } from '../../src/lib/numbers.ts';
import type { Club } from '../app/club-firebase.ts';
import type { PageEvent } from '../events/event-reads.ts';
import { shownPhone } from './call-lines.tsx';
import { failureText } from '../app/failure-text.ts';
import { Problems } from '../app/problems.tsx';
import { tripFactsOf, type TripFacts } from './trip-facts.ts';
import type { TripList } from './trip-list-reads.ts';
import { TellCallers } from './tell-callers.tsx';
import { coachList, longDate, morningPrice, onCoach, type MorningParty } from './trip-morning-plan.ts';
import { fixMorningFee, tickBoarded } from './trip-morning-writes.ts';
import { fixedHeadCountQuery } from './trip-list-queries.ts';

const forints = (amount: number) => formatForint(amount);

/** The fee's head-count as fixed at the first tick, followed live; undefined until read. */
function useFixedHeadCount(club: Club, eventId: string): number | null | undefined {
  const fixed = useQuery(fixedHeadCountQuery(club, eventId));
  // Read like the list: a failure shows there.
  return fixed.isError ? null : fixed.data;
}

function PartyLine(props: {
  party: MorningParty;
  onBoarded: (party: MorningParty, boarded: number) => void;
}) {
  const { party, onBoarded } = props;
  const all = party.boarded === party.seats;
  const id = `boarded-${party.id}`;
  return (
    <li className={`party${all ? ' party-boarded' : ''}`}>
      <div className="party-line">
        <label className="tick" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={party.boarded > 0}
            onChange={(event) => onBoarded(party, event.target.checked ? party.seats : 0)}
          />
          <span>
            <strong>{party.name}</strong> · {party.seats} fő
          </span>
        </label>
        {party.seats > 1 ? (
          <select
            aria-label={`${party.name}: ennyien szálltak fel`}
            value={party.boarded}
            onChange={(event) => onBoarded(party, Number(event.target.value))}
          >
            {Array.from({ length: party.seats + 1 }, (_, count) => (
              <option key={count} value={count}>
                {count}/{party.seats} fő fent
              </option>
            ))}
          </select>
        ) : null}
      </div>
      <p className="party-money">
        {party.due === null ? 'Fizetendő: a szervezők mondják meg' : `Fizetendő: ${forints(party.due)}`}
        {party.deposit ? ` (előleg ${forints(party.deposit.amount)} levonva)` : ''}
      </p>
      {all ? null : (
        <p className="party-phone">
          <a href={`tel:${party.phone}`}>Hívás: {shownPhone(party.phone)}</a>
        </p>
      )}
    </li>
  );
}

function CoachList(props: { club: Club; user: User; event: PageEvent; list: TripList; facts: TripFacts }) {
  const { club, user, event, list, facts } = props;
  const documentId = event.firestoreId;
  const fixed = useFixedHeadCount(club, documentId);
  const [problems, setProblems] = useState<string[]>([]);
  const headCount = fixed ?? list.summary.taken;
  const price = morningPrice(facts.tiers, headCount);
  const seated = onCoach(list.calls);
  const coach = coachList(seated, facts.departures, price);

  function board(party: MorningParty, boarded: number) {
    const by = user.email ?? '';
    // The first tick of the morning fixes the fee's head-count for everyone's amounts.
    if (fixed === null && boarded > 0)
      fixMorningFee(club, documentId, list.summary.taken, by).catch(() => undefined);
    tickBoarded(club, documentId, party.id, boarded, by).catch((error: unknown) =>
      setProblems([`${party.name}: ${failureText(error)}`, 'A pipa nem került a listára: tedd be újra.']),
    );
  }

  function print() {
    // Only the coach list is printed (organisers.css): the class is taken away afterwards.
    document.documentElement.dataset.print = 'coach';
    window.addEventListener('afterprint', () => delete document.documentElement.dataset.print, {
      once: true,
    });
    window.print();
  }

  return (
    <section className="coach-list" aria-label="Buszlista">
      <h4 className="print-title">
        {event.name} · {longDate(event.date)} · buszlista
      </h4>
      <p className="meta">
        {price === null
          ? facts.tiers
            ? `${headCount} fő: ennyihez nincs ár a túra oldalán, a díjat a szervezők mondják meg.`
            : 'A túra oldala nem ad díjat erre a napra: a fizetendőt a szervezők mondják meg.'
          : `Díj: ${forints(price)}/fő, ${headCount} fős létszámmal${
              fixed === null || fixed === undefined
                ? ' (az első pipával rögzül)'
                : ' (rögzítve az első pipával)'
            }.`}
      </p>
      <Problems lines={problems} />
      {coach.groups.length === 0 ? <p>Még senkinek nincs helye a buszon.</p> : null}
      {coach.groups.map((group) => (
        <section key={group.departure.point} className="boarding" aria-label={group.departure.name}>
          <h5>
            {group.departure.name}
            {group.departure.time ? ` · ${group.departure.time}` : ''}
          </h5>
          <ol className="parties">
            {group.parties.map((party) => (
              <PartyLine key={party.id} party={party} onBoarded={board} />
            ))}
          </ol>
          <p className="group-total">
            Felszállt: {group.boarded}/{group.seats} fő
            {group.due === null ? '' : ` · beszedendő: ${forints(group.due)}`}
          </p>
        </section>
      ))}
      {coach.groups.length > 0 ? (
        <p className="trip-total">
          <strong>
            Összesen: {coach.boarded}/{coach.seats} fő a buszon
            {coach.due === null ? '' : ` · beszedendő: ${forints(coach.due)}`}
          </strong>
        </p>
      ) : null}
      <button type="button" className="no-print" onClick={print}>
        Buszlista nyomtatása
      </button>
    </section>
  );
}

/** The morning's parts of a trip's list: the call-off first when the trip is off, then the coach list. */
export function TripMorning(props: { club: Club; user: User; event: PageEvent; list: TripList }) {
  const { event, list } = props;
  const [open, setOpen] = useState(false);
  const calledOff = event.status === 'cancelled' || event.status === 'postponed';
  return (
    <>
      {calledOff ? <TellCallers {...props} calls={list.calls} /> : null}
      <details className="coach-panel" onToggle={(toggle) => setOpen(toggle.currentTarget.open)}>
        <summary>Buszlista a túra reggelére</summary>
        {open ? <CoachList {...props} facts={tripFactsOf(event)} /> : null}
      </details>
    </>
  );
}
