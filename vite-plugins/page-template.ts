/**
 * index.html as a template, as Vite's server-rendering examples have it:
 * `<!--app-html-->` in `<div id="root">` is where a page's screen goes (its
 * prerendered copy, or the page frame); `<!--page-head-->` is where its own
 * head goes (title, description, link preview, canonical link:
 * vite-plugins/page-head.ts), and `<!--page-data-->` after the root its
schema.org data; `<!--app-head-->`, which the build puts
 * in place of the app's script tag, is where its start-up list and script
 * go. Filled by plain string replacement, never by matching the surrounding
 * HTML.
 */
export const APP_HTML = '<!--app-html-->';
export const PAGE_HEAD = '<!--page-head-->';
/**
 * After the root: a page's schema.org data (vite-plugins/page-head.ts), which only crawlers
 * read, comes after the screen rather than before the stylesheet a phone waits for.
 */
export const PAGE_DATA = '<!--page-data-->';
export const APP_HEAD = '<!--app-head-->';
/** index.html's root element with its placeholder: a prerendered page's root also names its address. */
export const ROOT_ELEMENT = `<div id="root">${APP_HTML}</div>`;

/**
 * `html` with its one `placeholder` replaced by `content`, taken as it is
 * (no `$&` patterns, as String.replace would read in it). Throws when the
 * placeholder is not there exactly once: a page without its screen would
 * otherwise ship.
 */
export function fillPlaceholder(html: string, placeholder: string, content: string): string {
  const at = html.indexOf(placeholder);
  if (at === -1 || html.indexOf(placeholder, at + 1) !== -1)
    throw new Error(`index.html must have ${placeholder} exactly once`);
  return html.slice(0, at) + content + html.slice(at + placeholder.length);
}
