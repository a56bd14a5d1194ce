/**
 * `npm run bench`: builds the site twice, with the bundled program and
 * configured for Firestore, serves each on 127.0.0.1 and runs Lighthouse
 * (mobile, simulated throttling) on the home page, the yearly program and a
 * trip page in Debian's Chromium, then prints one table of medians for both,
 * with the gzip bytes of JS and CSS each screen loads first.
 *
 * The Firestore build reads from a stand-in on 127.0.0.1 (tests/support/firestore-stand-in.ts,
 * the e2e tests' own) holding the bundled 2025 program, at build time and in
 * the browser; it is measured with the stand-in answering at once and again
 * with a 300 ms delay. Nothing outside this machine is needed.
 *
 * Then what a visitor costs in Firestore reads: the Firestore build made against the real
 * emulator (Java and its jar, as the tests need them) holding three seasons, each screen's
 * first view and an hour on screen counted document by document (tests/support/visitor-reads.ts).
 *
 * Options: BENCH_RUNS=3 (runs per screen), CHROME_PATH=/usr/bin/chromium; `-- --reads` for
 * the reads alone.
 * Not part of `npm test`: times depend on the machine; tests/e2e/budget.test.ts
 * and tests/e2e/firestore.test.ts enforce the bytes and the reads, which do not.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher'; // installed with lighthouse, which uses it itself
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build, createBuilder, preview } from 'vite';
import bundledEvents from '../src/content/events/2025.json';
import { clearFirestore, setFirestoreRules, writeDocuments } from '../tests/support/firestore-emulator.ts';
import { startFirestoreRelay } from '../tests/support/firestore-relay.ts';
import { season } from '../tests/support/firestore-season.ts';
import { startFirestoreStandIn, type FirestoreStandIn } from '../tests/support/firestore-stand-in.ts';
import { buildFirestoreSite, startHostedSite } from '../tests/support/hosted-site.ts';
import {
  FREE_READS_A_DAY,
  measureVisitorReads,
  seasonsBesideTheBuild,
  visitorHoursADay,
  type OpenScreen,
} from '../tests/support/visitor-reads.ts';
import { CHROMIUM_SWITCHES } from './chromium.ts';
import { startFirestoreEmulator } from './emulators/firestore-emulator.ts';
import {
  firstVisitBytes,
  kB,
  organisersPageBytes,
  readBudgets,
  readManifest,
  screenBytes,
  type ScreenBytes,
} from './first-view.ts';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];
const OUT = join(root, '.bench');
/** The Firestore build read against the emulator, for the reads. */
const READS_DIST = join(OUT, 'dist-firestore-reads');
const BUNDLED_DIST = join(OUT, 'dist');
const FIRESTORE_DIST = join(OUT, 'dist-firestore');
/** The bundled build's pages with every script taken out: how soon a page paints from its HTML alone. */
const HTML_ONLY_DIST = join(OUT, 'dist-html-only');
const HTML_ONLY = 'its HTML alone, no script';

/** A copy of `dist` whose pages carry no script: the floor each page's paint is held to. */
function withoutScripts(dist: string, outDir: string) {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(dist, outDir, { recursive: true });
  for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html') || name.startsWith('prerendered/')) continue;
    const file = join(outDir, name);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
  }
}
/** A demo project id: the Firestore build is only measured, never run against a real project. */
const FIRESTORE_PROJECT = 'demo-kiranduloklub-bench';
/** How long the stand-in takes to answer, per measured variant. */
const FIRESTORE_DELAYS_MS = [0, 300];

const SCREEN_LABELS: Record<string, string> = {
  home: 'Kezdőlap (/)',
  yearly: 'Éves program (/evesprogram/)',
  trip: 'Túraoldal (/2025/program1/)',
};

