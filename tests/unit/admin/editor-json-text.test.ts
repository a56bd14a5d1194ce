// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { jsonText } from '../../../admin/json-text.ts';

/*
 * The editor writes content files in the layout Prettier gives the project's JSON
 * from its compact form (what `trips:new` writes), so a saved file differs from
 * what was there only where the volunteer changed something.
 */
const root = join(import.meta.dirname, '../../..');

function contentFiles(): string[] {
  const trips = readdirSync(join(root, 'trips'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(join(root, 'trips', dir.name)).map((name) => `trips/${dir.name}/${name}`))
    // The JSON documents; a route's GPX track beside them is the device's own file.
    .filter((file) => file.endsWith('.json'));
  const events = readdirSync(join(root, 'src/content/events')).map((name) => `src/content/events/${name}`);
  return [...trips, ...events, 'src/content/club.json', 'src/content/pages.json'];
}

async function prettierText(value: unknown): Promise<string> {
  return format(JSON.stringify(value), { parser: 'json', singleQuote: true, printWidth: 110 });
}

describe('the text the editor writes', () => {
  it.each(contentFiles())('%s: as Prettier lays out its compact form', async (file) => {
    const value: unknown = JSON.parse(readFileSync(join(root, file), 'utf8'));
    expect(jsonText(value)).toBe(await prettierText(value));
  });

  it.each([
    ['empty containers', { a: [], b: {}, c: [{}], d: [[]] }],
    ['a line exactly at the width', { key: 'x'.repeat(99) }],
    ['a line one past the width', { key: 'x'.repeat(100) }],
    ['a list of one-member objects stays on one line', [{ a: 1 }, { a: 2 }]],
    [
      'a list of two-member objects breaks',
      [
        { a: 1, b: 2 },
        { a: 1, b: 2 },
      ],
    ],
    [
      'a list of lists',
      [
        [1, 2],
        [3, 4],
      ],
    ],
    ['mixed objects and lists', [{ a: 1, b: 2 }, [1, 2]]],
    ['quotes and accents in texts', { title: 'Bükk „csúcs” – "idézet"\n', n: -0.5, ok: true, none: null }],
    ['a deep document', { a: { b: { c: { d: ['x'.repeat(40), 'y'.repeat(40), 'z'.repeat(40)] } } } }],
  ])('%s: as Prettier', async (_name, value) => {
    expect(jsonText(value)).toBe(await prettierText(value));
  });
});
