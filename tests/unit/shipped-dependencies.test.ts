import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * package.json's `dependencies` are what a shipped bundle imports: the site (its app and the
 * inline start-up script), the editor at /admin/ and the organisers' page at /szervezo/.
 * Everything else (the build, the tools, the tests) is a devDependency. Read by following
 * the imports from each entry, as the bundler does; type-only imports ship nothing.
 */
const root = join(import.meta.dirname, '../..');
const ENTRIES = ['src/main.tsx', 'src/prerender/start-up.ts', 'admin/main.tsx', 'organisers/main.tsx'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`, without `import type`. */
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

function shippedPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) return;
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const match of code.matchAll(IMPORT)) {
      // Vite's query (`?inline`, `?url`) asks for the same file.
      const specifier = (match[1] ?? match[2]!).replace(/\?.*$/, '');
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        const base = specifier.startsWith('/') ? join(root, specifier) : resolve(dirname(file), specifier);
        const found = EXTENSIONS.map((extension) => base + extension).find(
          (candidate) => existsSync(candidate) && !candidate.endsWith('/'),
        );
        if (!found) throw new Error(`${file}: cannot resolve ${specifier}`);
        visit(found);
      } else if (!/^(virtual|node):/.test(specifier)) {
        packages.set(packageName(specifier), file.slice(root.length + 1));
      }
    }
  };
  for (const entry of ENTRIES) visit(join(root, entry));
  return packages;
}

describe("package.json's dependencies", () => {
  it('are exactly the packages the site, the editor and the organisers’ page ship', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const shipped = shippedPackages();
    // Something found at all: a broken scan would pass an empty list.
    expect(shipped.get('react')).toBeDefined();
    expect([...shipped.keys()].sort(), JSON.stringify(Object.fromEntries(shipped), null, 1)).toEqual(
      Object.keys(manifest.dependencies).sort(),
    );
  });
});
