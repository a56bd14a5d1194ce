/**
 * A trip called off or moved, on its list: every caller to tell, the waiting list included, those
 * not yet reached first; the message once, as the trip page words it, a message link per caller
 * holding that number alone, and an *elérve* tick both organisers see (trip-morning-writes.ts).
 */
import type { User } from 'firebase/auth';
import { useContext, useEffect, useRef, useState } from 'react';
import { club as clubSettings } from '../../src/data/club.ts';
import { shownPhone } from './call-lines.tsx';
import type { Club } from '../app/club-firebase.ts';
import type { PageEvent } from '../events/event-reads.ts';
import { failureText } from '../app/failure-text.ts';
import { Problems } from '../app/problems.tsx';
import type { ListedCall } from './trip-list-reads.ts';
import { callersToTell, callOffText, messageFormOf, messageLink } from './trip-morning-plan.ts';
import { tickReached } from './trip-morning-writes.ts';
import { TellWanted } from './tell-progress.ts';

/** Every caller of a trip called off or moved, one message each, those not yet told first. */
export function TellCallers(props: { club: Club; user: User; event: PageEvent; calls: ListedCall[] }) {
  const { club, user, event, calls } = props;
  const [problems, setProblems] = useState<string[]>([]);
  const [copied, setCopied] = useState(false);
  const status = event.status === 'postponed' ? 'postponed' : 'cancelled';
  const text = callOffText({
    clubName: clubSettings.clubName,
    tripName: event.name,
    date: event.date,
    status,
    statusNote: event.statusNote,
    newDate: event.newDate,
    cancelledTripDeposits: clubSettings.cancelledTripDeposits,
  });
  const form = messageFormOf(navigator.userAgent, navigator.maxTouchPoints);
  const toTell = callersToTell(calls.filter((call) => call.state === 'place' || call.state === 'waiting'));
  const left = toTell.filter((call) => !call.reached).length;
  const { show, onProgress } = useContext(TellWanted);
  const section = useRef<HTMLElement>(null);
  const anyone = toTell.length > 0;

  // Saved as called off just now: the callers, with their messages, are the next thing to do.
  useEffect(() => {
    if (show === 0 || !anyone) return;
    section.current?.scrollIntoView({ block: 'start' });
    section.current?.querySelector('h4')?.focus({ preventScroll: true });
  }, [show, anyone]);
  useEffect(
    () => onProgress({ reached: toTell.length - left, total: toTell.length }),
    [onProgress, toTell.length, left],
  );
  useEffect(() => () => onProgress(null), [onProgress]);

  function copy() {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setProblems(['A szöveg másolása nem sikerült: jelöld ki, és másold ki kézzel.']),
    );
  }

  function reach(call: ListedCall, reached: boolean) {
    tickReached(club, event.firestoreId, call.id, reached, user.email ?? '').catch((error: unknown) =>
      setProblems([`${call.name}: ${failureText(error)}`]),
    );
  }

  return (
    <section className="tell-callers" aria-label="Értesítés" ref={section}>
      <h4 tabIndex={-1}>
        {status === 'cancelled'
          ? 'A túra elmarad: szólj mindenkinek'
          : 'A túra elhalasztva: szólj mindenkinek'}
      </h4>
      <p role="status">
        {toTell.length === 0
          ? 'Nincs kit értesíteni.'
          : left === 0
            ? `Mind a ${toTell.length} jelentkező elérve.`
            : `Elérve: ${toTell.length - left} / ${toTell.length} jelentkező · még ${left} hátravan.`}
      </p>
      <p className="message-text">{text}</p>
      <p>
        <button type="button" onClick={copy}>
          Szöveg másolása
        </button>{' '}
        {copied ? <span role="status">Kimásolva: beillesztheted bármelyik üzenetküldőbe.</span> : null}
      </p>
      <Problems lines={problems} />
      <ol className="calls">
        {toTell.map((call) => (
          <li key={call.id} className={`call tell${call.reached ? ' told' : ''}`}>
            <div className="call-line">
              <strong>{call.name}</strong>
              {/* A split party is one caller, one message: its line says it is partly waiting. */}
              {call.state === 'waiting' ? (
                <span className="waiting">{call.placedSeats ? 'részben várólista' : 'várólista'}</span>
              ) : null}
              <a className="message-link" href={messageLink(call.phone, text, form)}>
                SMS
              </a>
              <a href={`tel:${call.phone}`}>{shownPhone(call.phone)}</a>
              <label className="tick" htmlFor={`reached-${call.id}`}>
                <input
                  id={`reached-${call.id}`}
                  type="checkbox"
                  checked={call.reached}
                  onChange={(change) => reach(call, change.target.checked)}
                />
                <span>elérve</span>
              </label>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
