/**
 * What each screen downloads before it can show itself, computed from a build
 * (its index.html and Vite manifest), and the gzip size of those files.
 * Bytes are deterministic where times are not, so CI enforces budgets on them
 * (tests/e2e/budget.test.ts); `npm run bench` prints the same numbers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageStartUp } from '../src/prerender/pick.ts';
import { cspHash } from '../vite-plugins/csp-hash.ts';

export { cspHash };

export interface ScreenBudget {
  /** The address the screen is opened at, e.g. `/2025/program1/`. */
  path: string;
  /** Manifest keys (source paths) of the lazily loaded chunks the screen needs besides index.html's. */
  loads: string[];
  /** Ceilings in kB (1000 bytes) of gzip. */
  js: number;
  css: number;
}

export interface Budgets {
  screens: Record<string, ScreenBudget>;
  /** Ceiling of each trip document's own chunk (`trips/<year>/programN.json`), kB gzip. */
  tripDocument: number;
  /** Ceiling of index.html, kB gzip. */
  indexHtml: number;
  /** Ceiling of each prerendered screen (`prerendered/*.html`), kB gzip. */
  prerenderedScreen: number;
  /**
   * The build configured for Firestore, measured in Chromium (tests/e2e/firestore.test.ts):
   * kB gzip of what arrives before the first paint, and of everything the screen fetches;
   * `atBounds`, the same built from a season whose every public text is as long as the rules
   * allow (the most the rules let a visitor's page weigh).
   */
  firestore: Record<
    string,
    {
      path: string;
      beforePaint: number;
      total: number;
      atBounds?: { beforePaint: number; total: number };
    }
  >;
  /**
   * A new visitor's first visit (firstVisitBytes): kB gzip of the home page, the service worker
   * and its precache, in the bundled build and in the one configured for Firestore.
   */
  firstVisit: { bundled: number; firestore: number };
  /** The organisers' page at /szervezo/ (a build of its own): kB gzip of its script and stylesheet. */
  organisers: { js: number; css: number };
  /**
   * What a visitor costs in Firestore's bill, document reads, measured against the emulator
   * (tests/e2e/firestore.test.ts): a first view with nothing changed since the build, and an
   * hour on screen after it, nothing changed. A ratchet: lower them when a screen reads less.
   */
  firestoreReads: Record<string, { path: string; firstView: number; hour: number }>;
}

/** Each prerendered screen (vite-plugins/vite-prerender.ts) with its gzip size. */
export function prerenderedScreenFiles(dist: string): FileSize[] {
  const dir = join(dist, 'prerendered');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file: `prerendered/${file}`, gzip: gzipSize(dist, `prerendered/${file}`) }));
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  gzip: number;
}

export interface ScreenBytes {
  js: FileSize[];
  css: FileSize[];
  jsGzip: number;
  cssGzip: number;
}

export function readBudgets(root = process.cwd()): Budgets {
  return JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')) as Budgets;
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** gzip at zlib's default level, the figure `vite build` prints. */
export function gzipSize(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file))).length;
}

/**
 * The app's entry script. index.html's start-up script loads it (it is named
 * in the page's start-up list, vite-plugins/vite-prerender.ts); a build
 * without that list has it as a module script tag.
 */
export function appEntry(html: string): string | undefined {
  return startUpConfig(html)?.app ?? /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
}

/** The chunks index.html's start-up script preloads together with the app. */
export function startUpPreloads(html: string): string[] {
  return startUpConfig(html)?.preload ?? [];
}

/** What the build wrote into a page for its start-up script (src/prerender/pick.ts), or null. */
export function startUpConfig(html: string): PageStartUp | null {
  const config = /<script type="application\/json" id="page-start-up">([^<]*)<\/script>/.exec(html)?.[1];
  return config ? (JSON.parse(config) as PageStartUp) : null;
}

/** index.html's inline scripts (the start-up script), as they are written there. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

/**
 * Files index.html makes the browser fetch at once: its module script (or the
 * app entry its start-up script loads), modulepreloads and stylesheets.
 */
