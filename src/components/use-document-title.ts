import { useEffect } from 'react';

export const SITE_NAME = 'Zöld Ösvény Természetjárók';

/** Sets the tab title (what a screen reader announces on navigation too). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
