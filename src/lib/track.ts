import type { MapRoute } from './map-links.ts';

/**
 * What the build works out from a route's GPX track (content-check/gpx-track.ts) and the trip
 * page draws without any script: the profile (szintmetszet) and the outline of the route.
 */
export interface TrackFacts {
  /** The GPX file beside the trip document, e.g. `program3-hosszu.gpx`. */
  file: string;
  /** A track drawn for the sample content, not walked: never to be followed. */
  sample: boolean;
  lengthKm: number;
  climbM: number;
  descentM: number;
  highest: TrackPoint;
  lowest: TrackPoint;
  /** `[km from the start, height in m]`, evenly along the track, at most PROFILE_POINTS. */
  profile: Array<[number, number]>;
  /** Each part of the track as `[x, y]` in a box OUTLINE_WIDTH wide (north up), at most OUTLINE_POINTS in all. */
  outline: Array<Array<[number, number]>>;
  /** The outline box's height, for its width of OUTLINE_WIDTH. */
  outlineHeight: number;
  /** Where it runs on the map. */
  route: MapRoute;
}

export interface TrackPoint {
  heightM: number;
  atKm: number;
}

export const PROFILE_POINTS = 120;
export const OUTLINE_POINTS = 120;
export const OUTLINE_WIDTH = 100;
/** A climb counts once the height has moved this far from the last turn: GPS noise does not add up. */
export const CLIMB_HYSTERESIS_M = 5;

/** A text of a drawing: where, which way it reads from there, and whether it names a point (bold, with a halo). */
export interface DrawnLabel {
  x: number;
  y: number;
  text: string;
  anchor: 'start' | 'middle' | 'end';
  point?: boolean;
}

/**
 * A route's track as the trip page draws it, worked out by the build (content-check/track-drawing.ts)
 * so the page's own code only puts the shapes in place: the figures in words, the profile and
 * the outline as SVG coordinates.
 */
export interface TrackDrawing extends Pick<
  TrackFacts,
  'file' | 'sample' | 'lengthKm' | 'climbM' | 'descentM' | 'highest' | 'lowest'
> {
  profile: {
    viewBox: string;
    /** The area under the line and the line itself, as `points`. */
    area: string;
    line: string;
    /** The distance axis: `x1 y1 x2 y2`. */
    axis: [number, number, number, number];
    marks: Array<[number, number]>;
    labels: DrawnLabel[];
  };
  outline: {
    viewBox: string;
    lines: string[];
    start: [number, number];
    /** Null when the route ends where it started. */
    finish: [number, number] | null;
    labels: DrawnLabel[];
  };
  /** Where it runs, for the "open in" links; null for a sample, which nobody should follow. */
  route: MapRoute | null;
}
