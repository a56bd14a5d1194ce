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

const VOWELS = 'aáeéiíoóöőuúüű';
/** Consonants whose Hungarian letter names begin with a vowel: ef, el, em, en, er, es, iksz, ipszilon. */
const VOWEL_NAMED = 'flmnrsxy';
/** Quotation marks, brackets and dashes in front of a word are not said. */
const UNSAID = /^[\s„“”"'‘’«»‹›([{–—-]+/u;

const isVowel = (letter: string) => VOWELS.includes(letter.toLowerCase());

function numberStartsWithVowel(digits: string): boolean {
  const plain = digits.replace(/^0+(?=\d)/, '');
  if (plain === '0') return false; // nulla
  const leadingGroup = plain.slice(0, ((plain.length - 1) % 3) + 1);
  return leadingGroup === '1' || leadingGroup.startsWith('5');
}

/**
 * An all-capital word of two or more letters: read as a word when its first
 * letter is followed by a vowel (MÁV, NATO, SZOT), otherwise letter by letter
 * (SMS, MTA, GPS), where the first letter's name decides.
 */
function abbreviationStartsWithVowel(word: string): boolean {
  const first = word.charAt(0);
  if (isVowel(first)) return true;
  // Digraphs are one letter: SZ (esz), LY (elipszilon), NY (eny); CS, GY, TY, ZS, DZ are named with a consonant.
  const digraph = /^(SZ|LY|NY|CS|GY|TY|ZS|DZS|DZ)/u.exec(word)?.[0] ?? first;
  const next = word.charAt(digraph.length);
  if (next !== '' && isVowel(next)) return false;
  return (
    VOWEL_NAMED.includes(first.toLowerCase()) && !['CS', 'GY', 'TY', 'ZS', 'DZ', 'DZS'].includes(digraph)
  );
}

/** `a` or `az` for the text that follows it. */
export function articleFor(text: string): Article {
  const said = text.replace(UNSAID, '');
  if (/^\d/.test(said)) return numberStartsWithVowel(leadingNumber(said)) ? 'az' : 'a';
  const word = /^[\p{L}]+/u.exec(said)?.[0] ?? '';
  if (word === '') return 'a';
  // A capital alone or an all-capital word is an abbreviation or a letter's name: az M3-as, az SMS.
  const capitals = word === word.toUpperCase() && word !== word.toLowerCase();
  if (capitals) return abbreviationStartsWithVowel(word) ? 'az' : 'a';
  return isVowel(word.charAt(0)) ? 'az' : 'a';
}

/**
 * The digits of the number a text starts with, its thousands groups joined
 * (`12 000` is twelve thousand) but stopping at a decimal comma, an ordinal's
 * point or a range's dash.
 */
function leadingNumber(text: string): string {
  const grouped = /^\d{1,3}(?:[\s\u00a0\u202f]\d{3})+(?!\d)/u.exec(text)?.[0];
  return (grouped ?? /^\d+/.exec(text)?.[0] ?? '').replace(/\D/g, '');
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
