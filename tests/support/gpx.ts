/**
 * GPX text for the tests, as a GPS device writes it: one track (`<trk>`) of one or more
 * segments, each point with its height and, for a recorded track, its time.
 */
export type GpxPoint = [lat: number, lon: number, height: number];

export function gpxText(
  segments: GpxPoint[][],
  {
    sample = false,
    name = 'Túra',
    recorded = true,
  }: { sample?: boolean; name?: string; recorded?: boolean } = {},
): string {
  let second = 0;
  const point = ([lat, lon, height]: GpxPoint) => {
    const time = recorded
      ? `<time>${new Date(Date.UTC(2026, 2, 7, 7, 0, second++ * 20)).toISOString()}</time>`
      : '';
    return `      <trkpt lat="${lat.toFixed(6)}" lon="${lon.toFixed(6)}"><ele>${height.toFixed(1)}</ele>${time}</trkpt>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${recorded ? 'eTrex 32x' : 'Zöld Ösvény'}" xmlns="http://www.topografix.com/GPX/1/1">`,
    `  <metadata><name>${name}</name>${sample ? '<keywords>minta</keywords>' : ''}</metadata>`,
    `  <trk><name>${name}</name>`,
    ...segments.map((segment) => `    <trkseg>\n${segment.map(point).join('\n')}\n    </trkseg>`),
    '  </trk>',
    '</gpx>',
    '',
  ].join('\n');
}

/**
 * A walk due north from 47° N 19° E, one point every 0.001° of latitude (111.2 m): `heights`
 * gives each point's height, so the length is (points − 1) × 111.2 m.
 */
export function northwardWalk(heights: number[], start: [number, number] = [47, 19]): GpxPoint[] {
  return heights.map((height, index) => [start[0] + index * 0.001, start[1], height]);
}

/**
 * 101 points, 11.1 km: up from 400 m to 700 m at the 51st point (5.6 km), down to 500 m at the
 * end, with a metre of GPS noise either way on every point between (none at the top and ends).
 */
export function knownHeights(): number[] {
  return Array.from({ length: 101 }, (_, index) => {
    const noise = index === 0 || index === 50 || index === 100 ? 0 : index % 2 ? 1 : -1;
    return (index <= 50 ? 400 + index * 6 : 700 - (index - 50) * 4) + noise;
  });
}
