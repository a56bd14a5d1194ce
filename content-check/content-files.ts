/**
 * Reads the content files `content-check/content-check.ts` checks, from a project root, and
 * the build's plugins read (vite-plugins/build-content.ts): once, and again only when a
 * file changed on disk.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CONTENT_PATHS, TRIPS_DIR_EXTRAS, type ContentSources, type SourceFile } from './content-check.ts';

/** Each file's text when last read, by its path on disk, with what tells it apart from a changed file. */
const texts = new Map<string, { stamp: string; text: string }>();

/**
 * The text of the file at `path`, read from disk only when it is new or changed since the last
 * read: the content check and every plugin of a build (its three environments too) share one
 * read. The same string while the file is unchanged.
 */
export function contentText(path: string): string {
  const { ino, mtimeMs, ctimeMs, size } = statSync(path);
  const stamp = `${ino}:${mtimeMs}:${ctimeMs}:${size}`;
  const known = texts.get(path);
  if (known?.stamp === stamp) return known.text;
  const text = readFileSync(path, 'utf8');
  texts.set(path, { stamp, text });
  return text;
}

function readSource(root: string, file: string): SourceFile {
  const path = join(root, file);
  // A missing file reads as empty text, which the check reports as "a fájl üres" with its name.
  return { file, text: existsSync(path) ? contentText(path) : '' };
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
}

function listFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
}

export function readContentSources(root: string): ContentSources {
  const tripsDir = CONTENT_PATHS.trips;
  return {
    // Files directly in trips/ are read too, so the check can say they belong in a season's folder.
    trips: [
      ...listFiles(join(root, tripsDir)).filter((name) => !TRIPS_DIR_EXTRAS.has(name)),
      ...listFolders(join(root, tripsDir)).flatMap((folder) =>
        listFiles(join(root, tripsDir, folder)).map((name) => `${folder}/${name}`),
      ),
    ].map((name) => readSource(root, `${tripsDir}/${name}`)),
    events: listFiles(join(root, CONTENT_PATHS.events)).map((name) =>
      readSource(root, `${CONTENT_PATHS.events}/${name}`),
    ),
    club: readSource(root, CONTENT_PATHS.club),
    clubFiles: listFiles(join(root, dirname(CONTENT_PATHS.club))),
    pages: readSource(root, CONTENT_PATHS.pages),
    pictures: listFiles(join(root, CONTENT_PATHS.pictures)),
  };
}

/** `--root <dir>` (default: the current directory), shared by the trip scripts. */
export function rootFromArgs(args: string[]): { root: string; rest: string[] } {
  const rest: string[] = [];
  let root = process.cwd();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--root') {
      const value = args[index + 1];
      if (value === undefined) throw new Error('--root után adjon meg egy mappát');
      root = value;
      index += 1;
    } else if (arg.startsWith('--root=')) {
      root = arg.slice('--root='.length);
    } else {
      rest.push(arg);
    }
  }
  return { root, rest };
}
