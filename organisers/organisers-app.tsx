/**
 * The organisers' page: sign in with an e-mail link, then set a coming trip's
 * status in two taps (the status, then save), with undo; or edit a season's
 * events (season-editor.tsx). What is saved is shown as visitors will read it
 * (the site's StatusWords).
 */
import { useQueryClient } from '@tanstack/react-query';
import { onAuthStateChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { AddressForm } from './app/address-form.tsx';
import {
  completeSignIn,
  isSignInLink,
  isUsedUpLink,
  pendingAddress,
  sendSignInLink,
  hasUnsentWrites,
  signOutOrganiser,
  type Club,
} from './app/club-firebase.ts';
import { failureText } from './app/failure-text.ts';
import { useOnline } from './app/offline-page.ts';
import { SeasonEditor } from './season/index.ts';
import { StatusBoard } from './status/index.ts';
import { signedOutRefusedNotice, useClosedListsForgotten } from './trip-list/index.ts';

type SignIn =
  | { step: 'checking' }
  | { step: 'signed-out'; sentTo?: string; error?: string; address?: string }
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

/**
 * Signing out takes the page's copy of the trips and lists off the phone (signOutOrganiser),
 * after a warning when something has not reached the server yet: it would be lost.
 */
function SignOutButton({ club, onOut }: { club: Club; onOut: () => void }) {
  const [step, setStep] = useState<'idle' | 'unsent' | 'leaving' | 'copy-kept'>('idle');
  async function leave() {
    setStep('leaving');
    const cleared = await signOutOrganiser(club);
    onOut();
    // The page's Firestore connection is closed: it starts afresh, signed out.
    if (cleared) location.reload();
    else setStep('copy-kept');
  }
  async function ask() {
    if (await hasUnsentWrites(club)) setStep('unsent');
    else await leave();
  }
  if (step === 'copy-kept')
    return (
      <span role="alert" className="problem">
        Kiléptél. A telefonon tárolt lista akkor törlődik, ha a szervezői oldal többi lapját is bezárod.{' '}
        <button type="button" onClick={() => location.reload()}>
          Rendben
        </button>
      </span>
    );
  if (step === 'unsent')
    return (
      <span role="alert" className="conflict">
        Valami még nem jutott el a szerverre erről a telefonról (nincs térerő?). Ha most kilépsz, elvész.{' '}
        <button type="button" className="danger" onClick={() => void leave()}>
          Kilépek így is
        </button>{' '}
        <button type="button" onClick={() => setStep('idle')}>
          Maradok
        </button>
      </span>
    );
  return (
    <button type="button" className="quiet" disabled={step === 'leaving'} onClick={() => void ask()}>
      Kilépés
    </button>
  );
}

function SignedInArea({ club }: { club: Club }) {
  const queryClient = useQueryClient();
  // A link opened in another browser than the one that asked for it: the address is not stored here.
  const [signIn, setSignIn] = useState<SignIn>(() =>
    isSignInLink(club, location.href) && !pendingAddress() ? { step: 'needs-address' } : { step: 'checking' },
  );

  useEffect(() => {
    const href = location.href;
    const address = pendingAddress();
    if (isSignInLink(club, href) && address) {
      completeSignIn(club, address, href).catch((error: unknown) =>
        setSignIn({ step: 'signed-out', error: failureText(error), address }),
      );
    }
    const signedOut: SignIn = { step: 'signed-out', error: signedOutRefusedNotice() };
    return onAuthStateChanged(club.auth, (user) => {
      setSignIn((current) =>
        user ? { step: 'signed-in', user } : current.step === 'checking' ? signedOut : current,
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
          address={signIn.address}
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
              // A used-up link: the form that sends a new one, the address already in it.
              if (isUsedUpLink(error)) setSignIn({ step: 'signed-out', error: failureText(error), address });
              else setSignIn({ step: 'needs-address', error: failureText(error) });
            }
          }}
        />
      ) : null}
      {signIn.step === 'signed-in' ? (
        <>
          <p className="who">
            Belépve: <strong>{signIn.user.email}</strong>{' '}
            <SignOutButton club={club} onOut={() => queryClient.clear()} />
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
  const online = useOnline();
  useClosedListsForgotten(club);
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
      {view === 'status' ? (
        <StatusBoard club={club} user={user} />
      ) : online ? (
        <SeasonEditor club={club} user={user} />
      ) : (
        // A season's copy, an added or removed event check the season as stored first: no signal, no edit.
        <p role="status" className="offline-note">
          Az évad programját térerővel lehet szerkeszteni. A túrák állapotát térerő nélkül is beállíthatod:
          Túrák állapota.
        </p>
      )}
    </>
  );
}
