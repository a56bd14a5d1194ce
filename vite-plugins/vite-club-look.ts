/**
 * The club's look from its settings (src/content/club.json): its colours in every stylesheet's
 * custom properties (src/lib/club-palette.ts derives the shades), its name and colour in the
 * pages' shared head, and its logo as the site's icons: the header's mark and the tab's icon
 * (`/favicon.svg`), the installed app's icons and the home screen's (`/icons/…png`), drawn from
 * the logo at build time, and served by the development servers the same way.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import type { ClubSettings } from '../schema/club.ts';
import { clubPalette, type ClubPalette } from '../src/lib/club-palette.ts';
import { feedLinkTags } from '../src/lib/feeds.ts';
import { clubFile, readClub } from './build-content.ts';
import { escapeMarkup } from './escape-markup.ts';

const projectRoot = join(import.meta.dirname, '..');

/** What of the club the pictures and icons show: its logo (SVG text) and its colours. */
export interface ClubLook {
  club: ClubSettings;
  logo: string;
  palette: ClubPalette;
}

export function readClubLook(root: string = projectRoot): ClubLook {
  const club = readClub(root);
  return {
    club,
    logo: readFileSync(join(dirname(clubFile(root)), club.logo), 'utf8'),
    palette: clubPalette(club.colours),
  };
}

/** The icons the manifest and the pages name, each drawn from the logo. */
export const ICON_FILES = {
  'icons/icon-192.png': { size: 192, padded: false },
  'icons/icon-512.png': { size: 512, padded: false },
  // A launcher crops a maskable icon to its own shape, keeping the middle 80 %: the logo sits
  // within it, on the club's colour.
  'icons/icon-maskable-512.png': { size: 512, padded: true },
  // iOS fills what is transparent with black: the logo on the club's colour, as on Android.
  'icons/apple-touch-icon.png': { size: 180, padded: true },
} as const;

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** One icon as PNG: the logo alone, or within the middle 74 % of a square of the main colour. */
export function iconPng(look: ClubLook, size: number, padded: boolean): Buffer {
  const svg = padded
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
      `<rect width="100" height="100" fill="${look.palette.green}"/>` +
      `<image x="13" y="13" width="74" height="74" href="${dataUrl(look.logo)}"/></svg>`
    : look.logo;
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** `--green: #1f5e3a;` and the rest of the palette's declarations, set to the club's. */
export function withClubPalette(css: string, palette: ClubPalette): string {
  return css.replace(
    /(--(green|green-dark|green-soft|amber|amber-dark|amber-soft|bg)\s*:\s*)#[0-9a-fA-F]{3,8}\b/g,
    (_, declaration: string, name: keyof ClubPalette) => `${declaration}${palette[name]}`,
  );
}

/** What `<!--club-head-->` in index.html becomes. */
export function clubHeadTags(look: ClubLook): string {
  return [
    `<meta name="theme-color" content="${look.palette.green}" />`,
    `<meta property="og:site_name" content="${escapeMarkup(look.club.siteName)}" />`,
    feedLinkTags(escapeMarkup(look.club.siteName)),
  ].join('\n    ');
}

export const CLUB_HEAD = '<!--club-head-->';

/**
 * @param emitIcons whether this build writes the icons (the site's does; the editor's and the
 * organisers' page's, written into the same folder, use them).
 */
export function clubLook({ emitIcons }: { emitIcons: boolean }): Plugin {
  return {
    name: 'club:look',
    transform(code, id) {
      if (!/\.css(?:\?|$)/.test(id)) return null;
      return { code: withClubPalette(code, clubPalette(readClub(projectRoot).colours)), map: null };
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(CLUB_HEAD, clubHeadTags(readClubLook())),
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(
          /^.*?\/(?=favicon\.svg$|icons\/)/,
          '',
        );
        const icon = ICON_FILES[path as keyof typeof ICON_FILES];
        if (path !== 'favicon.svg' && !icon) return next();
        const look = readClubLook();
        response.statusCode = 200;
        response.setHeader('Content-Type', icon ? 'image/png' : 'image/svg+xml');
        response.end(
          request.method === 'HEAD' ? undefined : icon ? iconPng(look, icon.size, icon.padded) : look.logo,
        );
      });
    },
    generateBundle() {
      if (!emitIcons || this.environment.name !== 'client') return;
      const look = readClubLook();
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: look.logo });
      for (const [fileName, { size, padded }] of Object.entries(ICON_FILES))
        this.emitFile({ type: 'asset', fileName, source: iconPng(look, size, padded) });
    },
  };
}
