/**
 * Link preview pictures (1200×630 PNG, what Facebook, Messenger, Viber and X
 * show for a shared link), one per published page, made at build time: the
 * page's own artwork (public/pictures/<picture>.svg) on the right, and on the
 * club's green its heading (the trip's name, up to three lines), its
 * Hungarian date and the club's name and logo, in the club's colours.
 * The SVG is drawn to PNG with resvg; no browser is needed.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync, Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { ogImagePath } from '../src/lib/feeds.ts';
import { escapeXml, pageDate, type PageAddress } from './feed-contents.ts';
import type { ClubLook } from './vite-club-look.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The artwork of the home page's picture; any missing picture falls back to DEFAULT_PICTURE. */
const HOME_PICTURE = 'magas-tatra.svg';
const DEFAULT_PICTURE = 'default.svg';

/** What one picture says. */
/** The club's logo (SVG text) and colours: the panel, its edge, the label. */
export interface PictureLook {
  logo: string;
  green: string;
  amber: string;
  light: string;
}

export function pictureLook({ logo, palette }: ClubLook): PictureLook {
  return { logo, green: palette.green, amber: palette.amber, light: palette.bg };
}

export interface OgCard {
  /** Where it is written in the build, without the leading slash: `og/2025/program7.png`. */
  fileName: string;
  /** A file in public/pictures. */
  picture: string;
  heading: string;
  /** The cream label under the heading: the date, or what the page is. */
  label: string;
  /** The small line at the bottom; null when the heading is the club's name already. */
  footer: string | null;
}

/**
 * The picture of every page: the trip's name, picture and dates from its
 * document (as its page's heading shows them), a placeholder's from its event,
 * a season's program with its first trip's picture, and the home page's
 * with no year, since it is the same picture every year.
 */
export function ogCards(pages: readonly PageAddress[], clubName: string): OgCard[] {
  return pages.map((page): OgCard => {
    const fileName = ogImagePath(page.path).slice(1);
    switch (page.kind) {
      case 'home':
        return { fileName, picture: HOME_PICTURE, heading: clubName, label: 'Túraprogramok', footer: null };
      case 'program':
        return {
          fileName,
          picture: page.events[0]?.picture ?? HOME_PICTURE,
          heading: `Éves program ${page.season}`,
          label: `${page.events.length} túra`,
          footer: clubName,
        };
      case 'trip':
        return {
          fileName,
          picture: page.trip.picture,
          heading: page.trip.title,
          label: pageDate(page),
          footer: clubName,
        };
      case 'placeholder':
        return {
          fileName,
          picture: page.event.picture,
          heading: page.event.name,
          label: pageDate(page),
          footer: clubName,
        };
    }
  });
}

// ---------------------------------------------------------------------------
// Fonts and measuring

const FONT_FAMILY = "'DejaVu Sans', sans-serif";
/** Where Debian and Ubuntu (fonts-dejavu-core), Fedora and Arch keep DejaVu Sans. */
const DEJAVU_DIRS = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/dejavu-sans-fonts',
  '/usr/share/fonts/dejavu',
  '/usr/share/fonts/TTF',
];
const DEJAVU_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];

/**
 * DejaVu Sans from its files where it is installed (CI installs
 * fonts-dejavu-core), so every build draws the same letters, and a Resvg
 * does not scan every system font each time it measures a line (2 ms
 * instead of 8 or more); elsewhere the system's fonts, DejaVu Sans first.
 */
export function ogFontOptions(
  dirs: readonly string[] = DEJAVU_DIRS,
): NonNullable<ResvgRenderOptions['font']> {
  for (const dir of dirs) {
    const files = DEJAVU_FILES.map((file) => join(dir, file));
    if (files.every((file) => existsSync(file)))
      return { loadSystemFonts: false, fontFiles: files, defaultFontFamily: 'DejaVu Sans' };
  }
  return { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };
}

interface TextStyle {
  size: number;
  weight: 400 | 700;
}

export type Measure = (text: string, style: TextStyle) => number;

/** The drawn width of a line in pixels, as resvg lays it out with `font`. */
export function resvgMeasure(font: NonNullable<ResvgRenderOptions['font']>): Measure {
  const widths = new Map<string, number>();
  return (text, { size, weight }) => {
    const slot = `${size} ${weight} ${text}`;
    let width = widths.get(slot);
    if (width === undefined) {
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">` +
        `<text x="0" y="${size}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}">${escapeXml(text)}</text></svg>`;
      width = new Resvg(svg, { font }).getBBox()?.width ?? 0;
      if (width === 0 && text.trim() !== '')
        throw new Error(
          'og images: no font drew the text; install DejaVu Sans (Debian/Ubuntu: apt-get install fonts-dejavu-core)',
        );
      widths.set(slot, width);
    }
    return width;
  };
}

