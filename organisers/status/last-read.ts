/**
 * When this phone last had the trips from the server: kept across reloads, so a page opened
 * with no signal says how old what it shows is (*05:41-kori állapot*), on the Budapest clock.
 */
import { budapestDateTimeWithOffset } from '../../src/lib/budapest-time.ts';
import { formatShortDate } from '../../src/lib/dates.ts';

const LAST_READ = 'szervezo-utolso-olvasas';

export function rememberServerRead(at: Date): void {
  localStorage.setItem(LAST_READ, at.toISOString());
}

/** The last read's time, as `05:41`, or `november 26. 18:02` on another day than `today`; null if never. */
function lastReadText(today: string): string | null {
  const stored = localStorage.getItem(LAST_READ);
  const at = stored ? new Date(stored) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  const local = budapestDateTimeWithOffset(at);
  const day = local.slice(0, 10);
  const time = local.slice(11, 16);
  return day === today ? time : `${formatShortDate(day)} ${time}`;
}

/** What the page says while it shows the phone's copy. */
export function offlineNotice(today: string): string {
  const at = lastReadText(today);
  return at
    ? `Nincs kapcsolat: a ${at}-kori állapot látszik. A változtatásaid ezen a készüléken várnak, amíg lesz térerő.`
    : 'Nincs kapcsolat. A változtatásaid ezen a készüléken várnak, amíg lesz térerő.';
}
