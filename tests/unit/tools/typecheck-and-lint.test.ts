import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typecheckAndLint } from '../../../tools/typecheck-and-lint.ts';

/**
 * A project of a few files laid out as this one is: browser code under src/ (tsconfig.json),
 * Node code under tools/ (tsconfig.node.json), and a lint config of the same kind, type-aware
 * with both configs named. Small, so each case builds its programs in a second or two.
 */
const CONFIGS: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      allowImportingTsExtensions: true,
      types: [],
    },
    include: ['src'],
  }),
  'tsconfig.node.json': JSON.stringify({ extends: './tsconfig.json', include: ['tools'] }),
  'eslint.config.js': `
    import tseslint from 'typescript-eslint';
    // Without a files pattern the type-aware rules would read this config too, which no program holds.
    export default tseslint.config({ ignores: ['eslint.config.js'] }, {
      extends: [...tseslint.configs.recommendedTypeChecked],
      languageOptions: {
        parserOptions: { project: ['./tsconfig.json', './tsconfig.node.json'], tsconfigRootDir: import.meta.dirname },
      },
    });
  `,
  'package.json': JSON.stringify({ type: 'module' }),
};

const CLEAN: Record<string, string> = {
  'src/fee.ts': 'export function fee(adults: number): number {\n  return adults * 4500;\n}\n',
  'tools/print-fee.ts': "import { fee } from '../src/fee.ts';\n\nconsole.warn(fee(2));\n",
};

let parent = '';
beforeAll(() => {
  parent = mkdtempSync(join(tmpdir(), 'typecheck-and-lint-'));
});
afterAll(() => rmSync(parent, { recursive: true, force: true }));

let projects = 0;
/** A new project with `files` over the clean ones; the packages are this project's own. */
function project(files: Record<string, string>): string {
  projects += 1;
  const root = join(parent, `project-${projects}`);
  for (const [path, text] of Object.entries({ ...CONFIGS, ...CLEAN, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

/** What `eslint .` reports in `root`, rule and file, as the CLI would lint it on its own. */
async function eslintAlone(root: string): Promise<string[]> {
  const results = await new ESLint({ cwd: root }).lintFiles(['.']);
  return results.flatMap((file) => file.messages.map((m) => `${m.ruleId ?? ''} ${file.filePath}:${m.line}`));
}

describe('npm run typecheck-and-lint', () => {
  it('passes a project with nothing to report', async () => {
    const found = await typecheckAndLint(project({}));
    expect(found).toEqual({ typeErrors: 0, lintProblems: 0, report: '' });
  });

  it('reports a type error in the browser code and one in the Node code, by file and line', async () => {
    const root = project({
      'src/fee.ts': 'export function fee(adults: number): number {\n  return `${adults}`;\n}\n',
      'tools/print-fee.ts': "import { fee } from '../src/fee.ts';\n\nconsole.warn(fee('2'));\n",
    });
    const found = await typecheckAndLint(root);
    expect(found.typeErrors).toBe(2);
    expect(found.report).toMatch(/src\/fee\.ts\(2,3\): error TS2322/);
    expect(found.report).toMatch(/tools\/print-fee\.ts\(3,18\): error TS2345/);
  });

  it('finds with the type check’s programs what eslint finds alone, in both configs, warnings too', async () => {
    const root = project({
      // A promise nobody handles (browser code) and a value typed any (Node code): type-aware rules.
      'src/later.ts': 'export async function later(): Promise<number> {\n  return 1;\n}\nlater();\n',
      'tools/read.ts':
        'export function read(text: string): string {\n  const value = JSON.parse(text);\n  return value;\n}\n// eslint-disable-next-line no-console\nexport const kept = 1;\n',
    });
    const found = await typecheckAndLint(root);
    const alone = await eslintAlone(root);
    expect(alone).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^@typescript-eslint\/no-floating-promises .*src\/later\.ts:4$/),
        expect.stringMatching(/^@typescript-eslint\/no-unsafe-assignment .*tools\/read\.ts:2$/),
        // The unused disable comment: a warning, which the checks allow none of.
        expect.stringMatching(/^ .*tools\/read\.ts:5$/),
      ]),
    );
    expect(found.typeErrors).toBe(0);
    expect(found.lintProblems).toBe(alone.length);
    for (const line of alone) {
      const [rule, place] = line.split(' ') as [string, string];
      const [file, row] = place.split(/:(?=\d+$)/) as [string, string];
      expect(found.report).toContain(file);
      expect(found.report).toMatch(
        new RegExp(`^\\s+${row}:\\d+\\s+(error|warning)\\s+.*${rule.replace(/\//g, '\\/')}`, 'm'),
      );
    }
  });
});
