import { serializeJsonLd } from '../lib/json-ld';

/** schema.org data for search engines; rendered with the screen, so it changes with it. */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
