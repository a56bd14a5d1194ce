import { decisionText } from '../../lib/tentative.ts';
import { seatsLeft, seatsText, statusLabel, type StatusInfo } from '../../lib/trip-status.ts';

/**
 * A trip's status in words, the same on the home card, the yearly program and
 * the trip page: the badge; for a trip that depends on the weather, when the
 * club decides ("Az időjárástól függ – döntés: péntek 18:00", as tentativeText
 * words it); then the club's note. Nothing for a trip without a status.
 */
export function StatusWords({ item }: { item: StatusInfo }) {
  if (!item.status) return null;
  const decision = item.status === 'tentative' ? decisionText(item.decisionBy, item.date) : null;
  return (
    <>
      <strong className={`status-badge status-${item.status}`}>{statusLabel[item.status]}</strong>
      {decision ? ` – ${decision}` : null}
      {item.statusNote ? ` ${item.statusNote}` : null}
    </>
  );
}

/** Whether a card or a program line has a status line: the status, or a coming trip's seats left. */
export const hasStatusLine = (item: StatusInfo, past: boolean) =>
  item.status !== undefined || (!past && seatsLeft(item) !== null);

/**
 * A home card's or a program line's status: the words, for a full trip that the
 * waiting list still takes callers (the trip page has its own section for it), and
 * for a coming trip whose list the organisers keep, the seats left.
 */
export function StatusLine({ item, id, past = false }: { item: StatusInfo; id?: string; past?: boolean }) {
  if (!hasStatusLine(item, past)) return null;
  const left = past ? null : seatsLeft(item);
  return (
    <span id={id} className="trip-status">
      <StatusWords item={item} />
      {item.status === 'full' && !past ? ' Várólistára még felírjuk, telefonon.' : null}
      {left !== null ? (
        <>
          {item.status ? ' ' : null}
          <strong className="trip-seats">{seatsText(left)}</strong>
        </>
      ) : null}
    </span>
  );
}
