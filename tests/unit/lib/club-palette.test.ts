/**
 * The club's colours (src/lib/club-palette.ts): the shades the site derives, and every pair a
 * visitor reads held to its contrast limit, the refusal naming the setting, the pair and the
 * shades compared.
 */
import { describe, expect, it } from 'vitest';
import { clubPalette, contrastRatio, paletteProblems } from '../../../src/lib/club-palette.ts';
import { checkFixture, validContent } from '../../support/content-fixture.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, the same both ways', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f5e3a', '#1f5e3a')).toBe(1);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBe(contrastRatio('#ffffff', '#767676'));
  });
});

describe('clubPalette', () => {
  it('derives a darker and a lighter shade of each colour and a page background near white', () => {
    const palette = clubPalette({ main: '#1F5E3A', accent: '#f0b43c' });
    expect(palette.green).toBe('#1f5e3a');
    expect(contrastRatio(palette['green-dark'], '#ffffff')).toBeGreaterThan(
      contrastRatio(palette.green, '#ffffff'),
    );
    expect(contrastRatio(palette['green-soft'], '#ffffff')).toBeLessThan(1.25);
    expect(contrastRatio(palette.bg, '#ffffff')).toBeLessThan(1.1);
  });
});

describe('paletteProblems', () => {
  it("passes the sample club's colours", () => {
    expect(paletteProblems({ main: '#1f5e3a', accent: '#f0b43c' })).toEqual([]);
  });

  it('refuses a main colour white text cannot be read on, naming the pair and what to choose', () => {
    expect(paletteProblems({ main: '#4caf50', accent: '#f0b43c' })).toEqual([
      {
        setting: 'main',
        message:
          'a fehér felirat a gombokon és a fejlécen (szöveg: #ffffff, háttér: #4caf50) csak 2,77:1 arányban különül el, legalább 4,5:1 kell; válasszon sötétebb fő színt',
      },
    ]);
  });

  it('refuses a dark accent, naming the derived light shade where it is the one compared', () => {
    const problems = paletteProblems({ main: '#1f5e3a', accent: '#1a237e' });
    expect(problems.map((problem) => problem.setting)).toEqual(expect.arrayContaining(['accent']));
    const background = clubPalette({ main: '#1f5e3a', accent: '#1a237e' }).bg;
    expect(problems.map((problem) => problem.message)).toContainEqual(
      expect.stringContaining(
        'a következő túra jelvényének sötét felirata a kiemelő színen (szöveg: #1b1400, háttér: #1a237e)',
      ),
    );
    expect(
      problems.every((problem) =>
        /legalább (7|4,5):1 kell; válasszon világosabb kiemelő színt$/.test(problem.message),
      ),
    ).toBe(true);
    expect(background).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('the content check', () => {
  it('refuses the settings with the setting, the message and the colour given', () => {
    const content = validContent();
    (content.club as { colours: { main: string } }).colours.main = '#4caf50';
    expect(checkFixture(content).problems).toEqual([
      'src/content/club.json: colours.main: a fehér felirat a gombokon és a fejlécen (szöveg: #ffffff, háttér: #4caf50) csak 2,77:1 arányban különül el, legalább 4,5:1 kell; válasszon sötétebb fő színt (kapott: "#4caf50")',
    ]);
  });

  it('refuses a colour not written as #RRGGBB, and a logo that is not beside the settings', () => {
    const content = validContent();
    (content.club as { colours: { accent: string } }).colours.accent = 'sárga';
    expect(checkFixture(content).problems).toEqual([
      'src/content/club.json: colours.accent: hibás formátum (várt: egy szín #RRGGBB alakban, pl. #2a6041, kapott: "sárga")',
    ]);
    const noLogo = validContent();
    noLogo.club.logo = 'cimer.svg';
    expect(checkFixture(noLogo).problems).toEqual([
      'src/content/club.json: logo: nincs ilyen kép a beállítások mellett (várt: logo.svg, kapott: "cimer.svg")',
    ]);
  });

  it('notes a changed calendar id, which would show every trip twice to subscribers, and nothing when it stays', () => {
    const content = validContent();
    content.previousClub = { ...content.club };
    expect(checkFixture(content).notes).toEqual([]);
    content.club.calendarId = 'ujklub';
    const report = checkFixture(content);
    expect(report.problems).toEqual([]);
    expect(report.notes).toEqual([
      'src/content/club.json: calendarId: a naptár azonosítója megváltozott (eddig: "zoldosveny"): ha a honlap már él, a naptárra feliratkozottaknál minden túra kétszer jelenik meg; csak élesítés előtt változtassa',
    ]);
  });
});
