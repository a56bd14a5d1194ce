import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The layers (eslint.config.js) are only worth their config if `npm run lint`
 * fails when code crosses them. Each case lints a few lines as if they were
 * a file in the layer, through the project's own config.
 */
const root = join(import.meta.dirname, '../..');
/**
 * The project's config, less its type-aware rules: those read a file through the TypeScript
 * project, which has no file for lines linted as if they were one.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
});
/** The project's config as it is, for a real file. */
const typeAware = new ESLint({ cwd: root });

async function rulesReported(file: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Linting follows imports through the tree (no-cycle), which takes seconds on a slow machine.
describe('lint layers', { timeout: 60_000 }, () => {
  it('accepts an import down the layers', async () => {
    const code =
      "import { formatForint } from '../lib/numbers.ts';\nexport const price = formatForint(3000);\n";
    expect(await rulesReported('src/components/layer-probe.tsx', code)).toEqual([]);
  });

  it.each([
    ['src/components/layer-probe.tsx', "import { formatForint } from '../lib/numbers';\n"],
    ['tools/probe.ts', "export { gzipSize } from './first-view';\n"],
    ['tests/unit/probe.test.ts', "export const load = () => import('../../src/lib/dates');\n"],
  ])('refuses a file of the project imported without its extension (%s)', async (file, code) => {
    expect(await rulesReported(file, `${code}export {};\n`)).toContain('import-x/extensions');
  });

  it.each([
    [
      'schema/layer-probe.ts',
      "import { budapestDay } from '../src/lib/dates.ts';\nexport const day = budapestDay;\n",
    ],
    [
      'src/lib/layer-probe.ts',
      "import { EventCard } from '../components/home/event-card.tsx';\nexport const card = EventCard;\n",
    ],
    [
      'src/data/layer-probe.ts',
      "import { tripRoute } from '../routes/trip-routes.tsx';\nexport const route = tripRoute;\n",
    ],
    [
      'src/components/layer-probe.ts',
      "import { rootRoute } from '../routes/root.tsx';\nexport const route = rootRoute;\n",
    ],
    [
      'src/lib/layer-probe.ts',
      "import { gzipSize } from '../../tools/first-view.ts';\nexport const size = gzipSize;\n",
    ],
  ])('refuses a cross-layer import in %s', async (file, code) => {
    expect(await rulesReported(file, code)).toContain('import-x/no-restricted-paths');
  });

  describe('the content check, the apps and the commands', () => {
    it.each([
      [
        'content-check/layer-probe.ts',
        "import { readEvents } from '../src/data/events.ts';\nexport const read = readEvents;\n",
      ],
      [
        'content-check/layer-probe.ts',
        "import { gzipSize } from '../tools/first-view.ts';\nexport const size = gzipSize;\n",
      ],
      [
        'vite-plugins/layer-probe.ts',
        "import { gzipSize } from '../tools/first-view.ts';\nexport const size = gzipSize;\n",
      ],
      [
        'admin/layer-probe.ts',
        "import { gzipSize } from '../tools/first-view.ts';\nexport const size = gzipSize;\n",
      ],
      [
        'organisers/layer-probe.ts',
        "import { gzipSize } from '../tools/first-view.ts';\nexport const size = gzipSize;\n",
      ],
      [
        'schema/layer-probe.ts',
        "import { checkContent } from '../content-check/content-check.ts';\nexport const check = checkContent;\n",
      ],
    ])('refuses the import in %s', async (file, code) => {
      expect(await rulesReported(file, code)).toContain('import-x/no-restricted-paths');
    });

    it('lets the apps, the build and the tools use the content check', async () => {
      for (const file of [
        'admin/probe.ts',
        'organisers/season/probe.ts',
        'vite-plugins/probe.ts',
        'tools/probe.ts',
      ]) {
        const from =
          file.split('/').length === 3
            ? '../../content-check/zod-messages.ts'
            : '../content-check/zod-messages.ts';
        const code = `import { describeIssue } from '${from}';\nexport const describe = describeIssue;\n`;
        expect(await rulesReported(file, code), file).toEqual([]);
      }
    });
  });

  describe("the organisers' rooms", () => {
    it.each([
      [
        'organisers/status/probe.ts',
        "import { CallForm } from '../trip-list/call-form.tsx';\nexport const form = CallForm;\n",
      ],
      [
        'organisers/season/probe.ts',
        "import { readEventHistory } from '../history/history.ts';\nexport const read = readEventHistory;\n",
      ],
      [
        'organisers/trip-list/probe.ts',
        "import { StatusForm } from '../status/status-form.tsx';\nexport const form = StatusForm;\n",
      ],
      [
        'organisers/events/probe.ts',
        "import { planSeasonCopy } from '../season/season-plan.ts';\nexport const plan = planSeasonCopy;\n",
      ],
      [
        'organisers/app/probe.ts',
        "import { readEvent } from '../events/event-reads.ts';\nexport const read = readEvent;\n",
      ],
      [
        'organisers/app/probe.ts',
        "import { TripListPanel } from '../trip-list/index.ts';\nexport const panel = TripListPanel;\n",
      ],
    ])('refuses the import in %s', async (file, code) => {
      expect(await rulesReported(file, code)).toContain('import-x/no-restricted-paths');
    });

    it('lets a task use the shell, the event model and another task’s index', async () => {
      const code = [
        "import { failureText } from '../app/failure-text.ts';",
        "import { readEvent } from '../events/event-reads.ts';",
        "import { TripListPanel } from '../trip-list/index.ts';",
        'export const all = [failureText, readEvent, TripListPanel];',
        '',
      ].join('\n');
      expect(await rulesReported('organisers/status/probe.ts', code)).toEqual([]);
    });

    it('refuses a file of more than 200 lines, and takes one of 200', async () => {
      const lines = (count: number) =>
        Array.from({ length: count }, (_, index) => `export const line${index} = ${index};\n`).join('');
      expect(await rulesReported('organisers/status/probe.ts', lines(201))).toEqual(['max-lines']);
      expect(await rulesReported('organisers/status/probe.ts', lines(200))).toEqual([]);
    });
  });

  it('refuses React in src/lib', async () => {
    const code = "import { useState } from 'react';\nexport const state = useState;\n";
    expect(await rulesReported('src/lib/layer-probe.ts', code)).toContain('no-restricted-imports');
  });

  it.each([
    [
      'src/components/locale-probe.tsx',
      "export const km = (value: number) => new Intl.NumberFormat('hu-HU').format(value);\n",
      'no-restricted-globals',
    ],
    [
      'src/lib/locale-probe.ts',
      "export const day = (now: Date) => now.toLocaleDateString('hu-HU');\n",
      'no-restricted-properties',
    ],
    [
      'src/lib/locale-probe.ts',
      "export const fee = (amount: number) => amount.toLocaleString('hu-HU');\n",
      'no-restricted-properties',
    ],
  ])('refuses locale-dependent formatting in %s', async (file, code, rule) => {
    expect(await rulesReported(file, code)).toContain(rule);
  });

  it('lets the Budapest clock’s two modules alone ask Intl', async () => {
    const code = "export const zone = () => new Intl.DateTimeFormat('en-US').resolvedOptions().timeZone;\n";
    expect(await rulesReported('src/lib/budapest-time.ts', code)).toEqual([]);
  });

  describe('a promise nobody awaits', () => {
    // The type-aware rules read the file through the TypeScript project: a real file, removed
    // afterwards. In the app's pure layer, where the rule matters most and whose project is the
    // smaller one: the Node project (tools, tests) made the check 9.3 s and 16 CPU-seconds, the
    // app's 4.8 s and 6.
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(root, 'src/lib/promise-probe-'));
      writeFileSync(join(dir, 'a.ts'), 'export async function probe() {\n  Promise.resolve(1);\n}\n');
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is reported (no-floating-promises)', async () => {
      const file = relative(root, join(dir, 'a.ts'));
      const code = 'export async function probe() {\n  Promise.resolve(1);\n}\n';
      expect(await rulesReported(file, code, typeAware)).toContain('@typescript-eslint/no-floating-promises');
    });
  });

  describe("the start-up script's one property on window", () => {
    it.each([
      ['window.takePressedButtons = () => [];\n'],
      ["window['prerenderedQueries'] = [];\n"],
      ['globalThis.config = {};\n'],
      ['Object.assign(window, { config: {} });\n'],
      ["Object.defineProperty(globalThis, 'config', { value: {} });\n"],
    ])('refuses %s anywhere in the app', async (code) => {
      expect(await rulesReported('src/main.tsx', `${code}export {};\n`)).toContain('no-restricted-syntax');
      expect(await rulesReported('src/components/probe.tsx', `${code}export {};\n`)).toContain(
        'no-restricted-syntax',
      );
    });

    it('lets the start-up script set it, and anyone read window', async () => {
      const code = 'window.startUp = { takePresses: () => [] };\nexport {};\n';
      expect(await rulesReported('src/prerender/start-up.ts', code)).not.toContain('no-restricted-syntax');
      const reading = 'export const here = window.location.pathname;\nwindow.history.back();\n';
      expect(await rulesReported('src/main.tsx', reading)).toEqual([]);
    });
  });

  describe('an import circle', () => {
    // no-cycle follows imports on disk, so the other half of the circle is a real file, removed afterwards.
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(root, 'tests/unit/cycle-probe-'));
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is reported', async () => {
      const file = relative(root, join(dir, 'a.ts'));
      const code = "import { b } from './b.ts';\nexport const a = () => b;\n";
      expect(await rulesReported(file, code)).toContain('import-x/no-cycle');
    });
  });
});
