/**
 * How the project's tools and tests start Debian's Chromium through Playwright: one list of
 * switches for the e2e tests, the screenshots, the PNG assets and the bench's reads.
 */

/** Debian's Chromium, the browser a visitor runs, or the one CHROME_PATH names. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The Chromium the e2e tests drive: Debian's chromium-headless-shell, built from the same
 * source and version as /usr/bin/chromium (the same Blink, V8 and network stack) without the
 * browser's windows, tabs and address bar, which nobody sees in a test and which cost a page
 * visit more than the page itself: 20 visits of the site's pages took 4.5 s of CPU in it
 * against 8.1 s in the full browser, and the e2e stage 242 s against 269. It is what
 * Playwright itself drives for a headless Chromium. The full browser still runs the visitor's
 * journeys (tests/e2e/engines.test.ts), the screenshots and the bench. A CHROME_PATH set (a
 * laptop's Chrome) is used for the tests too; TEST_CHROMIUM_PATH names another.
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The features Playwright switches off itself (playwright-core's chromiumSwitches.ts, in its
 * pinned version). Chromium keeps only the last `--disable-features` it is given, so a list of
 * our own has to carry these too; tests/unit/tools/chromium-switches.test.ts fails when a Playwright
 * upgrade adds one.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 gives every new window (each page Playwright opens) an address-bar popup drawn
 * as a web page of its own, in a renderer of its own, even headless where nobody sees it:
 * 1.6 s of CPU a page, more than the site's page itself costs. Off, a visit to one of the
 * site's pages costs 1.4 s of CPU instead of 3.4 s and takes 1.1 s instead of 1.7 (16 visits,
 * two rounds each).
 */
const UNSEEN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_FEATURES].join(',')}`,
];
