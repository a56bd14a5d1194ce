import { useEffect } from 'react';

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

/**
 * Sets the tab title (what a screen reader announces on navigation too) and
 * the page description (what a search result or a link preview shows);
 * without a description of its own a screen gets the site's.
 */
export function useDocumentTitle(title: string | null, description: string = SITE_DESCRIPTION) {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_NAME}` : SITE_NAME;
  }, [title]);
  useEffect(() => {
    descriptionMeta().content = description;
  }, [description]);
}
