import { Link, useLocation, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { cameFrom } from './came-from.ts';

/**
 * A link to a part of the same screen (`#jelentkezes`). With hash addresses,
 * following it would make the fragment the address and the router would show
 * another screen: it moves the focus (and so the view) there instead and
 * leaves the address alone. The part needs `tabIndex={-1}` to take the focus.
 * Before the app has taken a prerendered screen over, src/prerender/start-up.ts
 * does the same for every link marked `data-in-page`.
 */
export function InPageLink({
  target,
  className,
  children,
}: {
  /** the id of the element to move to */
  target: string;
  className?: string;
  children: ReactNode;
}) {
  const moveThere = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <a href={`#${target}`} className={className} data-in-page="" onClick={moveThere}>
      {children}
    </a>
  );
}

/**
 * The `vissza` button of the original site: back to the screen the visitor
 * came from on this site (the program as they had filtered it, the home page),
 * or home when they came from outside. Before the app runs, and on a screen
 * opened from outside, it is a link home.
 */
export function BackButton() {
  const router = useRouter();
  const location = useLocation();
  const from = cameFrom(router.history, location);
  const content = (
    <>
      <span aria-hidden="true">←</span> vissza
    </>
  );
  if (!from) {
    return (
      <Link to="/" className="button button-secondary back-button">
        {content}
      </Link>
    );
  }
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click meant for a new tab or window opens the address there.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.go(from.steps);
  };
  return (
    <a href={from.href} className="button button-secondary back-button" onClick={goBack}>
      {content}
    </a>
  );
}

/**
 * A link to a trip page by its route key (`program7`); with a season, to the
 * permanent address of that season's trip (`/2025/program7/`).
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
    <Link to="/program{$n}/" params={{ n }} className={className} aria-describedby={describedBy}>
      {children}
    </Link>
  ) : (
    <Link
      to="/$year/program{$n}/"
      params={{ year: String(season), n }}
      className={className}
      aria-describedby={describedBy}
    >
      {children}
    </Link>
  );
}
