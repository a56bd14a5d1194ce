/**
 * What a deploy must not ship, checked by `npm run build` (which is what a
 * deploy runs) before anything is bundled (contentCheck, buildChecks):
 * - the whole content check of `npm run trips:check`: every trip file,
 *   events.json, club.json, pages.json and the rules across them;
 * - no Firestore emulator address in a production build: the
 *   Content-Security-Policy blocks it and every visitor would get the error screen.
 * - no forecast stand-in in a production build (VITE_FORECAST_URL, for the
 *   tests): the Content-Security-Policy allows Open-Meteo alone, and the
 *   forecast would quietly never show.
 * And after bundling, the inline start-up script's hash in firebase.json's
 * Content-Security-Policy (writeStartUpScriptHash in vite-plugins/vite-prerender.ts calls syncCspHash).
 */
import { readClub } from './build-content.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { checkContent } from '../content-check/content-check.ts';
import { readContentSources } from '../content-check/content-files.ts';

/**
 * The check of `npm run trips:check` on `root`: throws its report (one line per
 * problem: file, field path, expected, found) when it finds any. In the build's
 * own process, over the texts the plugins then read (content-check/content-files.ts):
 * a build reads each content file once.
 */
export function assertContentValid(root: string): void {
  const report = checkContent(readContentSources(root));
  if (report.problems.length === 0) return;
  throw new Error(
    `A tartalom hibás, a build leállt (npm run trips:check):\n${report.problems.join('\n')}\n\n${report.problems.length} hiba.`,
  );
}

/** The one-line reason a production build refuses an emulator address, or null when there is none. */
export function emulatorInProduction(mode: string, env: Record<string, string | undefined>): string | null {
  const host = env.VITE_FIRESTORE_EMULATOR_HOST?.trim();
  if (mode !== 'production' || !host) return null;
  return (
    `VITE_FIRESTORE_EMULATOR_HOST=${host} is set for a production build: the site would read the emulator, ` +
    `which its Content-Security-Policy blocks. Remove it from .env.local (or the environment) and build again.`
  );
}

/** Open-Meteo's forecast endpoint, as src/data/forecast.ts names it (that module is the browser's). */
const OPEN_METEO_FORECAST_URL = 'https://api.open-meteo.com/v1/forecast';

/** The one-line reason a production build refuses a forecast stand-in's address, or null when there is none. */
export function forecastStandInInProduction(
  mode: string,
  env: Record<string, string | undefined>,
): string | null {
  const url = env.VITE_FORECAST_URL?.trim();
  if (mode !== 'production' || !url || url === OPEN_METEO_FORECAST_URL) return null;
  return (
    `VITE_FORECAST_URL=${url} is set for a production build: the site would ask it for the forecast, ` +
    `which its Content-Security-Policy blocks (it allows ${OPEN_METEO_FORECAST_URL} alone). ` +
    `Remove it from .env.local (or the environment) and build again.`
  );
}

/**
 * Every build of the site is one a visitor may get. With NODE_ENV set to
 * anything but production (a test runner, a shell profile), Vite builds
 * React's development code: 65 kB more on the first view, and slower.
 */
export function developmentBuild(nodeEnv: string | undefined): string | null {
  if (nodeEnv === undefined || nodeEnv === '' || nodeEnv === 'production') return null;
  return (
    `NODE_ENV=${nodeEnv} would build React's development code, which is bigger and slower. ` +
    'Unset NODE_ENV (or set it to production) and build again.'
  );
}

export function buildChecks(): Plugin {
  return {
    name: 'club:build-checks',
    apply: 'build',
    configResolved(config) {
      const root = config.root;
      const env = loadEnv(config.mode, config.envDir || root, 'VITE_');
      const reason = emulatorInProduction(config.mode, env) ?? forecastStandInInProduction(config.mode, env);
      if (reason) throw new Error(reason);
      const nodeEnv = developmentBuild(process.env.NODE_ENV);
      if (nodeEnv) throw new Error(nodeEnv);
    },
  };
}

