import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Zöld Ösvény Természetjárók';

/** The site-wide description, the same as index.html's (a test keeps them equal). */
export const SITE_DESCRIPTION =
  'A Zöld Ösvény Természetjáró Egyesület túraprogramja: a következő túrák, az éves program, indulási idők, részvételi díjak és jelentkezés telefonon.';

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/** The tab title and description of a screen. */
export interface DocumentHead {
  title: string;
  description: string;
}

/** The build's prerendering listens here for what a screen would set (src/prerender/render.tsx). */
export const DocumentHeadRecorder = createContext<((head: DocumentHead) => void) | null>(null);

export function documentTitle(title: string | null): string {
  return title ? `${title} – ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the tab title (what a screen reader announces on navigation too) and
 * the page description (what a search result or a link preview shows);
 * without a description of its own a screen gets the site's.
 *
 * Why not TanStack Router's route `head` with `<HeadContent />`: it renders
 * `<title>` and `<meta>` elements that React moves into `<head>`. React takes
 * over index.html's `<title>`, but a `<meta name="description">` only when its
 * content is already the same, so a screen with a description of its own would
 * leave two in the page, index.html's (which crawlers without JavaScript read)
 * and the screen's. In a prerendered copy React writes those elements into the
 * copy's HTML itself. And screens that are no route's (the chunk failure, the
 * error view) need a title too. This hook keeps the one title and the one
 * description index.html has, and the build's prerendering reads what a screen
 * sets through DocumentHeadRecorder.
 */
export function useDocumentTitle(title: string | null, description: string = SITE_DESCRIPTION) {
  useContext(DocumentHeadRecorder)?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    descriptionMeta().content = description;
  }, [description]);
}
