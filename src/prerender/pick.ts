/**
 * Which prerendered copy of a screen fits this visit, and where a hash address
 * leads. Shared by the inline start-up script (start-up.ts), the app
 * (src/main.tsx) and the build (vite-plugins/vite-prerender.ts); kept free of
 * imports but types so the inline script stays small.
 */
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the build writes into every page (`<path>/index.html`, and 404.html)
 * for start-up.ts: the page carries its screen's copy as of the build's day; the
 * screens that change by date (the home page, the program, the short trip
 * addresses) list a copy per day, so a page served days after its build still
 * shows the right one.
 */
export interface PageStartUp {
  /** The app's entry script, loaded once the screen is on screen. */
  app: string;
  /** Chunks the app will import at once (the Firestore reader), preloaded together with it. */
  preload: string[];
  /** The site's base path. */
  base: string;
  /** Folder of the prerendered copies (`<name>.html`), ending in `/`. */
  dir: string;
  /**
   * This page's copies as `[first day, name]`, sorted by day: the copy for a
   * day is the last one whose first day is that day or before. A screen that
   * does not depend on the date has one, from day "". An empty name means no
   * copy from that day on (the browser renders the screen from live data).
   * Empty on 404.html, which has no screen of its own.
   */
  copies: Array<[string, string]>;
  /** The name of the copy the page's HTML carries, or null (404.html). */
  inlined: string | null;
}

/**
 * Where a hash address the club has shared (`#/2025/program7`,
 * `#/evesprogram?honap=4`, `#/home`) lives now: its path address, with a
 * trailing slash and the filters as the search part. Null for anything that
 * is not an address (`#tartalom`, no hash at all).
 */
export function hashToPath(hash: string, base: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const [route = '', search = ''] = hash.slice(2).split(/\?(.*)/s, 2);
  const segments = route.split('/').filter(Boolean);
  // `#/home` was the home page's other address.
  const path = segments.length === 1 && segments[0] === 'home' ? '' : segments.map((s) => `${s}/`).join('');
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** The copy of `copies` (see PageStartUp) for `today` (`YYYY-MM-DD`), or null for none. */
export function copyFor(copies: ReadonlyArray<readonly [string, string]>, today: string): string | null {
  let name: string | null = null;
  for (const [from, candidate] of copies) if (from <= today) name = candidate;
  // An empty name: from that day on the build left the screen to the browser.
  return name || null;
}

/** The id of the structured data the build writes into a page's head (JsonLdScript replaces it). */
export const BUILT_STRUCTURED_DATA_ID = 'structured-data';

/** The id of the JSON the build writes after a page's root: the reads its own copy was rendered from. */
export const PRERENDERED_STATE_ID = 'prerendered-state';

/** Comment the build starts every prerendered copy with, so an HTML error page is never shown as one. */
export const PRERENDERED_MARK = '<!--prerendered-->';

/**
 * What the start-up script hands the app (src/main.tsx): its one property on `window`,
 * `startUp`, set once before anything else can run. Nothing else in the site's code
 * assigns to `window` (eslint.config.js refuses it).
 */
export interface StartUpHandOff {
  /** The query cache the copy on screen was rendered from (PrerenderedCopy.state), once known. */
  state?: DehydratedState;
  /** The buttons pressed on the copy before the app was there to answer them; stops collecting them. */
  takePresses(): Element[];
}

/** A prerendered copy: the screen's tab title and description, and its HTML for `<div id="root">`. */
export interface PrerenderedCopy {
  title: string;
  description: string;
  /**
   * The reads the screen was rendered from that the app would otherwise make
   * before it can take the copy over (a trip page's events), as TanStack Query's
   * `dehydrate` writes them; null when there are none. With them the app
   * attaches to the copy at once (`hydrate`) and reads the live data afterwards.
   */
  state: DehydratedState | null;
  html: string;
}

/** A copy's file: the mark, the title, description and reads as JSON on the first line, then the HTML. */
export function formatCopy(copy: PrerenderedCopy): string {
  const head = { title: copy.title, description: copy.description, state: copy.state };
  return `${PRERENDERED_MARK}${JSON.stringify(head)}\n${copy.html}`;
}

/** Reads a copy's file; null for anything else (an error page, the site's index.html). */
export function parseCopy(text: string): PrerenderedCopy | null {
  if (!text.startsWith(PRERENDERED_MARK)) return null;
  const newline = text.indexOf('\n');
  if (newline === -1) return null;
  try {
    const head = JSON.parse(text.slice(PRERENDERED_MARK.length, newline)) as Partial<PrerenderedCopy> | null;
    if (typeof head?.title !== 'string' || typeof head.description !== 'string') return null;
    const state = Array.isArray(head.state?.queries) ? head.state : null;
    return { title: head.title, description: head.description, state, html: text.slice(newline + 1) };
  } catch {
    return null;
  }
}
