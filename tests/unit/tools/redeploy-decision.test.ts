/**
 * The deploy workflow's check every quarter of an hour (tools/events-changed.ts):
 * whether it builds and deploys, from what it read of the live site's snapshot
 * stamp and of Firestore's change marker (tools/redeploy-decision.ts). Run against the real
 * emulator, in the workflow itself, by tests/e2e/deploy-workflow.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  CLOCK_MARGIN_MS,
  changesAskedAfter,
  redeployDecision,
  type DeployedStamp,
} from '../../../tools/redeploy-decision.ts';

const PROJECT = 'zold-osveny';
/** A Saturday evening in Budapest, an hour after the last deploy's build began reading. */
const NOW = new Date('2026-03-07T19:00:00+01:00');
const READ_AT = '2026-03-07T17:00:00.000Z';
const deployed: DeployedStamp = { stamp: { project: PROJECT, readAt: READ_AT } };
const minutes = (count: number) => count * 60_000;

describe('the scheduled check: build and deploy, or not', () => {
  it('counts changes from a little before the snapshot was read, for the clocks and the commit', () => {
    expect(changesAskedAfter(deployed, PROJECT, NOW)).toEqual(
      new Date(new Date(READ_AT).getTime() - CLOCK_MARGIN_MS),
    );
    expect(CLOCK_MARGIN_MS).toBeGreaterThanOrEqual(minutes(1));
    // At most one deploy too many, never a quarter of an hour lost: well under the check's period.
    expect(CLOCK_MARGIN_MS).toBeLessThan(minutes(15));
  });

  it('skips both when the last change the static pages show was made before the snapshot', () => {
    const decision = redeployDecision(PROJECT, NOW, deployed, {
      staticAt: new Date(new Date(READ_AT).getTime() - CLOCK_MARGIN_MS),
    });
    expect(decision).toEqual({
      changed: false,
      reason:
        'Nincs változás: a kint lévő pillanatkép (2026-03-07T18:00:00+01:00 (budapesti idő)) óta semmit sem változtattak (az utolsó változás: 2026-03-07T17:58:00+01:00 (budapesti idő)); nincs build, nincs telepítés.',
    });
  });

  it('skips both when nothing has ever moved the change marker', () => {
    const decision = redeployDecision(PROJECT, NOW, deployed, { staticAt: null });
    expect(decision.changed).toBe(false);
    expect(decision.reason).toContain('a változásjelzőt, meta/changes, még senki sem írta');
  });

  it('builds and deploys when a change (a save, a removal) was made after it, saying when', () => {
    const decision = redeployDecision(PROJECT, NOW, deployed, {
      staticAt: new Date('2026-03-07T17:42:10.500Z'),
    });
    expect(decision).toEqual({
      changed: true,
      reason:
        'Változott: az események utolsó változása 2026-03-07T18:42:10+01:00 (budapesti idő) történt, a kint lévő pillanatkép 2026-03-07T18:00:00+01:00 (budapesti idő) készült: build és telepítés.',
    });
    // Within the margin before the snapshot: the build may not have seen it.
    const justBefore = new Date(new Date(READ_AT).getTime() - CLOCK_MARGIN_MS + 1);
    expect(redeployDecision(PROJECT, NOW, deployed, { staticAt: justBefore }).changed).toBe(true);
  });

  it.each<[string, DeployedStamp, RegExp]>([
    [
      'the live site has no stamp (the first deploy, or a build from a file)',
      {
        unreadable:
          'https://turak.example.hu/events-snapshot.json: nincs ilyen fájl (HTTP 404; az első telepítés?)',
      },
      /^A kint lévő honlapról nem olvasható, mikor készült az események pillanatképe \(.*HTTP 404.*\): build és telepítés\.$/,
    ],
    [
      'the live site cannot be reached',
      { unreadable: 'https://turak.example.hu/events-snapshot.json: fetch failed' },
      /nem olvasható.*fetch failed.*: build és telepítés\.$/,
    ],
    [
      "the live site was built from another project's events",
      { stamp: { project: 'zold-osveny-proba', readAt: READ_AT } },
      /"zold-osveny-proba" projekt eseményeiből készült, nem a "zold-osveny" projektéből: build és telepítés\.$/,
    ],
    [
      'the stamp is later than now (a clock gone wrong would hide every change until then)',
      { stamp: { project: PROJECT, readAt: new Date(NOW.getTime() + CLOCK_MARGIN_MS + 1000).toISOString() } },
      /a mostaninál későbbi \(rossz óra\?\): build és telepítés\.$/,
    ],
  ])('builds and deploys, without asking Firestore, when %s', (_case, stamp, reason) => {
    expect(changesAskedAfter(stamp, PROJECT, NOW)).toBeNull();
    const decision = redeployDecision(PROJECT, NOW, stamp, undefined);
    expect(decision.changed).toBe(true);
    expect(decision.reason).toMatch(reason);
  });

  it('builds and deploys when Firestore cannot say (the build then reports what is wrong)', () => {
    const decision = redeployDecision(PROJECT, NOW, deployed, {
      unreadable: 'permission-denied: Missing or insufficient permissions.',
    });
    expect(decision).toEqual({
      changed: true,
      reason:
        'A Firestore nem válaszolt (permission-denied: Missing or insufficient permissions.): build és telepítés.',
    });
    expect(redeployDecision(PROJECT, NOW, deployed, undefined).changed).toBe(true);
  });

  it('trusts a stamp a little ahead of this clock: the two machines need not agree to the second', () => {
    const ahead: DeployedStamp = {
      stamp: { project: PROJECT, readAt: new Date(NOW.getTime() + minutes(1)).toISOString() },
    };
    expect(changesAskedAfter(ahead, PROJECT, NOW)).toEqual(
      new Date(NOW.getTime() + minutes(1) - CLOCK_MARGIN_MS),
    );
    expect(redeployDecision(PROJECT, NOW, ahead, { staticAt: null }).changed).toBe(false);
  });
});
