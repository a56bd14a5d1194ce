import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { scriptJson } from '../../lib/script-json';
import { BUILT_STRUCTURED_DATA_ID } from '../../prerender/pick';

const subscribeToNothing = () => () => {};

/**
 * The build's prerendering listens here for a screen's structured data: with
 * the site's public address known (VITE_SITE_URL), it writes the data into
 * the page's head, where crawlers read it without running any script
 * (vite-plugins/vite-prerender.ts).
 */
export const StructuredDataRecorder = createContext<((data: unknown) => void) | null>(null);

/**
 * schema.org data for search engines; rendered with the screen, so it changes
 * with it. In the browser it is worked out from the page's address; the
 * build's copy of a screen carries none (it would not match the browser's),
 * the build writes it into the page's head instead, which this one then
 * replaces, so a page never has two.
 */
export function JsonLdScript({ data }: { data: () => unknown }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const record = useContext(StructuredDataRecorder);
  if (record && import.meta.env.VITE_SITE_URL) record(data());
  useEffect(() => document.getElementById(BUILT_STRUCTURED_DATA_ID)?.remove(), []);
  if (!inBrowser) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data()) }} />;
}