/**
 * The content check, once per build and before any of its environments: the
 * prerenderer bundles the trip documents first, and a bad one would otherwise
 * stop it with the transform's short message instead of the whole Hungarian
 * report. (`npm run build` runs the check on its own first, so a volunteer
 * sees only that report; this covers `vite build` and the tests' builds.)
 */
export function contentCheck(): Plugin {
  return {
    name: 'club:content-check',
    apply: 'build',
    buildApp: {
      order: 'pre',
      handler(builder) {
        assertContentValid(builder.config.root);
        return Promise.resolve();
      },
    },
  };
}

const SCRIPT_SRC = /(script-src [^;"]*)/;
const HASH_SOURCE = /'sha256-[A-Za-z0-9+/=]+'/g;

/**
 * Puts `hash` into the script-src of firebase.json's Content-Security-Policy in
 * place of the old one, so a deploy after a change to the start-up script (or
 * to Vite, which compiles it) does not block it. Returns what it did; throws,
 * naming the file, when it cannot (no script-src, or the file not writable):
 * a deploy with a stale hash would show visitors nothing.
 */
export function syncCspHash(file: string, hash: string): 'unchanged' | 'updated' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${file}: cannot be read to put the start-up script's hash ${hash} into it`, {
      cause: error,
    });
  }
  const scriptSrc = SCRIPT_SRC.exec(text)?.[1];
  if (!scriptSrc)
    throw new Error(`${file}: no script-src in the Content-Security-Policy to put ${hash} into`);
  const hashes = scriptSrc.match(HASH_SOURCE) ?? [];
  if (hashes.length === 1 && hashes[0] === hash) return 'unchanged';
  const withoutHashes = scriptSrc.replace(HASH_SOURCE, '').replace(/ {2,}/g, ' ').trimEnd();
  const updated = text.replace(scriptSrc, `${withoutHashes} ${hash}`);
  try {
    writeFileSync(file, updated);
  } catch (error) {
    throw new Error(
      `${file} is stale: its Content-Security-Policy does not allow the start-up script; ` +
        `put ${hash} into script-src in place of ${hashes.join(' ') || 'nothing'}`,
      { cause: error },
    );
  }
  return 'updated';
}

export const FIREBASE_JSON = join(import.meta.dirname, '..', 'firebase.json');

const IMG_SRC = /img-src [^;"]*/;

/** The scheme, host and port of a tile address (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`). */
const tilesOrigin = (tilesUrl: string) => new URL(tilesUrl.replace(/\{[a-z]\}/g, '0')).origin;

/**
 * Puts the map tiles' origin into the img-src of firebase.json's first Content-Security-Policy
 * (the site's pages'), in place of any other: the trip page's map (*Térkép*) loads its tiles from
 * the server club.json names, and from nowhere else. Returns what it did; throws, naming the
 * file, when it cannot.
 */
export function syncMapTilesSource(file: string, tilesUrl: string): 'unchanged' | 'updated' {
  const text = readFileSync(file, 'utf8');
  const imgSrc = IMG_SRC.exec(text)?.[0];
  if (!imgSrc)
    throw new Error(`${file}: no img-src in the Content-Security-Policy to put the map tiles' server into`);
  const wanted = `img-src 'self' data: ${tilesOrigin(tilesUrl)}`;
  if (imgSrc === wanted) return 'unchanged';
  writeFileSync(file, text.replace(imgSrc, wanted));
  return 'updated';
}

/** Writes club.json's map tiles' server into firebase.json's policy once per build, saying so when it changed. */
export function writeMapTilesSource(file = FIREBASE_JSON): Plugin {
  let root = process.cwd();
  return {
    name: 'club:write-map-tiles-source',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const { url } = readClub(root).mapTiles;
      if (syncMapTilesSource(file, url) === 'updated')
        this.warn(
          `firebase.json: club.json's map tiles now come from ${tilesOrigin(url)}; commit firebase.json with this change.`,
        );
    },
  };
}
