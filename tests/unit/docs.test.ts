// @vitest-environment node
/**
 * The README and docs/ are the way into the code: a link that leads nowhere or
 * a file that moved sends the next engineer looking in the wrong place. Every
 * relative link must resolve and every repository path they name must exist;
 * the README stays short enough to read at once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const docs = [
  'README.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file)),
];

/** Top-level folders and files of the repository a path in the docs may start with. */
const ROOTS =
  /(?<![\w/.-])(?:src|schema|trips|tools|tests|vite-plugins|docs|public|admin|organisers|content-check|\.github|\.ci)\/[\w./-]*\w\/?(?![\w./*…<-])|(?<![\w/.-])(?:firebase\.json|firestore\.rules|budgets\.json|vite\.config\.ts|eslint\.config\.js|package\.json|tsconfig(?:\.node)?\.json|index\.html|\.env\.example)\b/g;

/** Paths the docs and comments show as patterns or examples of files a volunteer makes: not meant to exist. */
const EXAMPLES = [
  'trips/2025/programN.json',
  'trips/2025/program11.json',
  'trips/2026/program3.json',
  'trips/2026/program5.json',
  'src/content/events/2026.json',
  // A test's trip key that has no document, on purpose.
  'trips/2026/program40.json',
  // What the editor's build and its local server write under dist/admin/, not files of the repository.
  'admin/assets/',
  'admin/tartalom.json',
];

describe('README.md and docs/', () => {
  it('the README is at most 150 lines', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(150);
  });

  it('the README’s test command names every Debian package CI installs, as CI installs them', () => {
    const ci = readFileSync('.ci/run', 'utf8');
    const installed = [...ci.matchAll(/packages\+=\(([\w.-]+)\)/g)].map((match) => match[1]!);
    const testLine = readFileSync('README.md', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('npm ci && npm test'));
    const readmeInstall = /\(apt-get install (.*)\)/.exec(testLine ?? '')?.[1]?.split(' ') ?? [];
    // openssl comes with Debian's base system; the README names what a newcomer's machine lacks.
    const missing = installed.filter((name) => name !== 'openssl' && !readmeInstall.includes(name));
    expect(installed.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
    expect(readmeInstall).toContain('--no-install-recommends');
    expect(ci).toContain('apt-get install -y -qq --no-install-recommends');
  });

  it.each(docs)('%s: every relative link resolves', (file) => {
    const text = readFileSync(file, 'utf8');
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!)
      .filter((href) => !/^(?:https?:|mailto:|#)/.test(href))
      .map((href) => href.split('#')[0]!);
    const missing = links.filter((href) => !existsSync(join(dirname(file), href)));
    expect(missing).toEqual([]);
  });

  it.each(docs)('%s: every repository path it names exists', (file) => {
    const text = readFileSync(file, 'utf8');
    const named = [...new Set(text.match(ROOTS) ?? [])].filter(
      (path) => !path.includes('*') && !/<|N\./.test(path) && !EXAMPLES.includes(path),
    );
    const missing = named.filter((path) => !existsSync(path));
    expect(missing).toEqual([]);
  });
});

/** The source files whose comments name repository paths. */
// The repository's files as git sees them, not as the disk holds them at this moment: a test
// elsewhere writes probe files under tests/ (kept out by .gitignore) and removes them while this reads.
const repositoryFiles = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  {
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter((file) => file && existsSync(file));

const sources = repositoryFiles.filter(
  (file) =>
    (/^(?:src|schema|tools|vite-plugins|tests|admin|organisers|content-check)\//.test(file) &&
      /\.(?:ts|tsx|mjs|js|css)$/.test(file)) ||
    file.startsWith('.ci/') ||
    ['vite.config.ts', 'vite.admin.config.ts', 'vite.organisers.config.ts', 'eslint.config.js'].includes(
      file,
    ),
);

/** The text of a file's comments: `// …` to the end of the line, and `/* … *\/` blocks (and `#` lines in scripts). */
function commentText(code: string, file: string): string {
  if (!/\.(?:ts|tsx|mjs|js|css)$/.test(file)) return (code.match(/^\s*#.*$/gm) ?? []).join('\n');
  const blocks = code.match(/\/\*[\s\S]*?\*\//g) ?? [];
  // A `//` after `:` is a URL's, not a comment's.
  const lines = code.match(/(?<![:'"`\\])\/\/.*$/gm) ?? [];
  return [...blocks, ...lines].join('\n');
}

describe('comments in the code', () => {
  it('the comment reader finds paths in both kinds of comment, and not in code or addresses', () => {
    const code =
      "// see src/lib/dates.ts\n/* and\n * schema/trip.ts */\nconst path = 'src/not-a-comment.ts';\nfetch('https://example.org/src/x.ts');\n";
    expect(commentText(code, 'x.ts').match(ROOTS)).toEqual(['schema/trip.ts', 'src/lib/dates.ts']);
  });

  it('name only repository paths that exist', () => {
    const missing = sources.flatMap((file) => {
      const named = commentText(readFileSync(file, 'utf8'), file).match(ROOTS) ?? [];
      return [...new Set(named)]
        .filter((path) => !path.includes('*') && !/<|N\./.test(path) && !EXAMPLES.includes(path))
        .filter((path) => !existsSync(path))
        .map((path) => `${file}: ${path}`);
    });
    expect(missing).toEqual([]);
  });
});
