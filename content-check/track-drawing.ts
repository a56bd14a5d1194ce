/**
 * A route's track drawn for its trip page at build time (vite-plugins/vite-validated-trips.ts):
 * the profile in a 300 × 120 box, heights on a scale of fifty metres, the distance marked in
 * steps of 1, 2 or 5 km; the outline north up. The page's code only puts the shapes in place.
 */
import { formatNumber } from '../src/lib/numbers.ts';
import {
  OUTLINE_WIDTH,
  type DrawnLabel,
  type TrackDrawing,
  type TrackFacts,
  type TrackPoint,
} from '../src/lib/track.ts';

const WIDTH = 300;
const HEIGHT = 120;
const PLOT = { left: 44, right: 8, top: 16, bottom: 20 };
const round = (value: number) => Number(value.toFixed(1));

/** Steps of 0.5, 1, 2 or 5 × 10ⁿ km, at most six along `span`. */
function tickStep(span: number): number {
  for (const step of [0.5, 1, 2, 5, 10, 20, 50]) if (span / step <= 6) return step;
  return 100;
}

function profileOf(track: TrackFacts): TrackDrawing['profile'] {
  const low = Math.floor((track.lowest.heightM - 10) / 50) * 50;
  const high = Math.ceil((track.highest.heightM + 10) / 50) * 50;
  const width = WIDTH - PLOT.left - PLOT.right;
  const height = HEIGHT - PLOT.top - PLOT.bottom;
  const x = (atKm: number) => round(PLOT.left + (track.lengthKm ? (atKm / track.lengthKm) * width : 0));
  const y = (metres: number) => round(PLOT.top + ((high - metres) / (high - low)) * height);
  const line = track.profile.map(([at, metres]) => `${x(at)},${y(metres)}`).join(' ');
  const base = y(low);
  const step = tickStep(track.lengthKm);
  const ticks: number[] = [];
  for (let at = 0; at <= track.lengthKm + 1e-9; at += step) ticks.push(Number(at.toFixed(1)));
  // A label near either end reads inwards, so it stays within the drawing.
  const anchor = (at: number) =>
    at < 0.15 * track.lengthKm ? 'start' : at > 0.85 * track.lengthKm ? 'end' : 'middle';
  const point = (spot: TrackPoint, above: boolean): DrawnLabel => ({
    x: x(spot.atKm),
    y: round(y(spot.heightM) + (above ? -6 : 14)),
    text: `${spot.heightM} m`,
    anchor: anchor(spot.atKm),
    point: true,
  });
  return {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    area: `${x(0)},${base} ${line} ${x(track.lengthKm)},${base}`,
    line,
    axis: [PLOT.left, base, WIDTH - PLOT.right, base],
    marks: [track.highest, track.lowest].map((spot) => [x(spot.atKm), y(spot.heightM)]),
    labels: [
      { x: PLOT.left - 4, y: PLOT.top + 4, text: `${high} m`, anchor: 'end' },
      { x: PLOT.left - 4, y: base, text: `${low} m`, anchor: 'end' },
      ...ticks.map((at, index): DrawnLabel => ({
        x: x(at),
        y: HEIGHT - 5,
        text: index === ticks.length - 1 ? `${formatNumber(at)} km` : formatNumber(at),
        anchor: 'middle',
      })),
      point(track.highest, true),
      point(track.lowest, track.lowest.heightM > low + 0.8 * (high - low)),
    ],
  };
}

function outlineOf(track: TrackFacts): TrackDrawing['outline'] {
  const start = track.outline[0]![0]!;
  const end = track.outline.at(-1)!.at(-1)!;
  const loop = Math.hypot(start[0] - end[0], start[1] - end[1]) < 4;
  const label = ([x, y]: [number, number], dy: number, text: string): DrawnLabel => ({
    x,
    y: round(y + dy),
    text,
    anchor: 'middle',
    point: true,
  });
  return {
    viewBox: `-14 -8 ${OUTLINE_WIDTH + 28} ${round(track.outlineHeight + 16)}`,
    lines: track.outline.map((part) => part.map(([x, y]) => `${x},${y}`).join(' ')),
    start,
    finish: loop ? null : end,
    labels: loop ? [label(start, -7, 'Rajt, cél')] : [label(start, -7, 'Rajt'), label(end, 14, 'Cél')],
  };
}

/** The trip page's drawing of a route's track. */
export function drawTrack(track: TrackFacts): TrackDrawing {
  const { file, sample, lengthKm, climbM, descentM, highest, lowest } = track;
  return {
    file,
    sample,
    lengthKm,
    climbM,
    descentM,
    highest,
    lowest,
    profile: profileOf(track),
    outline: outlineOf(track),
    route: sample ? null : track.route,
  };
}
