/**
 * A trip card's changes that the server refused because another organiser's change came
 * first: each beside what is stored now, worded as visitors will read it, ready to be sent
 * again on top of the other organiser's in one tap, or left.
 */
import { isFull } from '../../src/data/club-event.ts';
import { seatsLeft, seatsText } from '../../src/lib/trip-status.ts';
import { StatusWords } from '../../src/components/shared/status-words.tsx';
import { focusOnShow } from '../app/focus.ts';
import type { EventRecord } from '../events/event-model.ts';

export function RefusedChanges(props: {
  refused: readonly EventRecord[];
  busy: boolean;
  onSend: (record: EventRecord) => void;
  onKeepTheirs: () => void;
}) {
  const { refused, busy } = props;
  return (
    <div role="alert" className="conflict" tabIndex={-1} ref={focusOnShow}>
      <p>
        Közben egy másik szervező módosította ezt a túrát, ezért a te mentésed nem íródott be. Most az
        látszik, amit ő mentett (fent).
      </p>
      {refused.map((record, index) => (
        <div key={index} className="actions">
          <p>
            A te változtatásod: <VisitorsWords record={record} />
          </p>
          <button type="button" className="primary" disabled={busy} onClick={() => props.onSend(record)}>
            Mégis ezt mentem
          </button>
        </div>
      ))}
      <div className="actions">
        <button type="button" className="quiet" disabled={busy} onClick={props.onKeepTheirs}>
          Marad az övé
        </button>
      </div>
    </div>
  );
}

/**
 * A trip's status as the site words it for visitors: no status is a trip going ahead as
 * planned; a trip's list makes a full coach full and says the seats left, as the site does
 * (src/data/club-event.ts).
 */
export function VisitorsWords({ record }: { record: EventRecord }) {
  const seen =
    record.status === undefined && isFull(record.seats) ? { ...record, status: 'full' as const } : record;
  const left = seatsLeft(seen);
  const seats = left === null ? null : ` ${seatsText(left)}.`;
  return seen.status ? (
    <>
      <StatusWords item={seen} />
      {seats}
    </>
  ) : (
    <span>A túra rendben, a terv szerint.{seats}</span>
  );
}