export function htmlAssets(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files: string[] = [];
  const entry = appEntry(html);
  if (entry) files.push(entry.replace(/^\//, ''));
  // What the start-up script preloads with the app (the Firestore reader in a build configured for it).
  for (const href of startUpPreloads(html)) files.push(href.replace(/^\//, ''));
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isLink = /rel="(modulepreload|stylesheet)"/.test(tag);
    if (!isScript && !isLink) continue;
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url && !/^[a-z]+:/i.test(url) && /\.(js|css)$/.test(url)) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** The manifest chunk for an emitted file name, if any. */
function chunkByFile(manifest: Manifest, file: string): ManifestChunk | undefined {
  return Object.values(manifest).find((chunk) => chunk.file === file);
}

/**
 * Every JS and CSS file a screen needs: index.html's, plus the chunks of
 * `loads` with everything they import statically (not their dynamic imports).
 */
export function screenFiles(dist: string, manifest: Manifest, loads: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visitChunk = (chunk: ManifestChunk) => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) visitChunk(imported);
    }
  };
  for (const file of htmlAssets(dist)) {
    const chunk = chunkByFile(manifest, file);
    if (chunk) visitChunk(chunk);
    else files.add(file);
  }
  for (const key of loads) {
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(
        `budgets.json names ${key}, but the build has no such chunk (renamed or no longer lazy?)`,
      );
    }
    visitChunk(chunk);
  }
  return files;
}

/** The name the inline start-up script is counted under. */
export const INLINE_SCRIPT = 'index.html <script>';

export function screenBytes(dist: string, manifest: Manifest, loads: readonly string[]): ScreenBytes {
  const sizes = [...screenFiles(dist, manifest, loads)]
    .sort()
    .map((file) => ({ file, gzip: gzipSize(dist, file) }));
  // JavaScript too, though it comes inside index.html: counted with the screen's scripts.
  const inline = inlineScripts(readFileSync(join(dist, 'index.html'), 'utf8')).join('\n');
  if (inline) sizes.unshift({ file: INLINE_SCRIPT, gzip: gzipSync(inline).length });
  const js = sizes.filter((size) => size.file.endsWith('.js') || size.file === INLINE_SCRIPT);
  const css = sizes.filter((size) => size.file.endsWith('.css'));
  const sum = (list: FileSize[]) => list.reduce((total, size) => total + size.gzip, 0);
  return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
}

/** Each trip document's own chunk (`trips/<year>/programN.json`), by manifest key. */
export function tripDocumentChunks(dist: string, manifest: Manifest): FileSize[] {
  return Object.entries(manifest)
    .filter(([key]) => /^trips\/\d{4}\/[^/]+\.json$/.test(key))
    .map(([key, chunk]) => ({ file: key, gzip: gzipSize(dist, chunk.file) }))
    .sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * What the organisers' page at `<dist>/szervezo/` loads, by what its index.html names: every
 * script and stylesheet of its own (none is loaded later; the page is one chunk).
 */
export function organisersPageBytes(dist: string): { js: FileSize[]; css: FileSize[] } {
  const html = readFileSync(join(dist, 'szervezo', 'index.html'), 'utf8');
  const named = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => {
      const file = match[1]!.replace(/^\//, '');
      return { file, gzip: gzipSize(dist, file) };
    });
  return {
    js: named(/<script[^>]*\ssrc="([^"]+)"/g),
    css: named(
      /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g,
    ),
  };
}

/** The addresses of sw.js's precache list, which the build writes into it as JSON. */
export const precacheList = (worker: string) =>
  [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);

/** The files the service worker downloads when it installs: its precache list in sw.js. */
export function precachedFiles(dist: string): string[] {
  return precacheList(readFileSync(join(dist, 'sw.js'), 'utf8'));
}

/**
 * What a new visitor's phone downloads at the first visit to `page` (`index.html`, or
 * `2025/program1/index.html`): the page, then, once it has loaded, the service worker (sw.js,
 * one file) and everything it precaches, each file counted once. What
 * the page itself loads besides is counted in its first view (screenBytes): this is the cost of
 * being offline-ready, on the phone's data plan, before any tap.
 */
export function firstVisitBytes(dist: string, page = 'index.html'): { files: FileSize[]; gzip: number } {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const names = new Set([page, 'sw.js', ...precacheList(worker)]);
  const files = [...names].map((file) => ({ file, gzip: gzipSize(dist, file) }));
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}
