import { describe, expect, it } from 'vitest';
import { isOwnOldPrecache, precacheName } from '../../../src/offline/precache-name.ts';

describe('the precaches a worker deletes when it takes over', () => {
  const site = 'https://turazo.example/';
  const organisers = 'https://turazo.example/szervezo/';

  it("deletes its own scope's earlier layouts, not the one in use", () => {
    expect(isOwnOldPrecache(`workbox-precache-${site}`, site)).toBe(true);
    expect(isOwnOldPrecache(`workbox-precache-v1-${site}`, site)).toBe(true);
    expect(isOwnOldPrecache(precacheName(site), site)).toBe(false);
  });

  it("never the organisers' page's precache, nor the site's from the organisers' worker", () => {
    expect(isOwnOldPrecache(precacheName(organisers), site)).toBe(false);
    expect(isOwnOldPrecache(`workbox-precache-${organisers}`, site)).toBe(false);
    expect(isOwnOldPrecache(precacheName(site), organisers)).toBe(false);
  });

  it('never another port of the same host, nor a runtime cache', () => {
    expect(isOwnOldPrecache('workbox-precache-v2-https://turazo.example:8443/', site)).toBe(false);
    for (const name of ['pages', 'chunks', 'pictures', 'tracks', 'prerendered'])
      expect(isOwnOldPrecache(name, site)).toBe(false);
  });
});