/**
 * Greedy word wrap into at most `maxLines` lines of `maxWidth`: a word longer
 * than a line is cut where it fills one, and text left over at the last line
 * ends it with an ellipsis.
 */
export function wrapLines(
  text: string,
  style: TextStyle,
  { maxWidth, maxLines, measure }: { maxWidth: number; maxLines: number; measure: Measure },
): { lines: string[]; complete: boolean } {
  const fits = (line: string) => measure(line, style) <= maxWidth;
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  while (words.length > 0) {
    const word = words[0]!;
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      words.shift();
      continue;
    }
    if (current) {
      lines.push(current);
      current = '';
    } else {
      // One word wider than the line: as many of its characters as fit, the rest on the next.
      const characters = [...word];
      // The longest start of the word that fits, found by halving (a name may be one 2,000-letter word).
      let [low, high] = [1, characters.length - 1];
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (fits(characters.slice(0, middle).join(''))) low = middle;
        else high = middle - 1;
      }
      const take = low;
      lines.push(characters.slice(0, take).join(''));
      words[0] = characters.slice(take).join('');
    }
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    current = '';
  }
  const complete = words.length === 0 && current === '';
  if (!complete) {
    let last = lines.pop() ?? '';
    while (last && !fits(`${last}…`)) last = [...last].slice(0, -1).join('').trimEnd();
    lines.push(`${last.replace(/[\s,;:–-]+$/, '')}…`);
  }
  return { lines, complete };
}

// ---------------------------------------------------------------------------
// Drawing

const TEXT_LEFT = 64;
/** The green panel narrows towards the bottom (to x = 640); text stays clear of it. */
const TEXT_WIDTH = 556;
const HEADING_SIZES = [60, 52, 44] as const;
const HEADING_LINES = 3;
const LABEL_SIZE = 32;
const LABEL_PADDING = 22;

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

function readPicture(picturesDir: string, file: string): string {
  const path = join(picturesDir, file);
  return readFileSync(existsSync(path) ? path : join(picturesDir, DEFAULT_PICTURE), 'utf8');
}

/** The heading at the largest size that holds it in three lines, else the smallest, shortened. */
function headingLines(heading: string, measure: Measure): { lines: string[]; size: number } {
  for (const size of HEADING_SIZES) {
    const wrapped = wrapLines(
      heading,
      { size, weight: 700 },
      { maxWidth: TEXT_WIDTH, maxLines: HEADING_LINES, measure },
    );
    if (wrapped.complete || size === HEADING_SIZES.at(-1)) return { lines: wrapped.lines, size };
  }
  throw new Error('unreachable');
}

