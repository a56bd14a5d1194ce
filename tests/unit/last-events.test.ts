import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClubEvent } from '../../schema/event';
import { isShowingSavedCopy, rememberingLastList } from '../../src/data/last-events';

const events: ClubEvent[] = [
  {
    id: 1,
    date: '2025.01.04',
    name: 'Szalajka-völgy',
    picture: 'szalajka.svg',
    pdf: 'program11',
    firestoreId: 'a',
  },
  {
    id: 2,
    date: '2025.01.18',
    name: 'Magas-Tátra',
    picture: 'magas-tatra.svg',
    pdf: 'program1',
    firestoreId: 'b',
  },
];

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the last event list read from Firestore', () => {
  it('is shown without a connection after one successful read, marked as a saved copy', async () => {
    let fail = false;
    const read = rememberingLastList(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return events;
    });
    await expect(read()).resolves.toEqual(events);
    expect(isShowingSavedCopy()).toBe(false);

    fail = true;
    setOnline(false);
    await expect(read()).resolves.toEqual(events);
    expect(isShowingSavedCopy()).toBe(true);

    fail = false;
    setOnline(true);
    await read();
    expect(isShowingSavedCopy()).toBe(false);
  });

  it('is used when a request is cut while the phone believes it is online', async () => {
    await rememberingLastList(async () => events)();
    const cut = Object.assign(new Error('Failed to get documents'), { code: 'unavailable' });
    await expect(rememberingLastList(() => Promise.reject(cut))()).resolves.toEqual(events);
  });

  it('does not hide an answer from Firestore: a denied read still fails', async () => {
    await rememberingLastList(async () => events)();
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    await expect(rememberingLastList(() => Promise.reject(denied))()).rejects.toBe(denied);
  });

  it('fails as before when nothing was saved, or what was saved is not an event list', async () => {
    setOnline(false);
    const offline = new TypeError('Failed to fetch');
    await expect(rememberingLastList(() => Promise.reject(offline))()).rejects.toBe(offline);
    localStorage.setItem('kiranduloklub:last-events', '{"not":"a list"}');
    await expect(rememberingLastList(() => Promise.reject(offline))()).rejects.toBe(offline);
    localStorage.setItem('kiranduloklub:last-events', 'not json');
    await expect(rememberingLastList(() => Promise.reject(offline))()).rejects.toBe(offline);
  });
});
