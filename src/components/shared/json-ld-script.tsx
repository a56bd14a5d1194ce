import { createContext, useContext, useEffect, useState } from 'react';
import type * as JsonLdBuilders from '../../lib/json-ld.ts';
import { scriptJson } from '../../lib/script-json.ts';
import { BUILT_STRUCTURED_DATA_ID } from '../../prerender/pick.ts';

/** The schema.org builders (src/lib/json-ld.ts), which a screen's data is made with. */
export type StructuredDataBuilders = typeof JsonLdBuilders;

/**
 * The build's prerendering listens here for a screen's structured data, and hands the builders
 * in: with the site's public address known (VITE_SITE_URL), it writes the data into the page's
 * head, where crawlers read it without running any script (vite-plugins/vite-prerender.ts).
 */
export const StructuredDataRecorder = createContext<{
  record: (data: unknown) => void;
  builders: StructuredDataBuilders;
} | null>(null);

/**
 * schema.org data for search engines; rendered with the screen, so it changes with it. In the
 * browser it is worked out from the page's address, with builders fetched after the screen shows
 * (only a crawler reads them, so no visitor's first visit downloads or precaches them); the
 * build's copy of a screen carries none (it would not match the browser's), the build writes it
 * into the page's head instead, which this one then replaces, so a page never has two. With no
 * signal and the builders never fetched, the head's stays.
 */
export function JsonLdScript({ data }: { data: (builders: StructuredDataBuilders) => unknown }) {
  const [builders, setBuilders] = useState<StructuredDataBuilders | null>(null);
  const recorder = useContext(StructuredDataRecorder);
  if (recorder && import.meta.env.VITE_SITE_URL) recorder.record(data(recorder.builders));
  useEffect(() => {
    // With no signal the request could only fail; the head's data, if any, stays.
    if (!navigator.onLine) return;
    let shown = true;
    import('../../lib/json-ld.ts').then(
      (loaded) => {
        if (!shown) return;
        document.getElementById(BUILT_STRUCTURED_DATA_ID)?.remove();
        setBuilders(loaded);
      },
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  if (!builders) return null;
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data(builders)) }} />
  );
}
