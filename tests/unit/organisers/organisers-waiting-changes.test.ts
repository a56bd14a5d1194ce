// @vitest-environment jsdom
/**
 * The organisers' page's own list of status changes sent and not yet answered
 * (organisers/status/waiting-changes.ts), as the phone's storage keeps it across reloads: a change
 * answered here leaves it, and the changes of trips no longer coming are forgotten once the
 * server has the board, so the list never grows with trips that have taken place.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answered,
  forgetPastTrips,
  keepWaiting,
  type WaitingChange,
} from '../../../organisers/status/waiting-changes.ts';

const STORAGE_KEY = 'szervezo-varakozo-valtozasok';
const kept = () =>
  (JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as WaitingChange[]).map((c) => c.changeId);

const change = (documentId: string, changeId: string): WaitingChange => ({
  documentId,
  changeId,
  record: { id: 1, date: '2026.12.12', name: 'Zempléni körtúra', picture: 'default.svg', pdf: 'program1' },
});

beforeEach(() => localStorage.clear());

describe('the changes waiting on the phone', () => {
  it('keeps each change until the server answers for it, once per change id', () => {
    keepWaiting(change('2026-1', 'a'));
    keepWaiting(change('2026-2', 'b'));
    keepWaiting(change('2026-1', 'a'));
    expect(kept()).toEqual(['b', 'a']);
    answered('a');
    expect(kept()).toEqual(['b']);
  });

  it('forgets the changes of trips no longer on the board, and only those', () => {
    keepWaiting(change('2026-1', 'a'));
    keepWaiting(change('2026-2', 'b'));
    keepWaiting(change('2026-3', 'c'));
    forgetPastTrips(new Set(['2026-2', '2026-3', '2026-4']));
    expect(kept()).toEqual(['b', 'c']);
    forgetPastTrips(new Set(['2026-2', '2026-3']));
    expect(kept()).toEqual(['b', 'c']);
  });
});
