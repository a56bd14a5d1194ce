/**
 * The organisers' page: sign in with an e-mail link, then set a coming trip's
 * status in two taps (the status, then save), with undo; or edit a season's
 * events (season-editor.tsx). What is saved is shown as visitors will read it
 * (the site's StatusWords).
 */
import { onAuthStateChanged, type User } from 'firebase/auth';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { EVENT_TEXT_LIMITS } from '../schema/changes.ts';
import { StatusWords } from '../src/components/shared/status-words.tsx';
import { budapestDay } from '../src/lib/dates.ts';
import {
  completeSignIn,
  failureText,
  isSignInLink,
  pendingAddress,
  readComingEvents,
  saveStatus,
  sendSignInLink,
  signOutOrganiser,
  ChangedMeanwhile,
  type Club,
  type PageEvent,
} from './club-firebase.ts';
import {
  choiceLabel,
  choiceOf,
  comingEvents,
  defaultDecisionTime,
  horizonHeading,
  needsReason,
  problemsOf,
  recordOf,
  STATUS_CHOICES,
  withStatus,
  type EventRecord,
  type StatusChoice,
} from './status-plan.ts';
import { focusOnShow } from './focus.ts';
import { SeasonEditor } from './season-editor.tsx';

type SignIn =
  | { step: 'checking' }
  | { step: 'signed-out'; sentTo?: string; error?: string }
  | { step: 'needs-address'; error?: string }
  | { step: 'signed-in'; user: User };

export function OrganisersApp({ club }: { club: Club | null }) {
  if (!club) {
    return (
      <main className="organisers">
        <h1>Szervezők</h1>
        <p role="alert">
          Ez az oldal nincs beállítva: hiányzik a Firebase-projekt (VITE_FIREBASE_PROJECT_ID).
        </p>
      </main>
    );
  }
  return <SignedInArea club={club} />;
}

function SignedInArea({ club }: { club: Club }) {
  // A link opened in another browser than the one that asked for it: the address is not stored here.
  const [signIn, setSignIn] = useState<SignIn>(() =>
    isSignInLink(club, location.href) && !pendingAddress() ? { step: 'needs-address' } : { step: 'checking' },
  );

  useEffect(() => {
    const href = location.href;
    const address = pendingAddress();
    if (isSignInLink(club, href) && address) {
      completeSignIn(club, address, href).catch((error: unknown) =>
        setSignIn({ step: 'signed-out', error: failureText(error) }),
      );
    }
    return onAuthStateChanged(club.auth, (user) => {
      setSignIn((current) =>
        user ? { step: 'signed-in', user } : current.step === 'checking' ? { step: 'signed-out' } : current,
      );
    });
  }, [club]);

  return (
    <main className="organisers">
      <h1>Szervezők</h1>
      {signIn.step === 'checking' ? <p>Betöltés…</p> : null}
      {signIn.step === 'signed-out' ? (
        <AddressForm
          label="Belépési link küldése"
          error={signIn.error}
          sentTo={signIn.sentTo}
          onAddress={async (address) => {
            try {
              await sendSignInLink(club, address);
              setSignIn({ step: 'signed-out', sentTo: address });
            } catch (error) {
              setSignIn({ step: 'signed-out', error: failureText(error) });
            }
          }}
        />
      ) : null}
      {signIn.step === 'needs-address' ? (
        <AddressForm
          label="Belépés"
          intro="A linket másik böngészőben nyitottad meg. Írd be a címet, amelyre kérted:"
          error={signIn.error}
          onAddress={async (address) => {
            try {
              await completeSignIn(club, address, location.href);
            } catch (error) {
              setSignIn({ step: 'needs-address', error: failureText(error) });
            }
          }}
        />
      ) : null}
      {signIn.step === 'signed-in' ? (
        <>
          <p className="who">
            Belépve: <strong>{signIn.user.email}</strong>{' '}
            <button type="button" className="quiet" onClick={() => void signOutOrganiser(club)}>
              Kilépés
            </button>
          </p>
          {signIn.user.emailVerified ? null : (
            <p role="alert" className="problem">
              Ez a cím nincs megerősítve, ezért a szerver nem enged menteni. Lépj ki, és lépj be újra e-mailes
              linkkel.
            </p>
          )}
          <SignedInViews club={club} user={signIn.user} />
        </>
      ) : null}
    </main>
  );
}

