/**
 * What each screen downloads before it can show itself, computed from a build
 * (its index.html and Vite manifest), and the gzip size of those files.
 * Bytes are deterministic where times are not, so CI enforces budgets on them
 * (tests/e2e/budget.test.ts); `npm run bench` prints the same numbers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ScreenBudget {
  /** The address the screen is opened at, e.g. `#/program1`. */
  hash: string;
  /** Manifest keys (source paths) of the lazily loaded chunks the screen needs besides index.html's. */
  loads: string[];
  /** Ceilings in kB (1000 bytes) of gzip. */
  js: number;
  css: number;
}

export interface Budgets {
  screens: Record<string, ScreenBudget>;
  /** Ceiling of each trip document's own chunk (`trips/programN.json`), kB gzip. */
  tripDocument: number;
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

/** Files index.html makes the browser fetch at once: its module script, modulepreloads and stylesheets. */
export function htmlAssets(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files: string[] = [];
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

export function screenBytes(dist: string, manifest: Manifest, loads: readonly string[]): ScreenBytes {
  const sizes = [...screenFiles(dist, manifest, loads)]
    .sort()
    .map((file) => ({ file, gzip: gzipSize(dist, file) }));
  const js = sizes.filter((size) => size.file.endsWith('.js'));
  const css = sizes.filter((size) => size.file.endsWith('.css'));
  const sum = (list: FileSize[]) => list.reduce((total, size) => total + size.gzip, 0);
  return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
}

/** Each trip document's own chunk (`trips/programN.json`), by manifest key. */
export function tripDocumentChunks(dist: string, manifest: Manifest): FileSize[] {
  return Object.entries(manifest)
    .filter(([key]) => /^trips\/[^/]+\.json$/.test(key))
    .map(([key, chunk]) => ({ file: key, gzip: gzipSize(dist, chunk.file) }))
    .sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
