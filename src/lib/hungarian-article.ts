/*
 * The Hungarian definite article by how the next word is said, not how it is
 * spelt: `a` before a consonant sound, `az` before a vowel sound. One rule for
 * every text the site, the organisers' page, the editor and the tools write, so
 * no message falls back on the clerk's hedge of printing both.
 *
 * - A word says its first letter: a Mátra, az Ördög-gát, az „Őszi túra”
 *   (quotation marks and brackets are not said).
 * - A number says its first numeral word, and of those only egy (egy, első,
 *   egymillió), öt (öt, ötödik, ötven, ötszáz) and ezer (ezer, ezredik,
 *   ezerkilencszáz) begin with a vowel: az 1., az 5., a 6., az 50, a 10,
 *   a 2025, az 1848. A number's first numeral word is its leading group of
 *   three digits: `1` alone in its group is egy (or ezer, which drops the egy),
 *   and a group led by 5 is öt, ötven or ötszáz.
 * - An abbreviation read letter by letter says its first letter's name:
 *   az SMS (es), az MTA (em), a GPS (gé); one read as a word says its first
 *   sound: a MÁV, a NATO.
 */

export type Article = 'a' | 'az';

const isVowel = (letter: string) => 'aáeéiíoóöőuúüű'.includes(letter.toLowerCase());

/** `a` or `az` for the text that follows it. */
export function articleFor(text: string): Article {
  // Quotation marks, brackets and dashes in front are not said.
  const said = text.replace(/^[^\p{L}\d]+/u, '');
  // A number's thousands groups are one number (`12 000` is tizenkétezer); a decimal comma, an
  // ordinal's point or a range's dash ends it. Leading zeros are not said (06:45 is hat óra).
  const number = /^\d{1,3}(?:[\s\u00a0\u202f]\d{3})+(?!\d)|^\d+/u.exec(said)?.[0];
  if (number) {
    const digits = number.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
    const leadingGroup = digits.slice(0, ((digits.length - 1) % 3) + 1);
    return leadingGroup === '1' || leadingGroup.startsWith('5') ? 'az' : 'a';
  }
  const word = /^\p{L}+/u.exec(said)?.[0] ?? '';
  const first = word.charAt(0);
  if (isVowel(first)) return 'az';
  // A capital alone or an all-capital word is a letter's name or an abbreviation: read as a word
  // when a vowel follows its first letter (MÁV, NATO, SZOT), else letter by letter (SMS, MTA, GPS),
  // where the letters named ef, el, em, en, er, es, esz, ely, eny, iksz, ipszilon take az.
  if (word === '' || word !== word.toUpperCase() || word === word.toLowerCase()) return 'a';
  const letter = /^(SZ|LY|NY)/u.exec(word)?.[0] ?? first;
  const next = word.charAt(letter.length);
  return (next === '' || !isVowel(next)) && 'FLMNRSXY'.includes(first) ? 'az' : 'a';
}

/** `az Ördög-gát`, `a 24`: the text with its article in front. */
export function withArticle(text: string): string {
  return `${articleFor(text)} ${text}`;
}

/** `Az Ördög-gát`, `A 24`: the same at the start of a sentence. */
export function withCapitalArticle(text: string): string {
  const article = articleFor(text);
  return `${article.charAt(0).toUpperCase()}${article.slice(1)} ${text}`;
}
