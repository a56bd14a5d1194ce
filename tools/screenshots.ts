/**
 * Screenshots of the built site at phone, landscape phone and desktop sizes,
 * for looking at what we ship: `npm run build && npx tsx tools/screenshots.ts [out] [paths…]`.
 * FULL=1 takes the whole page; SHOT_SELECTOR=.routes only the first element it matches.
 */
import { CHROME_PATH, CHROMIUM_SWITCHES } from './chromium.ts';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const out = process.argv[2] ?? '/tmp/shots';
const paths = process.argv.slice(3);
const routes =
  paths.length > 0
    ? paths
    : ['/', '/evesprogram/', '/2025/program1/', '/2025/program8/', '/program11/', '/program14/'];
const viewports = [
  { name: 'phone', width: 375, height: 812, isMobile: true, hasTouch: true },
  { name: 'landscape', width: 812, height: 375, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 900, isMobile: false, hasTouch: false },
];

const server = await preview({
  build: { outDir: process.env.SHOT_DIST ?? 'dist' },
  preview: { port: 0, host: '127.0.0.1' },
  logLevel: 'silent',
});
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROMIUM_SWITCHES,
});
for (const viewport of viewports) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
    deviceScaleFactor: 1,
    timezoneId: 'Europe/Budapest',
    locale: 'hu-HU',
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(process.env.SHOT_TIME ?? '2025-03-10T07:00:00+01:00'));
  page.on('console', (message) =>
    console.log(`[${viewport.name}] console.${message.type()}: ${message.text()}`),
  );
  for (const route of routes) {
    await page.goto(new URL(route, url).href);
    // Once the app has the page (React's root on #root), not once the network is quiet: a build
    // configured for Firestore keeps asking a project this machine may not reach.
    await page
      .waitForFunction(
        () =>
          Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer'),
          ),
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => console.log(`[${viewport.name}] ${route}: the app did not take the page over in 15 s`));
    await page.waitForTimeout(500);
    const file = `${out}/${viewport.name}${route.replace(/\/$/, '').replaceAll('/', '_') || '_home'}.png`;
    if (process.env.SHOT_SELECTOR)
      await page.locator(process.env.SHOT_SELECTOR).first().screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
server.httpServer.close();
