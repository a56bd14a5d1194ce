import { Link } from '@tanstack/react-router';
import { usePageHead } from './use-page-head.ts';

/** Any address the club never published, `/program14/` included (the original showed nothing there). */
export function NotFoundView() {
  usePageHead(
    'Az oldal nem található',
    'Ez az oldal nem található. A kezdőlapon és az éves programban minden meghirdetett túrát megtalál.',
  );
  return (
    <section className="message-page" aria-labelledby="nem-talalhato">
      <h1 id="nem-talalhato">Ez az oldal nem található</h1>
      <p>
        Lehet, hogy elírták a címet, vagy ez a túra már nem szerepel a programban. A kezdőlapon és az éves
        programban minden meghirdetett túrát megtalál.
      </p>
      <div className="button-row">
        <Link to="/" className="button">
          Vissza a kezdőlapra
        </Link>
        <Link to="/evesprogram/" className="button button-secondary">
          Éves program
        </Link>
      </div>
    </section>
  );
}