async function buildInto(outDir: string, env: Record<string, string> = {}, mode = 'production') {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    // As `vite build` builds: every environment of the config (the prerender and start-up script too).
    const builder = await createBuilder({
      root,
      mode,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    await builder.buildApp();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed (about 1000+ for a desktop; lower under load). */
  benchmarkIndex: number;
}

async function lighthouseOnce(url: string): Promise<RunResult> {
  // A fresh browser per run: no warm HTTP cache, service worker or compiled code carries over.
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => categories[id]?.score ?? NaN;
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    const failed = Object.values(categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .map((ref) => audits[ref.id])
      .filter(
        (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit!.id);
    if (failed.length > 0) console.log(`    failing audits: ${[...new Set(failed)].join(', ')}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

interface Variant {
  label: string;
  dist: string;
  /** Set before each run: how long the stand-in takes to answer. */
  delayMs?: number;
}

async function measure(variant: Variant, screens: Array<[string, { path: string }]>) {
  const server = await preview({
    root,
    logLevel: 'silent',
    build: { outDir: variant.dist },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('vite preview did not report its address');
  const results = new Map<string, RunResult[]>();
  try {
    for (const [name, screen] of screens) {
      const runs: RunResult[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = await lighthouseOnce(new URL(screen.path, base).href);
        console.log(
          `  ${variant.label}, ${name} run ${run}: perf ${result.performance} a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo} LCP ${Math.round(result.lcp)} ms TBT ${Math.round(result.tbt)} ms CLS ${result.cls.toFixed(3)}`,
        );
        runs.push(result);
      }
      results.set(name, runs);
    }
  } finally {
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
  return results;
}

async function main() {
  const budgets = readBudgets(root);
  const screens = Object.entries(budgets.screens);

  console.log(`Building the bundled-program site into ${BUNDLED_DIST} …`);
  await buildInto(BUNDLED_DIST);
  // The organisers' page, which `npm run build` adds to the site and only it (vite.config.ts).
  await build({
    mode: 'production',
    logLevel: 'warn',
    configFile: join(root, 'vite.organisers.config.ts'),
    build: { outDir: join(BUNDLED_DIST, 'szervezo') },
  });
  withoutScripts(BUNDLED_DIST, HTML_ONLY_DIST);

  // The stand-in holds the bundled program under season document ids, as the club's collection would.
  const standIn: FirestoreStandIn = await startFirestoreStandIn(
    bundledEvents.map((event) => ({ id: `${event.date.slice(0, 4)}-${event.id}`, data: { ...event } })),
  );
  const rows: string[][] = [];
  const allRuns: RunResult[] = [];
  const variants: Variant[] = [];
  try {
    console.log(
      `Building the Firestore-configured site into ${FIRESTORE_DIST} (stand-in at ${standIn.origin}) …`,
    );
    await buildInto(
      FIRESTORE_DIST,
      {
        VITE_FIREBASE_PROJECT_ID: FIRESTORE_PROJECT,
        VITE_FIRESTORE_EMULATOR_HOST: standIn.host,
      },
      // A production build refuses an emulator address (vite-plugins/vite-build-checks.ts); this one is measured only.
      'emulator',
    );

    variants.push(
      { label: HTML_ONLY, dist: HTML_ONLY_DIST },
      { label: 'bundled', dist: BUNDLED_DIST },
      ...FIRESTORE_DELAYS_MS.map((delayMs) => ({
        label: `Firestore, answer in ${delayMs} ms`,
        dist: FIRESTORE_DIST,
        delayMs,
      })),
    );
    for (const variant of variants) {
      standIn.state.delayMs = variant.delayMs ?? 0;
      const manifest = readManifest(variant.dist);
      // The bundled season lists a screen loads are not in the Firestore build (it reads Firestore).
      const bytes = new Map<string, ScreenBytes>(
        screens.map(([name, screen]) => [
          name,
          screenBytes(
            variant.dist,
            manifest,
            screen.loads.filter((key) => key in manifest),
          ),
        ]),
      );
      const results = await measure(variant, screens);
      for (const [name] of screens) {
        const runs = results.get(name)!;
        allRuns.push(...runs);
        const pick = (key: keyof RunResult) => median(runs.map((run) => run[key]));
        const size = bytes.get(name)!;
        rows.push([
          SCREEN_LABELS[name] ?? name,
          variant.label,
          pick('performance').toFixed(2),
          pick('accessibility').toFixed(2),
          pick('bestPractices').toFixed(2),
          pick('seo').toFixed(2),
          `${(pick('lcp') / 1000).toFixed(2)} s`,
          `${Math.round(pick('tbt'))} ms`,
          pick('cls').toFixed(3),
          // A page with its scripts taken out loads none.
          variant.label === HTML_ONLY ? '—' : `${kB(size.jsGzip)} kB`,
          `${kB(size.cssGzip)} kB`,
        ]);
      }
    }
  } finally {
    await standIn.close();
  }

  console.log(
    `\nLighthouse ${RUNS}× per screen, median (mobile, simulated throttling, ${CHROME_PATH}); bytes are gzip of what each screen loads first (for Firestore, with the reader the start-up script preloads).`,
  );
  // Simulated throttling scales the CPU time it observes: a busy machine inflates TBT and LCP.
  console.log(
    `Machine: Lighthouse benchmarkIndex median ${Math.round(median(allRuns.map((run) => run.benchmarkIndex)))}, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}\n`,
  );
  rows.sort(
    (a, b) =>
      screens.findIndex(([n]) => SCREEN_LABELS[n] === a[0]) -
      screens.findIndex(([n]) => SCREEN_LABELS[n] === b[0]),
  );
  console.log(
    table(
      [
        'Képernyő',
        'Változat',
        'Perf.',
        'A11y',
        'Best pr.',
        'SEO',
        'LCP',
        'TBT',
        'CLS',
        'JS (gzip)',
        'CSS (gzip)',
      ],
      rows,
    ),
  );
  // How much later each screen paints than its page would with no script at all (target: 1.10 or less).
  const lcp = (screen: string, variant: string) =>
    Number.parseFloat(rows.find((row) => row[0] === screen && row[1] === variant)?.[6] ?? 'NaN');
  for (const [name] of screens) {
    const label = SCREEN_LABELS[name] ?? name;
    const ratios = variants
      .filter((variant) => variant.label !== HTML_ONLY)
      .map(
        (variant) => `${variant.label} ${(lcp(label, variant.label) / lcp(label, HTML_ONLY)).toFixed(2)}×`,
      );
    console.log(`${label}: LCP against its HTML alone: ${ratios.join(', ')}`);
  }
  // A new visitor's first visit: the home page, then the service worker and all it precaches.
  const bundledVisit = firstVisitBytes(BUNDLED_DIST);
  const firestoreVisit = firstVisitBytes(FIRESTORE_DIST);
  console.log(
    `Első látogatás (oldal + offline előtöltés, gzip): beépített ${kB(bundledVisit.gzip)} kB (keret ${budgets.firstVisit.bundled}), Firestore ${kB(firestoreVisit.gzip)} kB (keret ${budgets.firstVisit.firestore})`,
  );
  // The organisers' page is no visitor's screen: its bytes only, against its own budget.
  const organisers = organisersPageBytes(BUNDLED_DIST);
  const total = (files: Array<{ gzip: number }>) => files.reduce((sum, file) => sum + file.gzip, 0);
  console.log(
    `Szervezők oldala (/szervezo/): JS ${kB(total(organisers.js))} kB (keret ${budgets.organisers.js}), CSS ${kB(total(organisers.css))} kB (keret ${budgets.organisers.css})`,
  );
}

/**
 * Each screen's reads as budgets.json's `firestoreReads` lists them: the emulator holds the
 * season the build reads and, once it is built, last year's and next year's beside it, with no
 * change since (the marker unmoved), as a visitor finds the site between two changes.
 */
async function measureReads(budgets: ReturnType<typeof readBudgets>) {
  const emulator = await startFirestoreEmulator();
  const relay = await startFirestoreRelay(emulator.origin);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_SWITCHES });
  // The page asks a trip's forecast of nothing that answers: reads are what is counted here.
  const forecastUrl = 'http://127.0.0.1:9/v1/forecast';
  try {
    await clearFirestore(emulator.origin, 'demo-club');
    await setFirestoreRules(
      emulator.origin,
      'demo-club',
      readFileSync(join(root, 'firestore.rules'), 'utf8'),
    );
    await writeDocuments(emulator.origin, 'demo-club', 'event', season);
    console.log(`\nBuilding the Firestore-configured site into ${READS_DIST} against the emulator …`);
    await buildFirestoreSite(READS_DIST, { emulatorHost: relay.host, forecastUrl, role: 'subject' });
    await writeDocuments(emulator.origin, 'demo-club', 'event', seasonsBesideTheBuild());
    const site = await startHostedSite(READS_DIST, { connectTo: [relay.origin, forecastUrl] });
    const open: OpenScreen = async (path, userAgent, now, prepare) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        locale: 'hu-HU',
        timezoneId: 'Europe/Budapest',
        serviceWorkers: 'block',
        userAgent,
      });
      const page = await context.newPage();
      await page.clock.install({ time: now });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await prepare(page);
      await page.goto(`${site.url}${path}`);
      return { page, context, problems };
    };
    try {
      const probe = await browser.newPage();
      const userAgent = await probe.evaluate(() => navigator.userAgent);
      await probe.close();
      const screens = Object.fromEntries(
        Object.entries(budgets.firestoreReads).map(([name, budget]) => [name, budget.path]),
      );
      const measured = await measureVisitorReads({ relay: relay.state, screens, open, userAgent });
      console.log(
        `\nFirestore-olvasások látogatónként (a valódi emulátor, három évad tárolva, semmi sem változott a build óta; az ingyenes csomag ${FREE_READS_A_DAY} olvasás/nap):`,
      );
      console.log(
        table(
          ['Képernyő', 'Első megnyitás', 'keret', 'Egy óra a képernyőn', 'keret', 'Látogatói óra/nap'],
          measured.map((reads) => {
            const budget = budgets.firestoreReads[reads.name]!;
            return [
              `${reads.name} (${reads.path})`,
              String(reads.firstView),
              String(budget.firstView),
              String(reads.hour),
              String(budget.hour),
              String(visitorHoursADay(reads)),
            ];
          }),
        ),
      );
      for (const reads of measured)
        if (reads.problems.length > 0) console.log(`  ${reads.name}: ${reads.problems.join('; ')}`);
    } finally {
      await site.close();
    }
  } finally {
    await browser.close();
    await relay.close();
    await emulator.stop();
  }
}

// `npm run bench -- --reads`: the reads alone, a minute or two instead of the whole bench.
if (!process.argv.includes('--reads')) await main();
await measureReads(readBudgets(root));
