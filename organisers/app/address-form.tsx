/**
 * The sign-in form: an e-mail address, to which a link is sent (or, when the link was
 * opened in another browser, the address it was asked for). No password.
 */
import { useState, type FormEvent } from 'react';
import { focusOnShow } from './focus.ts';

export function AddressForm(props: {
  label: string;
  intro?: string;
  error?: string | undefined;
  sentTo?: string | undefined;
  /** the address already typed, when the form takes over from another */
  address?: string | undefined;
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
      <input
        id="cim"
        name="cim"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        defaultValue={props.address}
      />
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
