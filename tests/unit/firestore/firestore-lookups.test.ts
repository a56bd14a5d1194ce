/**
 * Every write the organisers' page makes stays within what Firestore lets the rules look at:
 * 10 other documents for one document's write, 20 for a batch. The emulator does not enforce
 * either, so a rule grown past them would pass every other test and be refused in the club's
 * project; this counts them out of firestore.rules (tests/support/rule-lookups.ts), the worst
 * case of each rule the page's batches pass through, and derives the season copy's batch size.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COPY_CHUNK } from '../../../organisers/events/event-saves.ts';
import { ruleLookups } from '../../support/rule-lookups.ts';

const ONE_WRITE = 10;
const ONE_BATCH = 20;

const EVENT = '/event/{eventId}';
const ENTRY = '/eventHistory/{entryId}';
const MARKER = '/meta/changes';
const SUMMARY = '/tripLists/{eventId}';
const CALL = '/tripLists/{eventId}/calls/{callId}';
const PENDING = '/tripLists/{eventId}/pending/{callId}';
const FEE = '/tripLists/{eventId}/morning/fee';

type Write = [path: string, operation: 'create' | 'update' | 'delete'];

/** The page's batches (organisers/events/event-writes.ts, trip-list-writes.ts, trip-morning-writes.ts). */
const PAGE_WRITES: Record<string, Write[]> = {
  'a status or details change, or one brought back': [
    [EVENT, 'update'],
    [ENTRY, 'create'],
    [MARKER, 'update'],
  ],
  'a new event, or a removed one restored': [
    [EVENT, 'create'],
    [ENTRY, 'create'],
    [MARKER, 'update'],
  ],
  'a removal': [
    [EVENT, 'delete'],
    [ENTRY, 'create'],
    [MARKER, 'update'],
  ],
  'a call taken': [
    [CALL, 'create'],
    [SUMMARY, 'update'],
    [EVENT, 'update'],
    [MARKER, 'update'],
  ],
  'a call taken with no signal, placed': [
    [CALL, 'create'],
    [PENDING, 'delete'],
    [SUMMARY, 'update'],
    [EVENT, 'update'],
    [MARKER, 'update'],
  ],
  'a caller cancelled, moved up, declined or taken back': [
    [CALL, 'update'],
    [SUMMARY, 'update'],
    [EVENT, 'update'],
    [MARKER, 'update'],
  ],
  "the coach's seats set": [
    [SUMMARY, 'create'],
    [EVENT, 'update'],
    [MARKER, 'create'],
  ],
  'a call taken with no signal': [[PENDING, 'create']],
  'a morning tick': [[CALL, 'update']],
  "the morning's fee": [[FEE, 'create']],
};

describe("the rules' look-ups for each of the page's writes", () => {
  const lookups = ruleLookups(readFileSync('firestore.rules', 'utf8'));
  const of = ([path, operation]: Write) => lookups.of(path, operation);

  it.each(Object.entries(PAGE_WRITES))('%s: at most 10 a document, 20 the batch', (_, writes) => {
    for (const write of writes) expect(of(write), write.join(' ')).toBeLessThanOrEqual(ONE_WRITE);
    expect(writes.reduce((sum, write) => sum + of(write), 0)).toBeLessThanOrEqual(ONE_BATCH);
  });

  it('copies a season as many events a batch as the look-ups allow, each with its entry', () => {
    const perEvent = of([EVENT, 'create']) + of([ENTRY, 'create']);
    const most = Math.floor((ONE_BATCH - of([MARKER, 'update'])) / perEvent);
    expect(most).toBeGreaterThanOrEqual(1);
    expect(COPY_CHUNK).toBe(most);
  });

  it('counts a look-up in a called function, and the dearer branch of a choice', () => {
    const rules = `
      service cloud.firestore { match /databases/{database}/documents {
        function two() { return get(/a/b).data.x == 1 && exists(/a/c); }
        function either() { return request.time == null ? two() : getAfter(/a/d) != null; }
        match /x/{id} {
          allow create: if two() && either() && request.resource.data.get('a', 0) == 0;
        }
      } }`;
    // two() twice over (directly and as the dearer branch); a map's `get` is no look-up.
    expect(ruleLookups(rules).of('/x/{id}', 'create')).toBe(4);
  });
});
