import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tripJsonSchema } from '../../../content-check/trip-json-schema.ts';

type Node = { properties?: Record<string, Node>; items?: Node; [keyword: string]: unknown };

/** Every object node of a JSON Schema with its field path. */
function* objectNodes(node: Node, path = ''): Generator<[string, Node]> {
  if (node.properties) yield [path || '(gyökér)', node];
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    yield* objectNodes(child, path ? `${path}.${name}` : name);
  }
  if (node.items) yield* objectNodes(node.items, `${path}[]`);
}

function* fieldNodes(node: Node, path = ''): Generator<[string, Node]> {
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const childPath = path ? `${path}.${name}` : name;
    yield [childPath, child];
    yield* fieldNodes(child, childPath);
  }
  if (node.items) yield* fieldNodes(node.items, `${path}[]`);
}

const committed = JSON.parse(readFileSync('schema/trip.schema.json', 'utf8')) as Node;

describe('schema/trip.schema.json', () => {
  it('is what `npm run schema` generates from TripSchema today (run it after changing schema/trip.ts)', () => {
    expect(committed).toEqual(tripJsonSchema());
  });

  it('lets an editor underline unknown fields at every level', () => {
    const open = [...objectNodes(committed)]
      .filter(([, node]) => node.additionalProperties !== false)
      .map(([path]) => path);
    expect(open).toEqual([]);
  });

  it('explains every field in Hungarian', () => {
    const undescribed = [...fieldNodes(committed)]
      .filter(([, node]) => typeof node.description !== 'string' || !/[áéíóöőúüű]/i.test(node.description))
      .map(([path]) => path);
    expect(undescribed).toEqual([]);
  });

  it('keeps fields with a default optional, as a volunteer may leave them out', () => {
    const fee = committed.properties?.fee as Node & { required: string[] };
    expect(fee.required).toEqual(['tiers']);
  });

  it('is referenced by every trip file', () => {
    const files = readdirSync('trips', { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.json'),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const document = JSON.parse(readFileSync(`trips/${name}`, 'utf8')) as { $schema?: string };
      expect(document.$schema, name).toBe('../../schema/trip.schema.json');
    }
  });
});
