/**
 * A JSON reader for volunteer-written files: where `JSON.parse` says only
 * "Unexpected token" (often without a position), this names the line, the
 * column and the likely slip in Hungarian: a missing or extra comma, curly
 * quotes pasted from a word processor, a comment, a key written twice.
 * Pure: text in, value or problems out.
 */

import { withArticle } from '../src/lib/hungarian-article.ts';

export interface JsonSyntaxProblem {
  /** 1-based line and column of the offending character. */
  line: number;
  column: number;
  /** What is wrong, in Hungarian. */
  message: string;
  expected: string;
  found: string;
}

export type JsonReadResult =
  | { ok: true; value: unknown; duplicateKeys: JsonSyntaxProblem[] }
  | { ok: false; problem: JsonSyntaxProblem };

class JsonSyntaxError extends Error {
  constructor(
    readonly position: number,
    message: string,
    readonly expected: string,
    readonly found?: string,
  ) {
    super(message);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const CURLY_QUOTES = new Set(['„', '”', '“', '‟', '»', '«']);

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < position && index < text.length; index += 1) {
    if (text[index] === '\n') {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: position - lineStart + 1 };
}

function describeChar(char: string | undefined): string {
  if (char === undefined) return 'a fájl vége';
  if (char === '\n' || char === '\r') return 'sortörés';
  if (char === '\t') return 'tabulátor';
  if (char === '\ufeff') return 'láthatatlan BOM-jel';
  return `„${char}”`;
}

class Reader {
  private index = 0;
  readonly duplicates: { position: number; key: string }[] = [];

  constructor(private readonly text: string) {}

  read(): unknown {
    if (this.text.startsWith('\ufeff')) {
      throw new JsonSyntaxError(
        0,
        'a fájl elején láthatatlan BOM-jel áll; mentse a fájlt „UTF-8” (nem „UTF-8 with BOM”) kódolással',
        'a fájl elején {',
      );
    }
    this.skipWhitespace();
    if (this.index >= this.text.length) {
      throw new JsonSyntaxError(0, 'a fájl üres', 'egy { … } objektum');
    }
    const value = this.value();
    this.skipWhitespace();
    if (this.index < this.text.length) {
      throw new JsonSyntaxError(this.index, 'a záró } után még van valami a fájlban', 'a fájl vége');
    }
    return value;
  }

  private peek(): string | undefined {
    return this.text[this.index];
  }

  private skipWhitespace() {
    for (;;) {
      const char = this.peek();
      if (char !== undefined && WHITESPACE.has(char)) {
        this.index += 1;
        continue;
      }
      if (char === '/' && (this.text[this.index + 1] === '/' || this.text[this.index + 1] === '*')) {
        throw new JsonSyntaxError(
          this.index,
          'a JSON-fájlban nem lehet megjegyzés (// vagy /* */)',
          'mező vagy érték',
        );
      }
      return;
    }
  }

