import { decisionText } from '../../lib/tentative';
import { statusLabel, type StatusInfo } from '../../lib/trip-status';

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

/**
 * A home card's or a program line's status: the words, and for a full trip
 * how to get on the waiting list (the trip page has its own section for it).
 */
export function StatusLine({ item, id }: { item: StatusInfo; id?: string }) {
  if (!item.status) return null;
  return (
    <span id={id} className="trip-status">
      <StatusWords item={item} />
      {item.status === 'full' ? ' Várólistára jelentkezés telefonon.' : null}
    </span>
  );
}
