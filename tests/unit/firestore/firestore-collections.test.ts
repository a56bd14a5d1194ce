/**
 * The collections' names are written twice: in schema/collections.ts, which every reader and
 * writer imports, and in firestore.rules, which matches them by name. A name changed on one
 * side only would leave a collection unguarded, or the page writing where no rule allows it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as collections from '../../../schema/collections.ts';

const rules = readFileSync('firestore.rules', 'utf8');

/** Every path segment the rules match by name (`match /event/{eventId}` gives `event`). */
const matchedNames = [...rules.matchAll(/^\s*match\s+(\/[^{\s]*)/gm)]
  .flatMap((match) => match[1]!.split('/'))
  .filter((segment) => segment && segment !== 'databases');
/** The collections and documents named in the rules' look-ups (`/documents/organisers/$(…)`). */
const lookedUp = [...rules.matchAll(/\/documents\/([A-Za-z]+)\//g)].map((match) => match[1]!);

const names = Object.entries(collections)
  .filter(([key]) => /_(COLLECTION|DOCUMENT)$/.test(key))
  .map(([key, value]) => [key, value as string] as const);

describe('the collections in the schema and in the rules', () => {
  it.each(names)('%s (%s) is matched by the rules', (_key, name) => {
    expect([...matchedNames, ...lookedUp]).toContain(name);
  });

  it('every name the rules match is a collection or document of the schema', () => {
    const known = new Set(names.map(([, name]) => name));
    expect([...new Set(matchedNames)].filter((name) => !known.has(name))).toEqual([]);
    expect([...new Set(lookedUp)].filter((name) => !known.has(name))).toEqual([]);
  });

  it('a new event document is named after its season and id, as the rules demand', () => {
    expect(collections.seasonDocumentId(2026, 7)).toBe('2026-7');
    expect(rules).toContain("return data.date.split('[.]')[0] + '-' + string(data.id);");
  });
});
