import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The `vissza` button of the original site: always back to the home page. */
export function BackButton() {
  return (
    <Link to="/" className="button button-secondary back-button">
      <span aria-hidden="true">←</span> vissza
    </Link>
  );
}

/**
 * A link to a trip page by its route key (`program7`); with a season, to the
 * permanent address of that season's trip (`#/2025/program7`).
 */
export function TripLink({
  tripKey,
  season = null,
  className,
  children,
  'aria-describedby': describedBy,
}: {
  tripKey: string;
  season?: number | null;
  className?: string;
  children: ReactNode;
  'aria-describedby'?: string;
}) {
  const n = tripKey.replace(/^program/, '');
  return season === null ? (
    <Link to="/program{$n}" params={{ n }} className={className} aria-describedby={describedBy}>
      {children}
    </Link>
  ) : (
    <Link
      to="/$year/program{$n}"
      params={{ year: String(season), n }}
      className={className}
      aria-describedby={describedBy}
    >
      {children}
    </Link>
  );
}
