import { createContext, useContext, useEffect } from 'react';
import { documentTitle } from '../../lib/site-head.ts';
import { club } from '../../data/club.ts';

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/** The tab title and description of a screen, and its permanent address. */
export interface DocumentHead {
  title: string;
  description: string;
  /**
   * The permanent address of what the screen shows, after the site's base and
   * without the trailing slash (`2025/program3`, `evesprogram/2025`, "" for
   * the home page): the canonical link of the page, the address link previews
   * name. Null for a screen that is no page (not found, an error).
   */
  canonical: string | null;
  /** The screen's schema.org data, when the build knows the site's address (see JsonLdScript). */
  structuredData?: unknown;
}

/** The build's prerendering listens here for what a screen would set (src/prerender/render.tsx). */
export const DocumentHeadRecorder = createContext<((head: DocumentHead) => void) | null>(null);

/**
 * Sets the tab title (what a screen reader announces on navigation too) and
 * the page description (what a search result or a link preview shows);
 * without a description of its own a screen gets the site's.
 *
 * Why not TanStack Router's route `head` with `<HeadContent />`: it renders
 * `<title>` and `<meta>` elements that React moves into `<head>`. React takes
 * over the page's `<title>`, but a `<meta name="description">` only when its
 * content is already the same, so a screen with a description of its own would
 * leave two in the page, the build's (which crawlers without JavaScript read)
 * and the screen's. In a prerendered copy React writes those elements into the
 * copy's HTML itself. And screens that are no route's (the chunk failure, the
 * error view) need a title too. This hook keeps the one title and the one
 * description the build wrote (vite-plugins/page-head.ts), and the build's
 * prerendering reads what a screen sets through DocumentHeadRecorder.
 */
export function usePageHead(
  title: string | null,
  description: string = club.description,
  canonical: string | null = null,
) {
  useContext(DocumentHeadRecorder)?.({ title: documentTitle(title, club.siteName), description, canonical });
  useEffect(() => {
    document.title = documentTitle(title, club.siteName);
  }, [title]);
  useEffect(() => {
    descriptionMeta().content = description;
  }, [description]);
  useEffect(() => {
    // The page's own canonical link (written by the build) follows the screen shown, for a
    // crawler that runs the page and follows its links.
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (link && canonical !== null)
      link.href = new URL(`${import.meta.env.BASE_URL}${canonical ? `${canonical}/` : ''}`, link.href).href;
  }, [canonical]);
}
