import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trip, TripInput } from '../../../schema/trip.ts';
import type { TrackDrawing } from '../../../src/lib/track.ts';
import { recordedTrackAt, validatedTrips } from '../../../vite-plugins/vite-validated-trips.ts';

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
      'trips/2025/program3.json: a program3-nincs.gpx nyomvonal nincs a túrafájl mellett (npm run trips:check)',
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

describe('a recorded track on the development server', () => {
  const recorded = readFileSync('tests/fixtures/recorded-track.gpx', 'utf8');
  let root = '';
  let server: ViteDevServer | undefined;

  beforeAll(async () => {
    // A season's folder with a recorded track beside the repository's sample one.
    root = mkdtempSync(join(tmpdir(), 'dev-tracks-'));
    mkdirSync(join(root, 'trips/2026'), { recursive: true });
    mkdirSync(join(root, 'trips/2025'), { recursive: true });
    writeFileSync(join(root, 'trips/2026/program5-hosszu.gpx'), recorded);
    cpSync('trips/2025/program3-rovid.gpx', join(root, 'trips/2025/program3-rovid.gpx'));
    writeFileSync(join(root, 'trips/2026/program6-hosszu.gpx'), '<gpx></gpx>');
    server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [validatedTrips()],
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    await server.listen();
  });

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const fetchTrack = (path: string) => fetch(`${server!.resolvedUrls!.local[0]!.replace(/\/$/, '')}${path}`);

  it('is served at the address the build gives it, as the host serves it', async () => {
    const answer = await fetchTrack('/2026/program5-hosszu.gpx');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/gpx+xml');
    expect(await answer.text()).toBe(recorded);
  });

  it('offers no sample, no file the check refuses and nothing outside a season folder', async () => {
    expect(recordedTrackAt(root, '/2025/program3-rovid.gpx')).toBeNull();
    expect(recordedTrackAt(root, '/2026/program6-hosszu.gpx')).toBeNull();
    expect(recordedTrackAt(root, '/2026/nincs.gpx')).toBeNull();
    expect(recordedTrackAt(root, '/2026/../2026/program5-hosszu.gpx')).toBeNull();
    expect(recordedTrackAt(root, '/trips/2026/program5-hosszu.gpx')).toBeNull();
    expect((await fetchTrack('/2025/program3-rovid.gpx')).status).toBe(404);
  });
});
