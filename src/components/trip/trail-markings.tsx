import type { MarkingColour, MarkingShape, TrailMarking } from '../../../schema/choices.ts';
import { markingName, markingSign } from '../../lib/trail-markings.ts';

/** The paints, as dark as the signs on the trees read beside the page's text. */
const PAINT: Record<MarkingColour, string> = {
  K: '#1c5fb4',
  P: '#c01c28',
  S: '#d89a00',
  Z: '#1f8a45',
};

/** Each shape on the sign's white field (24 × 20), in the colour's paint. */
function Shape({ shape, paint }: { shape: MarkingShape; paint: string }) {
  const stroke = { fill: 'none', stroke: paint, strokeWidth: 3 } as const;
  switch (shape) {
    case '':
      return <rect x="0" y="6.5" width="24" height="7" fill={paint} />;
    case '+':
      return <path d="M10 3h4v5h5v4h-5v5h-4v-5H5V8h5z" fill={paint} />;
    case '▲':
      return <path d="M12 3l7.5 14h-15z" fill={paint} />;
    case '■':
      return <rect x="6" y="4" width="12" height="12" fill={paint} />;
    case '●':
      return <circle cx="12" cy="10" r="6" fill={paint} />;
    case 'Ω':
      return <path d="M5.5 16.5h4v-2.6a5.2 5.2 0 1 1 5 0v2.6h4" {...stroke} strokeWidth={2.4} />;
    case 'L':
      return <path d="M8.5 3.5v12h8" {...stroke} />;
    case '↺':
      return <circle cx="12" cy="10" r="5.5" {...stroke} />;
  }
}

/**
 * The sign as painted on a tree: a white field with the colour's shape; the nature trail's green
 * diagonal. Sized in the text's own units, so it is as tall as the line on screen and in print.
 */
export function TrailMarkingSign({ code }: { code: TrailMarking }) {
  const sign = markingSign(code);
  return (
    <svg
      className="trail-sign"
      viewBox="0 0 24 20"
      width="1.5em"
      height="1.25em"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0.5" y="0.5" width="23" height="19" fill="#fff" stroke="#8a8a8a" />
      {sign.kind === 'nature-trail' ? (
        <path d="M1 13.5L17.5 1H23v1.5L6.5 19H1z" fill={PAINT.Z} />
      ) : (
        <Shape shape={sign.shape} paint={PAINT[sign.colour]} />
      )}
    </svg>
  );
}

/** A route's markings in the order walked, each its sign and its name: `[sign] kék sáv, [sign] piros kereszt`. */
export function TrailMarkings({ codes }: { codes: readonly TrailMarking[] }) {
  return codes.map((code, index) => (
    <span key={`${index}-${code}`}>
      {index > 0 ? ', ' : null}
      <span className="trail-marking">
        <TrailMarkingSign code={code} /> {markingName(code)}
      </span>
    </span>
  ));
}
