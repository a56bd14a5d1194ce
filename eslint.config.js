import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The layers, bottom up: schema/ (zod schemas) ← src/lib (pure rules) ←
 * src/data and src/offline ← src/components ← src/routes ← src/main.tsx.
 * Each zone says what its folder may not import; vite-plugins/, tools/ and tests/
 * stand beside the app and may import any of it, never the other way.
 * content-check/ (the content check: the editor, the organisers' page, the build's
 * plugins and the tools share it) stands on schema/ and src/lib alone.
 * admin/ (the editor at /admin/, built apart) uses the app's components and
 * the content check; nothing of the app imports it.
 * organisers/ (the organisers' page at /szervezo/, built apart) likewise, in
 * rooms by task (organisersRooms below).
 * tools/ holds commands: nothing but tools and tests imports it.
 */
/*
 * The organisers' page in rooms by task: app/ (the shell: sign-in, Firebase, offline, the query
 * client) and events/ (the event model and its writes) serve every task; a task (status/,
 * season/, trip-list/ with the trip morning, history/) uses them and, of another task, only
 * what that task's index.ts offers. The shell and the model import no task.
 */
function organisersRooms() {
  const tasks = ['status', 'season', 'trip-list', 'history'];
  return [
    {
      target: ['./organisers/app', './organisers/events'],
      from: tasks.map((task) => `./organisers/${task}`),
      message: 'the organisers’ shell and event model serve every task and import none.',
    },
    {
      target: './organisers/app',
      from: './organisers/events',
      message: 'the organisers’ shell (sign-in, Firebase, offline, query client) knows no event.',
    },
    ...tasks.map((task) => ({
      target: `./organisers/${task}`,
      from: tasks.filter((other) => other !== task).map((other) => `./organisers/${other}`),
      except: ['./index.ts'],
      message: `a task of the organisers’ page uses another only through its index.ts, never its insides.`,
    })),
  ];
}

const layers = [
  {
    target: './schema',
    from: ['./src', './content-check', './vite-plugins', './tools', './tests', './admin', './organisers'],
    message: 'schema/ is the bottom layer: zod schemas and the primitives they need, nothing above them.',
  },
  {
    target: './src/lib',
    from: [
      './src/components',
      './src/routes',
      './src/data',
      './src/offline',
      './src/prerender',
      './src/main.tsx',
      './src/router.tsx',
      './src/app.tsx',
    ],
    message: 'src/lib is pure TypeScript: it takes what it needs as arguments.',
  },
  {
    target: ['./src/data', './src/offline'],
    from: ['./src/components', './src/routes'],
    message: 'data and offline code hand values to components; they do not render them.',
  },
  {
    target: './src/components',
    from: './src/routes',
    message: 'components render the props they get; routes connect them to addresses.',
  },
  {
    target: './src',
    from: ['./content-check', './vite-plugins', './tools', './tests', './admin', './organisers'],
    message: 'the app does not ship build code, author tools, tests, the editor or the organisers’ page.',
  },
  {
    target: './content-check',
    from: [
      './src/data',
      './src/offline',
      './src/components',
      './src/routes',
      './src/prerender',
      './src/main.tsx',
      './src/router.tsx',
      './src/app.tsx',
      './vite-plugins',
      './tools',
      './tests',
      './admin',
      './organisers',
    ],
    message:
      'content-check/ is a library on schema/ and src/lib: the apps, the build and the tools use it, not the reverse.',
  },
  {
    target: './vite-plugins',
    from: ['./tools', './tests'],
    message:
      'the build’s plugins do not import commands (tools/) or tests: what they share is in content-check/ or src/lib.',
  },
  {
    target: './admin',
    from: ['./vite-plugins', './tools', './tests'],
    message:
      'the editor at /admin/ runs in the browser: no build code, commands or tests (content-check/ is fine).',
  },
  {
    target: './organisers',
    from: ['./vite-plugins', './tools', './tests', './admin'],
    message:
      'the organisers’ page at /szervezo/ runs in the browser: no build code, commands, tests or editor (content-check/ is fine).',
  },
  ...organisersRooms(),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', '.bench'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
      // Type-aware rules (recommendedTypeChecked): a promise nobody awaits or handles is a failure
      // nobody sees, and a value typed `any` is a check the compiler no longer makes.
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Which files import-x parses to follow imports (no-cycle reads the files on the way).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // Browser and Node code have a config each; every file belongs to exactly one.
          project: ['./tsconfig.json', './tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layers }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // One import style: a file of the project named with its extension, as Node needs it for
      // the tools it runs without a bundler; packages by their names.
      'import-x/extensions': ['error', 'always', { ignorePackages: true, checkTypeImports: true, fix: true }],
      // The router's loaders end with `throw notFound()`, its documented way to show the not-found screen.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Packages are not paths, so the pure layers' ban on React, Firebase and the router is said here.
    files: ['schema/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                'react-dom/*',
                'firebase',
                'firebase/*',
                '@tanstack/*',
              ],
              message: 'schema/ and src/lib are pure TypeScript: no React, Firebase or router.',
            },
          ],
        },
      ],
    },
  },
  {
    // The build writes every page with Node's ICU and each browser hydrates it with its own, which
    // write dates and numbers differently from release to release: the app formats by arithmetic
    // (src/lib/numbers.ts, src/lib/dates.ts) and reads the Budapest clock from Intl's parts in the
    // two modules that need it: the day (dates.ts) and the time of day (budapest-time.ts).
    files: ['src/**'],
    ignores: ['src/lib/dates.ts', 'src/lib/budapest-time.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'Intl',
          message:
            'Intl output differs between browsers: format with src/lib/numbers.ts or src/lib/dates.ts; the Budapest clock is read in src/lib/dates.ts and src/lib/budapest-time.ts.',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map(
          (property) => ({
            property,
            message:
              'Locale data differs between browsers: format with src/lib/numbers.ts or src/lib/dates.ts.',
          }),
        ),
      ],
    },
  },
  {
    // The built pages' start-up script hands the app what it knows through one property
    // (window.startUp, src/prerender/pick.ts): a second global would be a second channel
    // between the two that nothing types or tests.
    files: ['src/**'],
    ignores: ['src/prerender/start-up.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((global) => [
          {
            selector: `AssignmentExpression > MemberExpression.left[object.name='${global}']`,
            message: `Only the start-up script sets a property of ${global}, its one hand-off (window.startUp).`,
          },
          {
            selector: `CallExpression[callee.object.name='Object'][callee.property.name=/^(assign|defineProperty|defineProperties)$/] > Identifier.arguments:first-child[name='${global}']`,
            message: `Only the start-up script sets a property of ${global}, its one hand-off (window.startUp).`,
          },
        ]),
      ],
    },
  },
  {
    // A room of the organisers' page is read whole by a volunteer developer on a small screen:
    // a file that grows past a screenful or two splits by what it decides.
    files: ['organisers/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 200 }] },
  },
  {
    // Node code, like tsconfig.node.json; the component tests also see jsdom's browser globals.
    files: ['vite-plugins/**', 'tools/**', 'tests/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['vite-plugins/**', 'tools/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
