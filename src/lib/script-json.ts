/**
 * JSON to write inside a `<script>` element (the screens' schema.org data,
 * index.html's list of prerendered screens), with `<` escaped so no text in it
 * can close the element. It imports nothing: vite.config.ts loads it through
 * vite-plugins/vite-prerender.ts, and Node loads the config without Vite's resolver.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
