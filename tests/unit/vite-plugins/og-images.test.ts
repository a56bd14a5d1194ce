/**
 * The link preview pictures (vite-plugins/og-images.ts): which page gets which
 * picture and words, how a long name wraps, and the PNG files themselves,
 * drawn with resvg over the fixture project (tests/support/site-feeds-fixture.ts).
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ogCards,
  ogFontOptions,
  OG_HEIGHT,
  OG_WIDTH,
  ogSvg,
  pictureLook,
  renderOgImages,
  resvgMeasure,
  wrapLines,
  type Measure,
} from '../../../vite-plugins/og-images.ts';
import { pageAddresses, readSiteContent, type PageAddress } from '../../../vite-plugins/feed-contents.ts';
import { pngSize } from '../../support/png-size.ts';
import { readClubLook } from '../../../vite-plugins/vite-club-look.ts';
import { clubPalette } from '../../../src/lib/club-palette.ts';
import { sampleValues, SECOND_CLUB, SECOND_LOGO } from '../../support/second-club.ts';
import { CLUB, DRAFT_TITLE, EVENTS, feedsProject } from '../../support/site-feeds-fixture.ts';

let project: ReturnType<typeof feedsProject>;
let pages: PageAddress[];

beforeAll(() => {
  project = feedsProject();
  pages = pageAddresses(readSiteContent(project.root));
});
afterAll(() => project.remove());

describe('what each picture says', () => {
  it('names every published page, with the trip name, date and picture its page shows', () => {
    const cards = new Map(ogCards(pages, CLUB.clubName).map((card) => [card.fileName, card]));
    expect([...cards.keys()]).toEqual([
      'og/home.png',
      'og/evesprogram-2024.png',
      'og/evesprogram-2025.png',
      'og/evesprogram-2026.png',
      'og/2024/program12.png',
      'og/2025/program5.png',
      'og/2025/program6.png',
      'og/2025/program8.png',
      'og/2025/program11.png',
      'og/2025/program1.png',
      'og/2026/program11.png',
    ]);
    expect(cards.get('og/2025/program1.png')).toMatchObject({
      picture: 'magas-tatra.svg',
      heading: 'Magas-Tátra: Csorba-tó nyáron',
      label: '2025. június 7., szombat',
      footer: CLUB.clubName,
    });
    expect(cards.get('og/2025/program8.png')?.label).toBe('2025. április 18–21. (péntek–hétfő)');
    expect(cards.get('og/evesprogram-2025.png')).toMatchObject({
      heading: 'Éves program 2025',
      label: '6 túra',
    });
  });

  it("gives the drafted trip's event its placeholder picture, nothing of the draft", () => {
    const card = ogCards(pages, CLUB.clubName).find((each) => each.fileName === 'og/2025/program11.png');
    expect(card).toMatchObject({ heading: EVENTS.drafted.name, picture: EVENTS.drafted.picture });
    expect(JSON.stringify(ogCards(pages, CLUB.clubName))).not.toContain(DRAFT_TITLE);
  });

  it('bakes no year into the home picture', () => {
    const home = ogCards(pages, CLUB.clubName)[0]!;
    expect(`${home.heading} ${home.label} ${home.footer}`).not.toMatch(/\d{4}/);
  });
});

describe('wrapping a name', () => {
  /** Every character 10 px wide, the ellipsis too. */
  const measure: Measure = (text) => [...text].length * 10;
  const wrap = (text: string, maxLines = 3) =>
    wrapLines(text, { size: 10, weight: 700 }, { maxWidth: 100, maxLines, measure });

  it('breaks between words, within the width', () => {
    expect(wrap('Bükk: Bánkút és a Bálvány')).toEqual({
      lines: ['Bükk:', 'Bánkút és', 'a Bálvány'],
      complete: true,
    });
  });

  it('ends the third line with an ellipsis when the name is longer', () => {
    const { lines, complete } = wrap('egy kettő három négy öt hat hét nyolc kilenc tíz tizenegy tizenkettő');
    expect(complete).toBe(false);
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)).toMatch(/…$/);
    for (const line of lines) expect(measure(line, { size: 10, weight: 700 })).toBeLessThanOrEqual(100);
  });

  it('cuts a word longer than the line where it fills one', () => {
    expect(wrap('Aaaaaaaaaaaaaaaaaaaaaaaaa', 3).lines).toEqual(['Aaaaaaaaaa', 'aaaaaaaaaa', 'aaaaa']);
    expect(wrap('A'.repeat(2000)).lines).toEqual(['A'.repeat(10), 'A'.repeat(10), `${'A'.repeat(9)}…`]);
  });
});

