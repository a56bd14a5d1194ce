import { useSyncExternalStore } from 'react';
import { scriptJson } from '../lib/script-json';

const subscribeToNothing = () => () => {};

/**
 * schema.org data for search engines; rendered with the screen, so it changes
 * with it. `data` is worked out in the browser only: it names the page's
 * address, which the build's prerendered copy of a screen cannot know.
 */
export function JsonLdScript({ data }: { data: () => unknown }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data()) }} />;
}
