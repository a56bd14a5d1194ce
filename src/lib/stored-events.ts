/**
 * How a stored event is read, whoever reads it: the site's reader (src/data/parse-events.ts)
 * and the content check of the `event` collection apply the same rules.
 */
import { StoredEventSchema, type StoredEvent } from '../../schema/event.ts';

/**
 * A record's fields with `updatedAt`, the server's time of an organiser's
 * write, as the event schema keeps it: ISO text, so an event stays plain JSON
 * wherever it is kept (the build's snapshot, the prerendered copies, the list
 * saved for offline). The Firebase SDK gives a Timestamp (whatever has
 * `toDate()`: this module stays free of the SDK), a snapshot file gives text.
 * Any other value (typed in the console) is left out rather than hiding the
 * trip: no page shows it.
 */
export function withWriteTimeAsText(data: object): Record<string, unknown> {
  const { updatedAt, ...fields } = data as Record<string, unknown>;
  const value =
    typeof updatedAt === 'object' && updatedAt !== null && 'toDate' in updatedAt
      ? (updatedAt as { toDate(): unknown }).toDate()
      : updatedAt;
  const text = value instanceof Date ? value.toISOString() : value;
  return typeof text === 'string' && StoredEventSchema.shape.updatedAt.safeParse(text).success
    ? { ...fields, updatedAt: text }
    : fields;
}

export type Issues = ReadonlyArray<{ path: PropertyKey[]; message: string }>;

/**
 * What the club says about a trip beyond its date, and how full its coach is: left out
 * together when one of them is wrong, so the trip still shows, as planned.
 * `npm run events:check` names what this leaves out, with the same list and test.
 */
export const STATUS_FIELDS: readonly (keyof StoredEvent)[] = [
  'status',
  'statusNote',
  'decisionBy',
  'newDate',
  'seats',
];

export function onlyStatusIsBad(issues: Issues): boolean {
  return issues.every((issue) => (STATUS_FIELDS as readonly PropertyKey[]).includes(issue.path[0] ?? ''));
}
