import { Link } from '@tanstack/react-router';
import { usePageHead } from './use-page-head.ts';

/** What a visitor sees when a screen fails to load (e.g. no signal), instead of a blank page. */
export function ErrorView({ onRetry }: { onRetry: () => void }) {
  usePageHead(
    'Hiba történt',
    'Nem sikerült betölteni az oldalt. Próbálja meg újra, vagy térjen vissza a kezdőlapra.',
  );
  return (
    <section className="message-page" role="alert" aria-labelledby="hiba">
      <h1 id="hiba">Nem sikerült betölteni az oldalt</h1>
      <p>
        Lehet, hogy gyenge a térerő vagy megszakadt a kapcsolat. Próbálja meg újra, vagy térjen vissza a
        kezdőlapra.
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={onRetry}>
          Újrapróbálom
        </button>
        <Link to="/" className="button button-secondary">
          Kezdőlap
        </Link>
      </div>
    </section>
  );
}