/** A trip morning's status board first; the season's program, a few times a year, one tap away. */
function SignedInViews({ club, user }: { club: Club; user: User }) {
  const [view, setView] = useState<'status' | 'season'>('status');
  return (
    <>
      <div className="views" role="group" aria-label="Nézet">
        <button type="button" aria-pressed={view === 'status'} onClick={() => setView('status')}>
          Túrák állapota
        </button>
        <button type="button" aria-pressed={view === 'season'} onClick={() => setView('season')}>
          Évad programja
        </button>
      </div>
      {view === 'status' ? <StatusBoard club={club} user={user} /> : <SeasonEditor club={club} user={user} />}
    </>
  );
}

function AddressForm(props: {
  label: string;
  intro?: string;
  error?: string | undefined;
  sentTo?: string | undefined;
  onAddress: (address: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = new FormData(event.currentTarget).get('cim');
    if (typeof address !== 'string' || !address.trim()) return;
    setBusy(true);
    void props.onAddress(address.trim()).finally(() => setBusy(false));
  };
  return (
    <form onSubmit={submit} className="sign-in">
      <p>
        {props.intro ??
          'Írd be az e-mail-címedet: küldünk rá egy belépési linket. Ezen a telefonon nyisd meg. Jelszó nincs.'}
      </p>
      <label htmlFor="cim">E-mail-cím</label>
      <input id="cim" name="cim" type="email" autoComplete="email" inputMode="email" required />
      <button type="submit" disabled={busy}>
        {props.label}
      </button>
      {props.sentTo ? (
        <p role="status" tabIndex={-1} ref={focusOnShow}>
          Elküldtük a linket ide: <strong>{props.sentTo}</strong>. Nyisd meg ezen a telefonon.
        </p>
      ) : null}
      {props.error ? (
        <p role="alert" className="problem" tabIndex={-1} ref={focusOnShow}>
          {props.error}
        </p>
      ) : null}
    </form>
  );
}

function StatusBoard({ club, user }: { club: Club; user: User }) {
  const [events, setEvents] = useState<PageEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const today = budapestDay(new Date());

  const load = useCallback(() => {
    readComingEvents(club, today.replaceAll('-', '.'))
      .then((read) => {
        setEvents(read);
        setError(null);
      })
      .catch((failure: unknown) => setError(failureText(failure)));
  }, [club, today]);
  useEffect(load, [load]);

  if (error) {
    return (
      <p role="alert" className="problem">
        A túrák betöltése nem sikerült. {error}{' '}
        <button type="button" onClick={load}>
          Újrapróbálom
        </button>
      </p>
    );
  }
  if (!events) return <p>A túrák betöltése…</p>;
  const groups = comingEvents(events, today);
  if (groups.length === 0) return <p>Nincs előttünk túra.</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.horizon} aria-labelledby={`h-${group.horizon}`}>
          <h2 id={`h-${group.horizon}`}>{horizonHeading[group.horizon]}</h2>
          <ul className="trips">
            {group.events.map((event) => (
              <TripStatusCard
                key={event.firestoreId ?? `${event.date}-${event.id}`}
                club={club}
                user={user}
                event={event}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function TripStatusCard({ club, user, event }: { club: Club; user: User; event: PageEvent }) {
  // The event as stored after the last read or write: the base its next change names.
  const [current, setCurrent] = useState<PageEvent>(event);
  const saved = recordOf(current);
  const [before, setBefore] = useState<EventRecord | null>(null);
  const [choice, setChoice] = useState<StatusChoice | null>(null);
  const [note, setNote] = useState('');
  const [decisionBy, setDecisionBy] = useState('');
  const [newDate, setNewDate] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  // A change refused because another organiser's came first: kept, to be sent again in one tap.
  const [refused, setRefused] = useState<EventRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const documentId = event.firestoreId;
  const headingId = `trip-${documentId ?? event.id}`;

  async function write(next: EventRecord, previous: EventRecord | null) {
    const found = problemsOf(next);
    setProblems(found);
    if (found.length > 0 || !documentId) return;
    setBusy(true);
    setRefused(null);
    try {
      setCurrent(await saveStatus(club, current, next, user.email ?? ''));
      setBefore(previous);
      setChoice(null);
    } catch (error) {
      if (error instanceof ChangedMeanwhile && error.current) {
        // Another organiser's change came first: the trip as it is now, this organiser's change
        // beside it, ready to go again on top of theirs; nothing of either is lost.
        setCurrent(error.current);
        setBefore(null);
        setChoice(null);
        setRefused(next);
      } else {
        setProblems([failureText(error)]);
      }
    } finally {
      setBusy(false);
    }
  }

  function pick(next: StatusChoice) {
    setProblems([]);
    setRefused(null);
    setChoice(next);
    setNote(next === choiceOf(saved) ? (saved.statusNote ?? '') : '');
    setDecisionBy(saved.decisionBy ?? defaultDecisionTime(saved.date));
    setNewDate(saved.newDate ?? '');
  }

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (choice) void write(withStatus(saved, { choice, note, decisionBy, newDate }), saved);
  };

  return (
    <li className="trip" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {saved.date} · {saved.name}
      </h3>
      <div className="visitors-see" role="group" aria-labelledby={`${headingId}-see`}>
        <span id={`${headingId}-see`} className="see-label">
          Így látják a túrázók:
        </span>{' '}
        <VisitorsWords record={saved} />
      </div>
      <div className="choices" role="group" aria-label={`${saved.name}: állapot`}>
        {STATUS_CHOICES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={(choice ?? choiceOf(saved)) === option}
            className={`choice choice-${option}`}
            onClick={() => pick(option)}
            disabled={busy}
          >
            {choiceLabel[option]}
          </button>
        ))}
      </div>
      {choice ? (
        <form onSubmit={submit} className="status-form">
          {choice !== 'ok' ? (
            <>
              <label htmlFor={`${headingId}-note`}>
                Indoklás{needsReason(choice) ? ' (kötelező)' : ' (nem kötelező)'}
              </label>
              <input
                id={`${headingId}-note`}
                value={note}
                onChange={(change) => setNote(change.target.value)}
                aria-required={needsReason(choice)}
                aria-describedby={`${headingId}-note-limit`}
              />
              <p id={`${headingId}-note-limit`} className="meta">
                Egy-két mondat, legfeljebb {EVENT_TEXT_LIMITS.statusNote} betű ({note.trim().length} eddig).
              </p>
            </>
          ) : null}
          {choice === 'tentative' ? (
            <>
              <label htmlFor={`${headingId}-decision`}>Döntés ideje (ÉÉÉÉ.HH.NN ÓÓ:PP)</label>
              <input
                id={`${headingId}-decision`}
                value={decisionBy}
                onChange={(change) => setDecisionBy(change.target.value)}
                inputMode="numeric"
              />
            </>
          ) : null}
          {choice === 'postponed' ? (
            <>
              <label htmlFor={`${headingId}-new-date`}>Új időpont, ha már tudjátok (ÉÉÉÉ.HH.NN)</label>
              <input
                id={`${headingId}-new-date`}
                value={newDate}
                onChange={(change) => setNewDate(change.target.value)}
                inputMode="numeric"
              />
            </>
          ) : null}
          <button type="submit" disabled={busy}>
            Mentés: {choiceLabel[choice]}
          </button>
        </form>
      ) : null}
      {refused ? (
        <div role="alert" className="conflict" tabIndex={-1} ref={focusOnShow}>
          <p>
            Közben egy másik szervező módosította ezt a túrát, ezért a te mentésed nem íródott be. Most az
            látszik, amit ő mentett (fent).
          </p>
          <p>
            A te változtatásod: <VisitorsWords record={refused} />
          </p>
          <div className="actions">
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() => void write(refused, saved)}
            >
              Mégis ezt mentem
            </button>
            <button type="button" className="quiet" disabled={busy} onClick={() => setRefused(null)}>
              Marad az övé
            </button>
          </div>
        </div>
      ) : null}
      {before && !choice ? (
        <p role="status" className="saved" tabIndex={-1} ref={focusOnShow}>
          Mentve.{' '}
          <button type="button" disabled={busy} onClick={() => void write(before, null)}>
            Visszavonás
          </button>
        </p>
      ) : null}
      {problems.length > 0 ? (
        <ul role="alert" className="problem" tabIndex={-1} ref={focusOnShow}>
          {problems.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A trip's status as the site words it for visitors; no status is a trip going ahead as planned. */
function VisitorsWords({ record }: { record: EventRecord }) {
  return record.status ? <StatusWords item={record} /> : <span>A túra rendben, a terv szerint.</span>;
}
