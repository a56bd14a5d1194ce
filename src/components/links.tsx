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

/** A link to a trip page by its route key (`program7`). */
export function TripLink({
  tripKey,
  className,
  children,
  'aria-describedby': describedBy,
}: {
  tripKey: string;
  className?: string;
  children: ReactNode;
  'aria-describedby'?: string;
}) {
  return (
    <Link
      to="/program{$n}"
      params={{ n: tripKey.replace(/^program/, '') }}
      className={className}
      aria-describedby={describedBy}
    >
      {children}
    </Link>
  );
}