describe('the PNG files', () => {
  let cacheDir: string;
  beforeAll(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'og-cache-'));
  });
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('are 1200×630 PNGs, one per card, drawn again from the cache unchanged', async () => {
    const cards = ogCards(pages, CLUB.clubName).filter((card) =>
      ['og/home.png', 'og/2025/program8.png', 'og/2025/program6.png'].includes(card.fileName),
    );
    const publicDir = join(project.root, 'public');
    const drawn = await renderOgImages(cards, {
      publicDir,
      cacheDir,
      look: pictureLook(readClubLook(project.root)),
    });
    expect(drawn.map((image) => image.fileName)).toEqual(cards.map((card) => card.fileName));
    for (const { png } of drawn) expect(pngSize(png)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
    // Different pages, different pictures.
    expect(new Set(drawn.map(({ png }) => png.toString('base64'))).size).toBe(3);
    expect(readdirSync(cacheDir)).toHaveLength(3);
    const again = await renderOgImages(cards, {
      publicDir,
      cacheDir,
      look: pictureLook(readClubLook(project.root)),
    });
    again.forEach(({ png }, index) => expect(png.equals(drawn[index]!.png)).toBe(true));
    // A renamed trip is a new picture, not the old one from the cache.
    const renamed = await renderOgImages([{ ...cards[1]!, heading: 'Új név' }], {
      publicDir,
      cacheDir,
      look: pictureLook(readClubLook(project.root)),
    });
    expect(renamed[0]!.png.equals(drawn[1]!.png)).toBe(false);
    expect(readdirSync(cacheDir)).toHaveLength(4);
  });

  it("draws the club's name, logo and colours from its settings: a second club's pictures hold no sample value", () => {
    const look = pictureLook({
      club: SECOND_CLUB,
      logo: SECOND_LOGO,
      palette: clubPalette(SECOND_CLUB.colours),
    });
    const measure = resvgMeasure(ogFontOptions());
    const inputs = ogCards(pages, SECOND_CLUB.clubName).map((card) =>
      ogSvg(card, { publicDir: join(project.root, 'public'), measure, look }),
    );
    const text = inputs.join('\n');
    expect(text).toContain('Kék Bérc Turistakör');
    expect(text).toContain(`fill="${SECOND_CLUB.colours.main}"`);
    expect(text).toContain(Buffer.from(SECOND_LOGO).toString('base64'));
    const sample = sampleValues().filter((value) =>
      value.startsWith('#') ? text.toLowerCase().includes(value) : text.includes(value),
    );
    expect(sample).toEqual([]);
  });

  it('a longer name measures wider, and a build without any font says what to install', () => {
    const measure = resvgMeasure(ogFontOptions());
    const style = { size: 40, weight: 700 } as const;
    expect(measure('Bükk és Mátra', style)).toBeGreaterThan(measure('Bükk', style));
    const noFont = resvgMeasure({ loadSystemFonts: false, fontFiles: [] });
    expect(() => noFont('Bükk', style)).toThrow(/fonts-dejavu-core/);
  });

  it('uses DejaVu Sans from its files where installed, the system fonts elsewhere', () => {
    expect(ogFontOptions(['/nincs/ilyen/mappa'])).toEqual(expect.objectContaining({ loadSystemFonts: true }));
    const fonts = mkdtempSync(join(tmpdir(), 'og-fonts-'));
    try {
      for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) writeFileSync(join(fonts, file), '');
      expect(ogFontOptions(['/nincs/ilyen/mappa', fonts])).toEqual({
        loadSystemFonts: false,
        fontFiles: [join(fonts, 'DejaVuSans.ttf'), join(fonts, 'DejaVuSans-Bold.ttf')],
        defaultFontFamily: 'DejaVu Sans',
      });
    } finally {
      rmSync(fonts, { recursive: true, force: true });
    }
  });
});
