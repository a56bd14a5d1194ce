import { describe, expect, it } from 'vitest';
import { articleFor, withArticle, withCapitalArticle } from '../../../src/lib/hungarian-article.ts';

// Each text with the article a Hungarian reader says before it.
const table: [string, 'a' | 'az'][] = [
  // Words by their first sound.
  ['Mátra', 'a'],
  ['Ördög-gát', 'az'],
  ['Esztergom', 'az'],
  ['Úrkút', 'az'],
  ['Bükk', 'a'],
  ['szervező', 'a'],
  ['indulás', 'az'],
  ['Írott-kő', 'az'],
  ['túra', 'a'],
  // Quotation marks and brackets are not said.
  ['„Őszi színek” túra', 'az'],
  ['„Bakonyi csúcsok”', 'a'],
  ['"event" gyűjtemény', 'az'],
  ['"demo-club" projekt', 'a'],
  ['(Ördög-gát)', 'az'],
  // Numbers and ordinals as they are read.
  ['1.', 'az'], // első
  ['1', 'az'], // egy
  ['5.', 'az'], // ötödik
  ['6.', 'a'], // hatodik
  ['50', 'az'], // ötven
  ['2.', 'a'],
  ['10', 'a'], // tíz
  ['11.', 'a'], // tizenegyedik
  ['24', 'a'],
  ['3–5.', 'a'],
  ['5–7.', 'az'],
  ['100', 'a'], // száz
  ['500', 'az'], // ötszáz
  ['150', 'a'], // százötven
  ['1000', 'az'], // ezer
  ['1848', 'az'], // ezernyolcszáznegyvennyolc
  ['2025.', 'a'], // kétezer-huszonötödik
  ['5000', 'az'], // ötezer
  ['12 000 Ft', 'a'], // tizenkétezer
  ['1 500 Ft', 'az'], // ezerötszáz
  ['50\u00a0000', 'az'], // ötvenezer
  ['1000000', 'az'], // egymillió
  ['1,5 km', 'az'], // egy egész öt
  ['06:45', 'a'], // hat óra negyvenöt
  ['0', 'a'], // nulla
  // Abbreviations read letter by letter say the letter's name; read as a word, its sound.
  ['SMS', 'az'], // es-em-es
  ['MTA', 'az'], // em-té-á
  ['GPS', 'a'], // gé-pé-es
  ['GPX-fájl', 'a'],
  ['SZTK', 'az'], // esz-té-ká
  ['M3-as', 'az'], // em
  ['MÁV', 'a'], // máv
  ['NATO', 'a'],
  ['ELTE', 'az'],
  ['KRESZ', 'a'],
];

describe('the Hungarian article', () => {
  it.each(table)('%s takes “%s”', (text, article) => {
    expect(articleFor(text)).toBe(article);
  });

  it('has at least 30 words and numbers in its table', () => {
    expect(table.length).toBeGreaterThanOrEqual(30);
  });

  it('writes the article in front, in a sentence and at its start', () => {
    expect(withArticle('Ördög-gát')).toBe('az Ördög-gát');
    expect(withArticle('6.')).toBe('a 6.');
    expect(withCapitalArticle('„Őszi színek” túra')).toBe('Az „Őszi színek” túra');
    expect(withCapitalArticle('2025. évad')).toBe('A 2025. évad');
  });
});
