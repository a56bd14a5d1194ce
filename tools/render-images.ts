/**
 * Renders the PNG assets (PWA icons, apple-touch-icon, Open Graph share image)
 * from the hand-written SVGs in public/ using headless Chromium.
 *
 * Usage: npx tsx tools/render-images.ts
 * Chromium: CHROME_PATH env var, defaults to Debian's /usr/bin/chromium.
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_PATH, CHROMIUM_SWITCHES } from './chromium.ts';
import { chromium, type Browser } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pub = (...p: string[]) => join(root, 'public', ...p);

const CLUB_NAME = 'Zöld Ösvény Természetjáró Egyesület';
const TAGLINE = 'Túraprogramok 2025';

/** Read an SVG file and force its outer element to the given size/viewBox. */
async function inlineSvg(
  file: string,
  width: number,
  height: number,
  opts: { viewBox?: string; preserveAspectRatio?: string } = {},
): Promise<string> {
  let svg = (await readFile(file, 'utf8')).trim();
  svg = svg.replace(/<svg\b[^>]*>/, (tag) => {
    let t = tag.replace(/\s(width|height)="[^"]*"/g, '');
    if (opts.viewBox) t = t.replace(/\sviewBox="[^"]*"/, ` viewBox="${opts.viewBox}"`);
    if (opts.preserveAspectRatio) t = t.replace(/\spreserveAspectRatio="[^"]*"/, '');
    const extra = opts.preserveAspectRatio ? ` preserveAspectRatio="${opts.preserveAspectRatio}"` : '';
    return t.replace(/>$/, ` width="${width}" height="${height}"${extra} style="display:block">`);
  });
  return svg;
}

function page(body: string, css = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;overflow:hidden}
${css}</style></head><body>${body}</body></html>`;
}

async function render(browser: Browser, html: string, width: number, height: number, out: string) {
  const ctx = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const p = await ctx.newPage();
  await p.setContent(html, { waitUntil: 'load' });
  await p.evaluate(() => document.fonts.ready);
  await p.screenshot({ path: out, omitBackground: false, type: 'png', clip: { x: 0, y: 0, width, height } });
  await ctx.close();
  const { size } = await stat(out);
  console.log(`${relative(root, out)}  ${width}x${height}  ${(size / 1024).toFixed(1)} KB`);
}

async function iconHtml(svgFile: string, size: number) {
  return page(await inlineSvg(svgFile, size, size));
}

async function ogHtml(): Promise<string> {
  const W = 1200;
  const H = 630;
  // 400x210 window of the 400x300 picture = exactly 1200x630 at 3x.
  const bg = await inlineSvg(pub('pictures', 'magas-tatra.svg'), W, H, { viewBox: '0 34 400 210' });
  const mark = await inlineSvg(pub('favicon.svg'), 96, 96);
  const css = `
body{width:${W}px;height:${H}px;position:relative;font-family:'DejaVu Sans','Noto Sans',Arial,sans-serif;background:#1f5e3a}
.bg{position:absolute;inset:0}
.shade{position:absolute;inset:0;background:#1f5e3a;clip-path:polygon(0 0,740px 0,640px 100%,0 100%)}
.edge{position:absolute;inset:0;background:#e0a030;clip-path:polygon(740px 0,752px 0,652px 100%,640px 100%)}
.txt{position:absolute;left:64px;top:64px;width:600px;color:#fff}
.mark{margin-bottom:34px}
h1{margin:0;font-size:64px;line-height:1.1;font-weight:700;letter-spacing:-.01em}
.tag{display:inline-block;margin-top:38px;padding:12px 26px 14px;border-radius:12px;background:#f7f1e3;color:#1f5e3a;font-size:44px;font-weight:700}
`;
  const body = `<div class="bg">${bg}</div><div class="shade"></div><div class="edge"></div>
<div class="txt"><div class="mark">${mark}</div>
<h1>${CLUB_NAME.replace(' Természetjáró ', '<br>Természetjáró<br>')}</h1>
<div class="tag">${TAGLINE}</div></div>`;
  return page(body, css).replace('<head>', `<head><title>${CLUB_NAME}</title>`);
}

async function main() {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROMIUM_SWITCHES,
  });
  try {
    const icon = pub('icons', 'icon.svg');
    const maskable = pub('icons', 'icon-maskable.svg');
    await render(browser, await iconHtml(icon, 192), 192, 192, pub('icons', 'icon-192.png'));
    await render(browser, await iconHtml(icon, 512), 512, 512, pub('icons', 'icon-512.png'));
    await render(browser, await iconHtml(maskable, 512), 512, 512, pub('icons', 'icon-maskable-512.png'));
    // iOS ignores transparency and rounds corners itself: use the full-bleed variant.
    await render(browser, await iconHtml(maskable, 180), 180, 180, pub('icons', 'apple-touch-icon.png'));
    await render(browser, await ogHtml(), 1200, 630, pub('og-image.png'));
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
