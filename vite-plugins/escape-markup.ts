/**
 * Text made safe for the build's hand-written markup: HTML text and quoted
 * attribute values (the page frame, a page's head), and XML (the feed, the
 * sitemap, the preview pictures' SVG). One set of escapes for all of them, so
 * a club name or a trip title with `&` or `"` in it reads the same everywhere.
 * `'` is written `&apos;`, which both HTML and XML know.
 */
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