  private value(): unknown {
    const char = this.peek();
    if (char === '{') return this.object();
    if (char === '[') return this.array();
    if (char === '"') return this.string();
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return this.number();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.index)) {
        this.index += word.length;
        return value;
      }
    }
    throw this.unexpectedValue();
  }

  private unexpectedValue(): JsonSyntaxError {
    const char = this.peek();
    const expected = 'érték: "szöveg", szám, true, false, { … } vagy [ … ]';
    if (char === undefined) {
      return new JsonSyntaxError(this.index, 'a fájl idő előtt véget ér: hiányzik egy érték', expected);
    }
    if (char === "'") {
      return new JsonSyntaxError(
        this.index,
        'a szöveget egyenes idézőjelek (") közé kell tenni, nem aposztrófok közé',
        expected,
      );
    }
    if (CURLY_QUOTES.has(char)) {
      return new JsonSyntaxError(
        this.index,
        'a szöveg körül egyenes idézőjel (") kell, nem nyomdai idézőjel (ezt egy szövegszerkesztő szokta becserélni)',
        expected,
      );
    }
    if (char === '}' || char === ']') {
      return new JsonSyntaxError(
        this.index,
        'hiányzik egy érték, vagy felesleges vessző áll előtte',
        expected,
      );
    }
    return new JsonSyntaxError(
      this.index,
      'ismeretlen érték; a szöveget idézőjelek közé kell tenni',
      expected,
    );
  }

  private object(): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    const seen = new Set<string>();
    this.index += 1; // {
    this.skipWhitespace();
    if (this.peek() === '}') {
      this.index += 1;
      return result;
    }
    for (;;) {
      this.skipWhitespace();
      const keyPosition = this.index;
      const char = this.peek();
      if (char !== '"') throw this.badKey();
      const key = this.string();
      if (seen.has(key)) this.duplicates.push({ position: keyPosition, key });
      seen.add(key);
      this.skipWhitespace();
      if (this.peek() !== ':') {
        throw new JsonSyntaxError(
          this.index,
          `hiányzik a kettőspont ${withArticle(`"${key}"`)} mezőnév után`,
          '„:”',
        );
      }
      this.index += 1;
      this.skipWhitespace();
      Object.defineProperty(result, key, {
        value: this.value(),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      this.skipWhitespace();
      const next = this.peek();
      if (next === ',') {
        const commaPosition = this.index;
        this.index += 1;
        this.skipWhitespace();
        if (this.peek() === '}') {
          throw new JsonSyntaxError(
            commaPosition,
            'felesleges vessző az utolsó mező után (a } előtt nem állhat vessző)',
            'a vessző törlése',
            '„,”',
          );
        }
        if (/[0-9]/.test(this.peek() ?? '') && /[0-9]/.test(this.text[commaPosition - 1] ?? '')) {
          // A key cannot start with a digit, so `12,5` here is a decimal comma.
          throw new JsonSyntaxError(
            commaPosition,
            'tizedesvessző helyett tizedespontot kell írni (12.5, nem 12,5)',
            '„.”',
          );
        }
        continue;
      }
      if (next === '}') {
        this.index += 1;
        return result;
      }
      throw this.missingSeparator('}');
    }
  }

  private array(): unknown[] {
    const result: unknown[] = [];
    this.index += 1; // [
    this.skipWhitespace();
    if (this.peek() === ']') {
      this.index += 1;
      return result;
    }
    for (;;) {
      this.skipWhitespace();
      result.push(this.value());
      this.skipWhitespace();
      const next = this.peek();
      if (next === ',') {
        const commaPosition = this.index;
        this.index += 1;
        this.skipWhitespace();
        if (this.peek() === ']') {
          throw new JsonSyntaxError(
            commaPosition,
            'felesleges vessző a lista utolsó eleme után (a ] előtt nem állhat vessző)',
            'a vessző törlése',
            '„,”',
          );
        }
        continue;
      }
      if (next === ']') {
        this.index += 1;
        return result;
      }
      throw this.missingSeparator(']');
    }
  }

  /** After a value, neither a comma nor the closing bracket: usually a forgotten comma. */
  private missingSeparator(closing: '}' | ']'): JsonSyntaxError {
    const char = this.peek();
    const expected = `„,” vagy „${closing}”`;
    if (char === undefined) {
      return new JsonSyntaxError(
        this.index,
        `a fájl idő előtt véget ér: hiányzik egy „${closing}”`,
        expected,
      );
    }
    const before = this.text.slice(0, this.index).trimEnd();
    const newLineBetween = /\n/.test(this.text.slice(before.length, this.index));
    if (newLineBetween && (char === '"' || char === '{' || char === '[')) {
      // Point at the end of the line before the next value, where the comma belongs: the
      // position names that line, so the message speaks of it, not of "the previous" one.
      return new JsonSyntaxError(before.length, 'hiányzik a vessző a sor végéről', expected, 'sortörés');
    }
    if (/[0-9]/.test(char) && /[0-9]$/.test(before)) {
      return new JsonSyntaxError(
        this.index,
        'a számban nem lehet szóköz (ezres tagolás nélkül írja: 12000)',
        expected,
      );
    }
    return new JsonSyntaxError(this.index, 'hiányzik egy vessző, vagy a zárójel nincs a helyén', expected);
  }

  private badKey(): JsonSyntaxError {
    const char = this.peek();
    const expected = 'mezőnév idézőjelek között, pl. "title"';
    if (char === undefined) {
      return new JsonSyntaxError(this.index, 'a fájl idő előtt véget ér: hiányzik egy „}”', expected);
    }
    if (char === "'" || CURLY_QUOTES.has(char)) {
      return new JsonSyntaxError(
        this.index,
        'a mezőnév körül egyenes idézőjel (") kell, nem aposztróf vagy nyomdai idézőjel',
        expected,
      );
    }
    return new JsonSyntaxError(this.index, 'a mezőnevet idézőjelek közé kell tenni', expected);
  }

  private string(): string {
    const start = this.index;
    this.index += 1; // opening quote
    for (;;) {
      const char = this.peek();
      if (char === undefined) {
        throw new JsonSyntaxError(start, 'a szöveg nincs lezárva: hiányzik a záró idézőjel (")', '„"”');
      }
      if (char === '"') {
        this.index += 1;
        break;
      }
      if (char === '\n' || char === '\r') {
        throw new JsonSyntaxError(
          this.index,
          'a szöveg nincs lezárva ugyanabban a sorban: hiányzik a záró idézőjel ("), vagy sortörés került a szövegbe',
          '„"” a sor végén',
          'sortörés',
        );
      }
      if (char < ' ') {
        throw new JsonSyntaxError(
          this.index,
          'a szövegben nem lehet tabulátor vagy vezérlőkarakter',
          'szóköz',
        );
      }
      if (char === '\\') {
        const escaped = this.text[this.index + 1];
        if (escaped === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.index + 2, this.index + 6))) {
          this.index += 6;
          continue;
        }
        if (escaped === undefined || !'"\\/bfnrt'.includes(escaped)) {
          throw new JsonSyntaxError(
            this.index,
            'a \\ jel után csak ", \\, /, n vagy t állhat; egyszerű \\ jelhez írjon kettőt (\\\\)',
            '\\", \\\\ vagy \\n',
            `„\\${escaped ?? ''}”`,
          );
        }
        this.index += 2;
        continue;
      }
      this.index += 1;
    }
    return JSON.parse(this.text.slice(start, this.index)) as string;
  }

  private number(): number {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.index));
    if (!match) {
      throw new JsonSyntaxError(this.index, 'hibás szám', 'szám, pl. 12 vagy 12.5');
    }
    const next = this.text[this.index + match[0].length];
    if (match[1] === '0' && next !== undefined && /[0-9]/.test(next)) {
      throw new JsonSyntaxError(this.index, 'a szám nem kezdődhet 0-val', 'szám, pl. 7 (nem 07)');
    }
    this.index += match[0].length;
    return Number(match[0]);
  }
}

