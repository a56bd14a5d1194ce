/**
 * How the project's tools and tests start Debian's Chromium through Playwright: one list of
 * switches for the e2e tests, the screenshots, the PNG assets and the bench's reads.
 */

/** Debian's Chromium, or the one CHROME_PATH names. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright switches off itself (playwright-core's chromiumSwitches.ts, in its
 * pinned version). Chromium keeps only the last `--disable-features` it is given, so a list of
 * our own has to carry these too; tests/unit/chromium-switches.test.ts fails when a Playwright
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
