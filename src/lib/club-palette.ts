/*
 * The site's colours from the club's two (its settings' `colours`): the darker and lighter
 * shade of each and the page background, derived, and every pair a visitor reads checked
 * against its contrast limit. The build writes the palette into the stylesheets' custom
 * properties and refuses a palette with a pair below its limit, naming it in Hungarian.
 */
import type { ClubColours } from '../../schema/club.ts';

/** The stylesheets' custom properties the club's colours set (src/styles.css :root). */
export interface ClubPalette {
  green: string;
  'green-dark': string;
  'green-soft': string;
  amber: string;
  'amber-dark': string;
  'amber-soft': string;
  bg: string;
}

/** The colours of the site's text, the same for every club (src/styles.css). */
export const TEXT_COLOURS = {
  text: '#1b1f1b',
  muted: '#3b463d',
  white: '#ffffff',
  /** The next trip's badge on the accent colour. */
  onAccent: '#1b1400',
  /** The full and postponed badges on the accent's light shade. */
  onAccentSoft: '#4d3300',
} as const;

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
}

/** `share` of `toward` mixed into `colour`, in sRGB as CSS's color-mix does by default. */
function mix(colour: string, toward: string, share: number): string {
  const from = rgb(colour);
  const to = rgb(toward);
  return hex([0, 1, 2].map((index) => from[index]! + (to[index]! - from[index]!) * share) as Rgb);
}

export function clubPalette(colours: ClubColours): ClubPalette {
  return {
    green: colours.main.toLowerCase(),
    'green-dark': mix(colours.main, '#000000', 0.33),
    'green-soft': mix(colours.main, '#ffffff', 0.88),
    amber: colours.accent.toLowerCase(),
    'amber-dark': mix(colours.accent, '#000000', 0.45),
    'amber-soft': mix(colours.accent, '#ffffff', 0.78),
    bg: mix(colours.accent, '#ffffff', 0.92),
  };
}

function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((part) => {
    const channel = part / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** One pair a visitor reads: text on a background, where on the site, and its limit. */
interface ColourPair {
  setting: keyof ClubColours;
  text: string;
  background: string;
  where: string;
  limit: number;
}

function pairs(palette: ClubPalette): ColourPair[] {
  const { text, muted, white, onAccent, onAccentSoft } = TEXT_COLOURS;
  const main = 'main' as const;
  const accent = 'accent' as const;
  return [
    { setting: accent, text, background: palette.bg, where: 'a szöveg az oldal hátterén', limit: 7 },
    {
      setting: accent,
      text: muted,
      background: palette.bg,
      where: 'a halványabb szöveg az oldal hátterén',
      limit: 4.5,
    },
    {
      setting: main,
      text: white,
      background: palette.green,
      where: 'a fehér felirat a gombokon és a fejlécen',
      limit: 4.5,
    },
    {
      setting: main,
      text: palette['green-dark'],
      background: palette.bg,
      where: 'a fő szín sötétebb árnyalata (címek, linkek) az oldal hátterén',
      limit: 4.5,
    },
    {
      setting: main,
      text: palette['green-dark'],
      background: palette['green-soft'],
      where: 'a fő szín sötétebb árnyalata a fő szín világos árnyalatán (jelvények, kiemelt sorok)',
      limit: 4.5,
    },
    {
      setting: accent,
      text: onAccent,
      background: palette.amber,
      where: 'a következő túra jelvényének sötét felirata a kiemelő színen',
      limit: 4.5,
    },
    {
      setting: accent,
      text: onAccentSoft,
      background: palette['amber-soft'],
      where: 'a megtelt és az elhalasztott túra jelvényének felirata a kiemelő szín világos árnyalatán',
      limit: 4.5,
    },
    {
      setting: accent,
      text: white,
      background: palette['amber-dark'],
      where: 'a fehér felirat a kiemelő szín sötétebb árnyalatán',
      limit: 4.5,
    },
  ];
}

/** `4,52:1`, as a Hungarian reads a ratio. */
function ratio(value: number): string {
  return `${(Math.floor(value * 100) / 100).toFixed(2).replace('.', ',')}:1`;
}

/** One problem of a palette: the setting to change and what is wrong, in Hungarian. */
export interface PaletteProblem {
  setting: keyof ClubColours;
  message: string;
}

/** Every pair below its limit, each naming the colours it compared; none for a readable palette. */
export function paletteProblems(colours: ClubColours): PaletteProblem[] {
  return pairs(clubPalette(colours))
    .map((pair) => ({ pair, measured: contrastRatio(pair.text, pair.background) }))
    .filter(({ pair, measured }) => measured < pair.limit)
    .map(({ pair, measured }) => ({
      setting: pair.setting,
      message:
        `${pair.where} (szöveg: ${pair.text}, háttér: ${pair.background}) csak ${ratio(measured)} arányban különül el, ` +
        `legalább ${String(pair.limit).replace('.', ',')}:1 kell; válasszon ${pair.setting === 'main' ? 'sötétebb fő színt' : 'világosabb kiemelő színt'}`,
    }));
}
