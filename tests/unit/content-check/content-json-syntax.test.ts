import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readJson } from '../../../content-check/json-syntax.ts';
import { checkFixture, validContent } from '../../support/content-fixture.ts';

/** The check's lines for a trips/2025/program5.json with this exact text. */
function linesFor(text: string): string[] {
  const content = validContent();
  content.trips['program5.json'] = text;
  return checkFixture(content).problems;
}

const F = 'trips/2025/program5.json';

describe('JSON syntax errors: line, column and the likely slip', () => {
  it('points at a comma after the last field', () => {
    expect(linesFor('{\n  "key": "program5",\n  "title": "Mátra",\n}\n')).toEqual([
      `${F}: 3. sor, 19. oszlop: hibás JSON: felesleges vessző az utolsó mező után (a } előtt nem állhat vessző) (várt: a vessző törlése, kapott: „,”)`,
    ]);
  });

  it('points at a comma after the last list item', () => {
    expect(linesFor('{\n  "equipment": [\n    "Bakancs",\n  ]\n}')).toEqual([
      `${F}: 3. sor, 14. oszlop: hibás JSON: felesleges vessző a lista utolsó eleme után (a ] előtt nem állhat vessző) (várt: a vessző törlése, kapott: „,”)`,
    ]);
  });

  it('points at the end of the line where a comma is missing', () => {
    expect(linesFor('{\n  "key": "program5"\n  "title": "Mátra"\n}')).toEqual([
      `${F}: 2. sor, 20. oszlop: hibás JSON: hiányzik a vessző a sor végéről (várt: „,” vagy „}”, kapott: sortörés)`,
    ]);
  });

  it('recognises quotes a word processor put in', () => {
    expect(linesFor('{\n  "title": „Mátra”\n}')).toEqual([
      `${F}: 2. sor, 12. oszlop: hibás JSON: a szöveg körül egyenes idézőjel (") kell, nem nyomdai idézőjel (ezt egy szövegszerkesztő szokta becserélni) (várt: érték: "szöveg", szám, true, false, { … } vagy [ … ], kapott: „„”)`,
    ]);
  });

  it('recognises a field name without quotes and a text in apostrophes', () => {
    expect(linesFor('{\n  title: "Mátra"\n}')).toEqual([
      `${F}: 2. sor, 3. oszlop: hibás JSON: a mezőnevet idézőjelek közé kell tenni (várt: mezőnév idézőjelek között, pl. "title", kapott: „t”)`,
    ]);
    expect(linesFor('{\n  "title": \'Mátra\'\n}')).toEqual([
      `${F}: 2. sor, 12. oszlop: hibás JSON: a szöveget egyenes idézőjelek (") közé kell tenni, nem aposztrófok közé (várt: érték: "szöveg", szám, true, false, { … } vagy [ … ], kapott: „'”)`,
    ]);
  });

  it('recognises a line break inside a text', () => {
    expect(linesFor('{\n  "summary": "Egy mondat.\nMásik mondat."\n}')).toEqual([
      `${F}: 2. sor, 26. oszlop: hibás JSON: a szöveg nincs lezárva ugyanabban a sorban: hiányzik a záró idézőjel ("), vagy sortörés került a szövegbe (várt: „"” a sor végén, kapott: sortörés)`,
    ]);
  });

  it('recognises a decimal comma and a thousands space', () => {
    expect(linesFor('{\n  "distanceKm": 12,5\n}')).toEqual([
      `${F}: 2. sor, 19. oszlop: hibás JSON: tizedesvessző helyett tizedespontot kell írni (12.5, nem 12,5) (várt: „.”, kapott: „,”)`,
    ]);
    expect(linesFor('{\n  "price": 7 500\n}')).toEqual([
      `${F}: 2. sor, 14. oszlop: hibás JSON: a számban nem lehet szóköz (ezres tagolás nélkül írja: 12000) (várt: „,” vagy „}”, kapott: „5”)`,
    ]);
  });

  it('recognises a comment', () => {
    expect(linesFor('{\n  // a túra címe\n  "title": "Mátra"\n}')).toEqual([
      `${F}: 2. sor, 3. oszlop: hibás JSON: a JSON-fájlban nem lehet megjegyzés (// vagy /* */) (várt: mező vagy érték, kapott: „/”)`,
    ]);
  });

  it('says when the file ends too early, is empty, or starts with a BOM', () => {
    expect(linesFor('{\n  "fee": {\n    "tiers": []\n  }\n')).toEqual([
      `${F}: 5. sor, 1. oszlop: hibás JSON: a fájl idő előtt véget ér: hiányzik egy „}” (várt: „,” vagy „}”, kapott: a fájl vége)`,
    ]);
    expect(linesFor('')).toEqual([
      `${F}: 1. sor, 1. oszlop: hibás JSON: a fájl üres (várt: egy { … } objektum, kapott: a fájl vége)`,
    ]);
    expect(linesFor('\ufeff{}')).toEqual([
      `${F}: 1. sor, 1. oszlop: hibás JSON: a fájl elején láthatatlan BOM-jel áll; mentse a fájlt „UTF-8” (nem „UTF-8 with BOM”) kódolással (várt: a fájl elején {, kapott: láthatatlan BOM-jel)`,
    ]);
  });

  it('names a field written twice (JSON.parse would silently keep the last)', () => {
    // The valid fixture trip with a second returnTime right after the first (line 19).
    const text = JSON.stringify(validContent().trips['program5.json'], null, 2).replace(
      '"returnTime": "19:00",',
      '"returnTime": "19:00",\n  "returnTime": "20:00",',
    );
    expect(linesFor(text)).toEqual([
      `${F}: 20. sor, 3. oszlop: a "returnTime" mező kétszer szerepel ugyanabban az objektumban; csak az utolsó számít (várt: minden mezőnév egyszer, kapott: "returnTime" másodszor)`,
    ]);
  });
});

describe('JSON reader', () => {
  it('reads every committed content file exactly as JSON.parse does', () => {
    const files = [
      ...readdirSync('trips', { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.json'))
        .map((name) => `trips/${name}`),
      ...readdirSync('src/content/events').map((name) => `src/content/events/${name}`),
      'src/content/club.json',
      'src/content/pages.json',
    ];
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(readJson(text), file).toEqual({
        ok: true,
        value: JSON.parse(text) as unknown,
        duplicateKeys: [],
      });
    }
  });

  it('accepts what JSON allows: escapes, exponents, nesting, empty containers', () => {
    const text = '{"a": "\\"\\\\\\/\\n\\u00e1", "b": [-0.5e2, 0, {}, [], true, false, null], "c": {"d": []}}';
    expect(readJson(text)).toEqual({ ok: true, value: JSON.parse(text) as unknown, duplicateKeys: [] });
  });
});