/** The card as SVG: picture on the right, the green panel with its amber edge, the texts. */
export function ogSvg(
  card: OgCard,
  { publicDir, measure, look }: { publicDir: string; measure: Measure; look: PictureLook },
): string {
  const picture = readPicture(join(publicDir, 'pictures'), card.picture);
  const { logo: mark, green: GREEN, amber: AMBER, light: CREAM } = look;
  const heading = headingLines(card.heading, measure);
  const lineHeight = Math.round(heading.size * 1.17);
  const label = wrapLines(
    card.label,
    { size: LABEL_SIZE, weight: 700 },
    {
      maxWidth: TEXT_WIDTH - 2 * LABEL_PADDING,
      maxLines: 2,
      measure,
    },
  ).lines;
  const labelLineHeight = Math.round(LABEL_SIZE * 1.25);
  const labelHeight = label.length * labelLineHeight + 24;
  const labelWidth =
    Math.max(...label.map((line) => measure(line, { size: LABEL_SIZE, weight: 700 }))) + 2 * LABEL_PADDING;
  // Heading and label together, in the middle of the space between the mark and the footer.
  const blockHeight = heading.lines.length * lineHeight + 32 + labelHeight;
  const top = Math.round(150 + (540 - 150 - blockHeight) / 2);
  const headingTexts = heading.lines.map(
    (line, index) =>
      `<text x="${TEXT_LEFT}" y="${top + Math.round(heading.size * 0.93) + index * lineHeight}" font-size="${heading.size}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
  );
  const labelTop = top + heading.lines.length * lineHeight + 32;
  const labelTexts = label.map(
    (line, index) =>
      `<text x="${TEXT_LEFT + LABEL_PADDING}" y="${labelTop + 12 + Math.round(LABEL_SIZE * 0.98) + index * labelLineHeight}" font-size="${LABEL_SIZE}" font-weight="700" fill="${GREEN}">${escapeXml(line)}</text>`,
  );
  const footer = card.footer
    ? wrapLines(card.footer, { size: 26, weight: 400 }, { maxWidth: TEXT_WIDTH, maxLines: 1, measure }).lines
    : [];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="${FONT_FAMILY}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${GREEN}"/>`,
    `<image x="520" y="0" width="680" height="${OG_HEIGHT}" preserveAspectRatio="xMidYMid slice" href="${dataUrl(picture)}"/>`,
    `<path d="M0 0H740L640 ${OG_HEIGHT}H0Z" fill="${GREEN}"/>`,
    `<path d="M740 0H752L652 ${OG_HEIGHT}H640Z" fill="${AMBER}"/>`,
    `<image x="${TEXT_LEFT}" y="52" width="80" height="80" href="${dataUrl(mark)}"/>`,
    ...headingTexts,
    `<rect x="${TEXT_LEFT}" y="${labelTop}" width="${Math.round(labelWidth)}" height="${labelHeight}" rx="12" fill="${CREAM}"/>`,
    ...labelTexts,
    ...footer.map(
      (line) => `<text x="${TEXT_LEFT}" y="588" font-size="26" fill="${CREAM}">${escapeXml(line)}</text>`,
    ),
    '</svg>',
  ].join('\n');
}

/** Pictures are kept this long after a build last used them. */
const CACHE_DAYS = 30;
/**
 * What a card's picture depends on besides the card: this module's own
 * code (the layout), the renderer, the fonts, the artwork and the club's look. A
 * change to any of them draws the picture again.
 */
function cacheKey(card: OgCard, publicDir: string, font: object, look: PictureLook): string {
  const resvg = (createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string })
    .version;
  return createHash('sha256')
    .update(JSON.stringify({ card, font, resvg, look }))
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(readPicture(join(publicDir, 'pictures'), card.picture))
    .digest('hex')
    .slice(0, 24);
}

function readCached(file: string): Buffer | null {
  try {
    const png = readFileSync(file);
    // Kept while builds use it (see pruneCache).
    const now = new Date();
    utimesSync(file, now, now);
    return png;
  } catch {
    return null;
  }
}

/** Pictures no build has used for CACHE_DAYS: a renamed trip's old picture does not stay for ever. */
function pruneCache(cacheDir: string, now: number): void {
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name);
    try {
      if (now - statSync(file).mtimeMs > CACHE_DAYS * 86_400_000) rmSync(file, { force: true });
    } catch {
      // Another build removed it first.
    }
  }
}

/**
 * Every card drawn to PNG. A card drawn before with the same inputs comes
 * from `cacheDir` (the content hash of cacheKey), so a build of unchanged
 * content draws nothing; the others are measured one after the other (each
 * measurement is a small synchronous Resvg) and drawn on libuv's worker
 * threads, all at once.
 */
export async function renderOgImages(
  cards: readonly OgCard[],
  {
    publicDir,
    look,
    cacheDir,
    font = ogFontOptions(),
  }: {
    publicDir: string;
    look: PictureLook;
    cacheDir?: string;
    font?: NonNullable<ResvgRenderOptions['font']>;
  },
): Promise<Array<{ fileName: string; png: Buffer }>> {
  const measure = resvgMeasure(font);
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const images = await Promise.all(
    cards.map(async (card) => {
      const cached = cacheDir ? join(cacheDir, `${cacheKey(card, publicDir, font, look)}.png`) : null;
      const png = cached ? readCached(cached) : null;
      if (png) return { fileName: card.fileName, png };
      const svg = ogSvg(card, { publicDir, measure, look });
      const drawn = (await renderAsync(svg, { font, fitTo: { mode: 'original' } })).asPng();
      if (cached) {
        // Written whole, then renamed: a build reading it at the same time never sees half a file.
        const partial = `${cached}.${process.pid}.tmp`;
        writeFileSync(partial, drawn);
        renameSync(partial, cached);
      }
      return { fileName: card.fileName, png: drawn };
    }),
  );
  if (cacheDir) pruneCache(cacheDir, Date.now());
  return images;
}
