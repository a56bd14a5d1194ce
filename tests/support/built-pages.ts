/**
 * A build's pages as the start-up script reads them: each address's
 * `<path>/index.html` and its list of copies by day (vite-plugins/vite-prerender.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageStartUp } from '../../src/prerender/pick.ts';

/** The start-up list of one built page (`dist/2025/program3/index.html`). */
export function pageStartUp(file: string): PageStartUp {
  const html = readFileSync(file, 'utf8');
  const json = /<script type="application\/json" id="page-start-up">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`${file} has no start-up list`);
  return JSON.parse(json) as PageStartUp;
}

/** Every address of a build with a page of its own (`/`, `/2025/program3/` …) → its copies by day. */
export function builtScreens(dist: string): Record<string, PageStartUp['copies']> {
  const screens: Record<string, PageStartUp['copies']> = {};
  for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!/(^|\/)index\.html$/.test(name) || !existsSync(join(dist, name))) continue;
    // The volunteers' editor and the organisers' page (their own builds, vite.admin.config.ts and
    // vite.organisers.config.ts) are not screens of the site.
    if (name.startsWith('admin/') || name.startsWith('szervezo/')) continue;
    const { copies } = pageStartUp(join(dist, name));
    if (copies.length > 0) screens[`/${name.replace(/index\.html$/, '')}`] = copies;
  }
  return screens;
}
