/**
 * No text a visitor, an organiser or a volunteer reads hedges the article with
 * both forms in brackets: every one is chosen by src/lib/hungarian-article.ts
 * or worded so that it needs none. This reads every source file of the folders
 * those texts come from, so a new message with the hedge fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['src', 'organisers', 'admin', 'tools', 'vite-plugins', 'schema', 'content-check', '.github'];
const SOURCE = /\.(ts|tsx|js|mjs|html|json|css)$/;
// Built from parts so that this file's own text is not a hedge either.
const HEDGE = new RegExp(`(?<!\\p{L})[aA]\\(${'z'}\\)`, 'u');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => SOURCE.test(path) && !path.split(/[\\/]/).includes('node_modules'))
    .map((path) => join(ROOT, folder, path));
}

describe('the hedged article', () => {
  it('is recognised in a message as it would be written', () => {
    expect(HEDGE.test(`nem ${'a'}(z) "${'demo'}" projekt`)).toBe(true);
    expect(HEDGE.test(`${'A'}(z) „Őszi” túra`)).toBe(true);
    expect(HEDGE.test('az „Őszi” túra, a Mátra, f(z)')).toBe(false);
  });

  it('appears in no source file of the site, the organisers’ page, the editor or the tools', () => {
    const files = FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const hedged = files
      .filter((file) => HEDGE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(hedged).toEqual([]);
  });
});
