import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROME_PATH, CHROMIUM_SWITCHES, PLAYWRIGHT_DISABLED_FEATURES } from '../../../tools/chromium.ts';

/*
 * The switches every Chromium of the tests and tools starts with (tools/chromium.ts). Their
 * `--disable-features` replaces Playwright's own list, so it must carry all of it; and the
 * address-bar popup it switches off costs each page 1.6 s of CPU when a Chromium upgrade
 * renames it, which no test would otherwise notice but the clock.
 */
describe("Chromium's switches", () => {
  it("keep every feature Playwright's pinned version switches off", () => {
    const bundle = readFileSync(
      createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'),
      'utf8',
    );
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
    expect(
      list,
      "playwright-core's disabledFeatures list, where chromiumSwitches.ts defines it",
    ).toBeDefined();
    const playwrights = [...list!.replace(/\/\/.*$/gm, '').matchAll(/"(\w+)"/g)].map((match) => match[1]);
    expect(playwrights.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
  });

  it('open a page with no renderer but its own', { timeout: 30_000 }, async () => {
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_SWITCHES });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.setContent('<p>Túra</p>');
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
      expect(targetInfos.filter((target) => target.type !== 'tab').map((target) => target.url)).toEqual([
        'about:blank',
      ]);
    } finally {
      await browser.close();
    }
  });
});
