import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Trip, TripInput } from '../../schema/trip';
import { validatedTrips } from '../../vite-plugins/vite-validated-trips';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => unknown;

function transform(code: string, id: string) {
  const plugin = validatedTrips();
  const hook = plugin.transform as Transform;
  return hook.call(
    {
      error(message: string): never {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

describe('trip documents checked at build time', () => {
  it('ships the parsed document with its defaults applied', () => {
    const source = readFileSync('trips/2025/program3.json', 'utf8');
    const result = transform(source, join(process.cwd(), 'trips/2025/program3.json')) as { code: string };
    const trip = JSON.parse(result.code) as Trip & { $schema?: string };
    expect(trip.key).toBe('program3');
    expect(trip.fee.cancellation).toEqual([]);
    expect(trip.$schema).toBe('../../schema/trip.schema.json');
  });

  it('stops the build on a bad file, naming the file and the field', () => {
    const broken = JSON.parse(readFileSync('trips/2025/program3.json', 'utf8')) as TripInput;
    broken.returnTime = '7 óra';
    expect(() => transform(JSON.stringify(broken), join(process.cwd(), 'trips/2025/program3.json'))).toThrow(
      /trips\/2025\/program3\.json[\s\S]*returnTime: időpont ÓÓ:PP alakban/,
    );
  });

  it('leaves other JSON alone', () => {
    expect(transform('{"a":1}', '/work/src/content/club.json')).toBeNull();
  });
});
