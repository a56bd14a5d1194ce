import { mapyRouteUrl, openStreetMapAreaUrl } from '../../lib/map-links.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { TrackDownload } from './track-download.tsx';
import { TrackMap } from './track-map.tsx';
import type { DrawnLabel, TrackDrawing, TrackPoint } from '../../lib/track.ts';
import { club } from '../../data/club.ts';

/** A sample track's warning, above its drawings: it is drawn, not walked. */
export const SAMPLE_WARNING = 'Minta – nem a valódi nyomvonal, navigálásra ne használja!';

/*
 * Coloured with the SVG's own attributes, not the stylesheet: the site's one stylesheet is every
 * screen's first paint, and only a trip page with a track needs these.
 */
/** The club's main colour, as its settings give it. */
const GREEN = club.colours.main;
const TEXT = '#1b1f1b';
const LINE = { fill: 'none', stroke: GREEN, strokeLinejoin: 'round' } as const;
const SVG = { fontSize: '11', fill: '#555', 'aria-hidden': true, focusable: false } as const;

const km = (value: number) => `${formatNumber(value)} km`;

/** `legmagasabb pont: 619 m, a rajttól 2,9 km-re` */
function pointText(name: string, point: TrackPoint, lengthKm: number): string {
  const where =
    point.atKm === 0 ? 'a rajtnál' : point.atKm >= lengthKm ? 'a célban' : `a rajttól ${km(point.atKm)}-re`;
  return `${name}: ${point.heightM} m, ${where}`;
}

/** A drawing's texts; a point's name bold, with a halo in the card's white where it crosses the line. */
const Labels = ({ labels }: { labels: DrawnLabel[] }) =>
  labels.map(({ x, y, text, anchor, point }) => (
    <text
      key={`${x},${y},${text}`}
      x={x}
      y={y}
      textAnchor={anchor}
      {...(point
        ? { fill: TEXT, fontWeight: 700, paintOrder: 'stroke', stroke: '#fff', strokeWidth: 3 }
        : {})}
    >
      {text}
    </text>
  ));

/**
 * A route's track: its profile and outline, drawn by the build into the page (no script, and
 * offline once seen), the figures in words for those who do not see them, and the GPX to take
 * along unless it is a sample: the file, and the walk opened in a map app.
 */
export function TrackFigures({
  track,
  download,
}: {
  track: TrackDrawing;
  download: { href: string; name: string };
}) {
  const { profile, outline } = track;
  const [x1, y1, x2, y2] = profile.axis;
  return (
    <div className={track.sample ? 'track track-sample' : 'track'}>
      {track.sample ? (
        <p>
          <strong>{SAMPLE_WARNING}</strong>
        </p>
      ) : null}
      <svg className="track-profile" viewBox={profile.viewBox} width="100%" {...SVG}>
        <polygon points={profile.area} fill="#d8ead9" />
        <polyline points={profile.line} {...LINE} strokeWidth="1.6" />
        <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#c9c2ae" />
        {profile.marks.map(([x, y]) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r="2.5" fill={GREEN} />
        ))}
        <Labels labels={profile.labels} />
      </svg>
      <svg className="track-outline" viewBox={outline.viewBox} width="9em" {...SVG}>
        {outline.lines.map((points, index) => (
          <polyline key={index} points={points} {...LINE} strokeWidth="2.4" />
        ))}
        <circle cx={outline.start[0]} cy={outline.start[1]} r="3.5" fill={GREEN} />
        {outline.finish ? (
          <rect x={outline.finish[0] - 3} y={outline.finish[1] - 3} width="6" height="6" fill={TEXT} />
        ) : null}
        <Labels labels={outline.labels} />
      </svg>
      <p className="track-caption">
        Szintmetszet: {km(track.lengthKm)}, {track.climbM} m fel, {track.descentM} m le;{' '}
        {pointText('legmagasabb pont', track.highest, track.lengthKm)};{' '}
        {pointText('legalacsonyabb pont', track.lowest, track.lengthKm)}.
      </p>
      {track.sample ? null : <TrackDownload href={download.href} name={download.name} />}
      {track.route ? (
        <>
          <p className="track-open">
            Megnyitás térképen: <a href={mapyRouteUrl(track.route)}>Mapy.com (túraútvonal)</a>,{' '}
            <a href={openStreetMapAreaUrl(track.route)}>OpenStreetMap</a>
          </p>
          <TrackMap gpx={download.href} />
        </>
      ) : null}
    </div>
  );
}
