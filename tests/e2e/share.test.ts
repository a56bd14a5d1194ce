/**
 * "Megosztás" in a real browser: Chromium on Linux has no Web Share API, so
 * the link goes to the clipboard; where the API exists it is used instead.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { TripSchema } from '../../schema/trip.ts';
import { chromiumForThisFile, openPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const trip = TripSchema.parse(JSON.parse(readFileSync('trips/2025/program7.json', 'utf8')));

const browser = chromiumForThisFile();

describe('link preview', () => {
  it('points og:image and twitter:image at a 1200×630 PNG that the site serves', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toBeTruthy();
    expect(/<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1]).toBe(image);
    const response = await fetch(new URL(image!, `${baseUrl}/`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // PNG signature, then the IHDR chunk's width and height (big-endian).
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });
});

describe('Megosztás', () => {
  it('copies the link and says so where the browser cannot share', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'desktop');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl).origin,
    });
    await page.goto(`${baseUrl}/program7/`);
    await page.getByRole('heading', { level: 1, name: trip.title }).waitFor();
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');

    await page.getByRole('button', { name: 'Megosztás' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'A link a vágólapra került.' });
    await confirmation.waitFor();
    expect(await confirmation.isVisible()).toBe(true);
    // The permanent address: the link keeps showing this season's trip when the key is used again.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/2025/program7/`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hands the title and the address to the Web Share API where there is one', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(`${baseUrl}/program7/`);
    await page.getByRole('heading', { level: 1, name: trip.title }).waitFor();

    await page.getByRole('button', { name: 'Megosztás' }).click();
    await page.waitForFunction(() => (window as unknown as { shareCalls: unknown[] }).shareCalls.length > 0);
    const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ title: trip.title, url: `${baseUrl}/2025/program7/` });
    // The share sheet was the confirmation: no clipboard message.
    expect(await page.getByText('A link a vágólapra került.').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
