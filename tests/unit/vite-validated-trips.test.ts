import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Trip, TripInput } from '../../schema/trip';
import type { TrackDrawing } from '../../src/lib/track';
import { validatedTrips } from '../../vite-plugins/vite-validated-trips';

type Transform = (
  this: { error: (message: string) => never; addWatchFile: (file: string) => void },
  code: string,
  id: string,
) => unknown;

/** The files the build was told to watch: a trip's tracks among them. */
const watched: string[] = [];

function transform(code: string, id: string) {
  const plugin = validatedTrips();
  const hook = plugin.transform as Transform;
  return hook.call(
    {
      error(message: string): never {
        throw new Error(message);
      },
      addWatchFile(file: string) {
        watched.push(file);
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

  it("reads a route's track beside the trip and ships its drawing, the build watching the file", () => {
    const source = readFileSync('trips/2025/program3.json', 'utf8');
    const result = transform(source, join(process.cwd(), 'trips/2025/program3.json')) as { code: string };
    const [short] = (JSON.parse(result.code) as Trip).days[0]!.routes as Array<{
      trackDrawing?: TrackDrawing;
    }>;
    expect(short?.trackDrawing).toMatchObject({ file: 'program3-rovid.gpx', sample: true, lengthKm: 7.9 });
    expect(short?.trackDrawing?.profile.line.split(' ').length).toBeLessThanOrEqual(120);
    expect(watched).toContain(join(process.cwd(), 'trips/2025/program3-rovid.gpx'));
  });

  it('stops the build on a route naming a track that is not there', () => {
    const trip = JSON.parse(readFileSync('trips/2025/program3.json', 'utf8')) as TripInput;
    trip.days[0]!.routes![0]!.track = 'program3-nincs.gpx';
    expect(() => transform(JSON.stringify(trip), join(process.cwd(), 'trips/2025/program3.json'))).toThrow(
      'trips/2025/program3.json: a(z) program3-nincs.gpx nyomvonal nincs a túrafájl mellett (npm run trips:check)',
    );
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
