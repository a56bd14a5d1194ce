/**
 * Where the tests find the Firestore emulator's jar: the variable first, then
 * the Cloud SDK package's, then the newest the Firebase CLI downloaded.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFirestoreEmulatorJar } from '../../support/firestore-emulator.ts';

const dir = mkdtempSync(join(tmpdir(), 'emulator-jar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '');
  return path;
}

describe('findFirestoreEmulatorJar', () => {
  const cache = join(dir, 'cache');
  const cloudSdkJar = join(dir, 'sdk', 'cloud-firestore-emulator.jar');

  it("takes the Firebase CLI's newest download when there is no package, by version, not by text", () => {
    file('cache/cloud-firestore-emulator-v1.19.9.jar');
    const newest = file('cache/cloud-firestore-emulator-v1.19.10.jar');
    file('cache/pubsub-emulator-0.8.2.jar');
    expect(findFirestoreEmulatorJar({}, { cloudSdkJar, firebaseCache: cache })).toBe(newest);
  });

  it("prefers the Cloud SDK package's jar to a download", () => {
    file('sdk/cloud-firestore-emulator.jar');
    expect(findFirestoreEmulatorJar({}, { cloudSdkJar, firebaseCache: cache })).toBe(cloudSdkJar);
  });

  it('takes FIRESTORE_EMULATOR_JAR before both, and finds nothing when the jar it names is missing', () => {
    const named = file('elsewhere/emulator.jar');
    const places = { cloudSdkJar, firebaseCache: cache };
    expect(findFirestoreEmulatorJar({ FIRESTORE_EMULATOR_JAR: named }, places)).toBe(named);
    expect(findFirestoreEmulatorJar({ FIRESTORE_EMULATOR_JAR: join(dir, 'no.jar') }, places)).toBeNull();
  });

  it('finds nothing where there is nothing', () => {
    const empty = { cloudSdkJar: join(dir, 'none.jar'), firebaseCache: join(dir, 'no-cache') };
    expect(findFirestoreEmulatorJar({}, empty)).toBeNull();
  });
});
