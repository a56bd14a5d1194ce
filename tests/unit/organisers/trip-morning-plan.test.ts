/**
 * The trip morning's arithmetic and the call-off messages (organisers/trip-list/trip-morning-plan.ts):
 * the amounts due at every tier edge of the bundled trips, the coach list's order and totals,
 * and message links that hold one caller's number and the text, in each phone's form.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeeTier } from '../../../schema/trip.ts';
import {
  amountDue,
  callersToTell,
  callOffText,
  coachList,
  messageFormOf,
  messageLink,
  morningPrice,
  type MorningCall,
} from '../../../organisers/trip-list/trip-morning-plan.ts';

/** Every bundled trip document with its fee tiers. */
const bundledTrips = readdirSync('trips').flatMap((season) =>
  /^\d{4}$/.test(season)
    ? readdirSync(join('trips', season))
        .filter((file) => file.endsWith('.json'))
        .map((file) => {
          const trip = JSON.parse(readFileSync(join('trips', season, file), 'utf8')) as {
            key: string;
            fee: { tiers: FeeTier[]; deposit?: number };
          };
          return { name: `${season}/${trip.key}`, tiers: trip.fee.tiers, deposit: trip.fee.deposit ?? 0 };
        })
    : [],
);

describe('the fee on the coach, at every tier edge of the bundled trips', () => {
  const edges = bundledTrips.flatMap((trip) =>
    trip.tiers.flatMap((tier) =>
      tier.groupSize === undefined ? [] : [{ ...trip, size: tier.groupSize, price: tier.price }],
    ),
  );

  it('the bundled trips have tiers by group size to check', () => {
    expect(edges.length).toBeGreaterThan(3);
  });

  it.each(edges.map((edge) => [`${edge.name} at ${edge.size}`, edge] as const))(
    '%s: the tier from its size on, the one below just under it',
    (_name, { tiers, size, price, deposit }) => {
      expect(morningPrice(tiers, size)).toBe(price);
      const below = tiers
        .filter((tier) => (tier.groupSize ?? 0) < size)
        .sort((a, b) => (b.groupSize ?? 0) - (a.groupSize ?? 0))[0];
      expect(morningPrice(tiers, size - 1)).toBe(below?.price ?? null);
      // A party of two with the trip's deposit for each: what is left to pay on the coach.
      expect(amountDue(2, price, 2 * deposit)).toBe(Math.max(0, 2 * price - 2 * deposit));
    },
  );

  it('no tiers, or a head-count below the lowest: no amount, the organisers say it', () => {
    expect(morningPrice(null, 45)).toBeNull();
    expect(morningPrice([{ groupSize: 40, price: 7500 }], 39)).toBeNull();
    expect(morningPrice([{ price: 5000 }], 3)).toBe(5000);
    expect(amountDue(1, 3000, 5000)).toBe(0);
  });
});

describe('the coach list', () => {
  const call = (id: string, boarding: string, seats: number, boarded = 0, deposit = 3000): MorningCall => ({
    id,
    name: `Hívó ${id}`,
    phone: '+36301234567',
    seats,
    boarding,
    deposit: deposit ? { amount: deposit } : null,
    boarded,
  });
  const departures = [
    { point: 'benzinkut', time: '06:45', name: 'Benzinkút' },
    { point: 'parkolo', time: '07:00', name: 'Parkoló' },
  ];

  it("by boarding point in the coach's order, with each party's amount and the totals", () => {
    const list = coachList(
      [
        call('a', 'parkolo', 2, 2),
        call('b', 'benzinkut', 1),
        call('c', 'parkolo', 3, 1, 0),
        call('d', 'piac', 1),
      ],
      departures,
      7000,
    );
    expect(list.groups.map((group) => group.departure.point)).toEqual(['benzinkut', 'parkolo', 'piac']);
    expect(list.groups[1]!.parties.map((party) => [party.id, party.due])).toEqual([
      ['a', 2 * 7000 - 3000],
      ['c', 3 * 7000],
    ]);
    expect(list.groups[1]).toMatchObject({ seats: 5, boarded: 3, due: 11000 + 21000 });
    expect(list).toMatchObject({ seats: 7, boarded: 3, due: 4000 + 32000 + 4000 });
  });

  it('without a known fee, no amounts and no totals of money', () => {
    const list = coachList([call('a', 'parkolo', 2)], departures, null);
    expect(list.groups[0]!.parties[0]!.due).toBeNull();
    expect(list.due).toBeNull();
  });
});

describe('calling a trip off', () => {
  const trip = {
    clubName: 'Zöld Ösvény Természetjáró Egyesület',
    tripName: 'Szádelői-völgy',
    date: '2026.12.05',
    cancelledTripDeposits: 'Az előleget visszaadjuk, vagy kérésre egy következő túra díjába beszámítjuk.',
  };

  it('says the trip, the reason, the deposit and the club; a move says the new day', () => {
    expect(callOffText({ ...trip, status: 'cancelled', statusNote: 'Viharjelzés miatt' })).toBe(
      'A „Szádelői-völgy” túra (2026. december 5., szombat) elmarad. Viharjelzés miatt. Az előleget visszaadjuk, vagy kérésre egy következő túra díjába beszámítjuk. – Zöld Ösvény Természetjáró Egyesület',
    );
    const moved = callOffText({ ...trip, status: 'postponed', newDate: '2027.01.09' });
    expect(moved).toContain('elhalasztva. Az új időpont: 2027. január 9., szombat.');
    // One message for every caller, the waiting ones and those who paid nothing too.
    expect(moved).toContain('Ha előleget fizettél, az az új időpontra is érvényes');
    expect(moved).not.toContain('Az előleged');
    expect(callOffText({ ...trip, status: 'postponed' })).toContain('még nincs kitűzve');
  });

  it("opens one caller's message, in the Android and the iOS form", () => {
    const text = 'Elmarad: 50% & több? – Zöld Ösvény';
    const android = messageLink('+36301234567', text, 'android');
    const ios = messageLink('+36301234567', text, 'ios');
    expect(android).toBe(`sms:+36301234567?body=${encodeURIComponent(text)}`);
    expect(ios).toBe(`sms:+36301234567&body=${encodeURIComponent(text)}`);
    for (const link of [android, ios]) {
      // One number, and the text back whole from the link.
      expect(link.match(/\+\d+/g)).toEqual(['+36301234567']);
      expect(decodeURIComponent(link.split('body=')[1]!)).toBe(text);
    }
  });

  it('tells the phones apart by what their browsers say', () => {
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const iPadAsMac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    expect(messageFormOf(iPhone)).toBe('ios');
    expect(messageFormOf(android, 5)).toBe('android');
    expect(messageFormOf(iPadAsMac, 5)).toBe('ios');
    expect(messageFormOf(iPadAsMac, 0)).toBe('android');
  });

  it('puts those still to reach first', () => {
    const calls = [
      { id: 'a', reached: true },
      { id: 'b', reached: false },
      { id: 'c', reached: true },
      { id: 'd', reached: false },
    ];
    expect(callersToTell(calls).map((call) => call.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
