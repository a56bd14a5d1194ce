import { shownDemonstrationDay } from '../../data/today.ts';
import { formatLongDate } from '../../lib/dates.ts';

/**
 * On the development server only, while it shows the bundled program as of a
 * demonstration day: says which day, and how to see today's.
 */
export function DemonstrationNote() {
  const day = shownDemonstrationDay();
  if (!import.meta.env.DEV || day === null) return null;
  return (
    <p className="draft-mark demonstration-note" role="note">
      <strong>Bemutató nap: {formatLongDate(day)}.</strong> A beépített program minden évada véget ért, ezért
      a fejlesztői szerver ennek a napnak az állapotában mutatja a honlapot. A mai nap szerint:{' '}
      <code>VITE_DEMO_DAY=off npm run dev</code>
    </p>
  );
}