/**
 * The build reads trip files with the platform's JSON parser; should it ever
 * reject what the reader above accepted, its verdict wins, placed by the
 * "at position N" of its message.
 */
function jsonParseError(text: string): JsonSyntaxProblem | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const position = Number(/at position (\d+)/.exec(String(error))?.[1] ?? 0);
    return {
      ...lineAndColumn(text, position),
      message: 'a JSON-olvasó itt hibát talált',
      expected: 'szabályos JSON',
      found: describeChar(text[position]),
    };
  }
}

/** Reads JSON text; on a syntax error gives the first error's line, column and a Hungarian reason. */
export function readJson(text: string): JsonReadResult {
  const reader = new Reader(text);
  try {
    const value = reader.read();
    const disagreement = jsonParseError(text);
    if (disagreement) return { ok: false, problem: disagreement };
    const duplicateKeys = reader.duplicates.map(({ position, key }) => ({
      ...lineAndColumn(text, position),
      message: `${withArticle(`"${key}"`)} mező kétszer szerepel ugyanabban az objektumban; csak az utolsó számít`,
      expected: 'minden mezőnév egyszer',
      found: `"${key}" másodszor`,
    }));
    return { ok: true, value, duplicateKeys };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return {
      ok: false,
      problem: {
        ...lineAndColumn(text, error.position),
        message: error.message,
        expected: error.expected,
        found: error.found ?? describeChar(text[error.position]),
      },
    };
  }
}
