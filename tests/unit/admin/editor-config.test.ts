// @vitest-environment node
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ClubSettingsSchema } from '../../../schema/club.ts';
import { StoredEventSchema } from '../../../schema/event.ts';
import { TripSchema } from '../../../schema/trip.ts';
import { editorConfig } from '../../../admin/editor-config.ts';
import {
  COORDINATES_WIDGET,
  countedItem,
  type EditorField,
  formFields,
  FORM_SOURCES,
  type JsonSchemaNode,
  PICTURE_WIDGET,
} from '../../../admin/fields.ts';
import { NOT_EDITED, TRIP_WORDS } from '../../../admin/labels.ts';

/*
 * The editor's forms are generated from the content schemas (admin/fields.ts): every
 * field a trip, an event or the club settings may have is in the editor with a
 * Hungarian label, and none the schemas do not have.
 */

/** Every field path of a schema, as the content check writes it (`days[].routes[].level`). */
function schemaPaths(node: JsonSchemaNode, prefix = ''): string[] {
  const own = Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const path = `${prefix}${name}`;
    const items = child.items?.type === 'object' ? schemaPaths(child.items, `${path}[].`) : [];
    return [path, ...schemaPaths(child, `${path}.`), ...items];
  });
  return own;
}

/** Every field path of a generated form, with its label. */
function formPaths(fields: EditorField[], prefix = ''): Array<[string, string]> {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const inner = field.fields
      ? formPaths(field.fields, field.widget === 'list' ? `${path}[].` : `${path}.`)
      : [];
    return [[path, field.label] as [string, string], ...inner];
  });
}

const inputSchema = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: 'input', target: 'draft-7' }) as JsonSchemaNode;

const config = editorConfig(
  { repo: 'klub/honlap', authUrl: 'https://auth.example', siteUrl: '' },
  'http://127.0.0.1',
);
const [trips, events, club] = config.collections;

const forms = {
  trip: { schema: TripSchema, fields: trips!.fields! },
  event: { schema: StoredEventSchema, fields: events!.fields![0]!.fields! },
  club: { schema: ClubSettingsSchema, fields: club!.files![0]!.fields },
};

describe("the editor's forms", () => {
  it.each(Object.entries(forms))(
    'the %s form has every field of its schema, each with a Hungarian label, and no other',
    (kind, { schema, fields }) => {
      const notEdited = Object.keys(NOT_EDITED[kind as keyof typeof NOT_EDITED]);
      // A field left out leaves out what it holds too (`seats` and `seats.taken`).
      const expected = schemaPaths(inputSchema(schema)).filter(
        (path) => !notEdited.some((field) => path === field || path.startsWith(`${field}.`)),
      );
      const generated = formPaths(fields);
      expect(generated.map(([path]) => path).sort()).toEqual(expected.sort());
      // A label of its own, not the field's JSON name: "Ár (Ft/fő)" for `price`.
      for (const [path, label] of generated) {
        expect(label, path).toMatch(/^\p{Lu}/u);
        expect(label.toLowerCase(), path).not.toBe(path.split('.').at(-1)!.toLowerCase());
      }
    },
  );

  it('leaves out only fields its schema has, each with the reason', () => {
    for (const [kind, fields] of Object.entries(NOT_EDITED)) {
      const paths = schemaPaths(inputSchema(forms[kind as keyof typeof forms].schema));
      for (const [path, reason] of Object.entries(fields)) {
        expect(paths, `${kind}: ${path}`).toContain(path);
        expect(reason.length).toBeGreaterThan(10);
      }
    }
  });

  it('names each label after a field that exists', () => {
    const paths = schemaPaths(inputSchema(TripSchema));
    expect(Object.keys(TRIP_WORDS).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('asks for what the schema requires, and offers each fixed choice by its Hungarian name', () => {
    const title = forms.trip.fields.find((field) => field.name === 'title');
    const subtitle = forms.trip.fields.find((field) => field.name === 'subtitle');
    expect(title?.required).toBeUndefined();
    expect(subtitle?.required).toBe(false);
    const days = forms.trip.fields.find((field) => field.name === 'days')!;
    const routes = days.fields!.find((field) => field.name === 'routes')!;
    const level = routes.fields!.find((field) => field.name === 'level')!;
    expect(level.options).toEqual([
      { label: 'Rövid táv', value: 'short' },
      { label: 'Közepes táv', value: 'medium' },
      { label: 'Hosszú táv', value: 'long' },
    ]);
    // Inside an optional group nothing is demanded of the form until the group is filled in.
    const difficulty = routes.fields!.find((field) => field.name === 'difficulty')!;
    expect(difficulty.fields!.map((field) => field.required)).toEqual([false, false]);
    // A route's trail markings: a list, each picked from the national set by its name and code.
    const markings = routes.fields!.find((field) => field.name === 'markings')!;
    expect(markings).toMatchObject({ widget: 'list', required: false, label_singular: 'jelzés' });
    expect(markings.field?.widget).toBe('select');
    expect(markings.field?.options).toHaveLength(33);
    expect(markings.field?.options?.slice(0, 2)).toEqual([
      { label: 'kék sáv (K)', value: 'K' },
      { label: 'kék kereszt (K+)', value: 'K+' },
    ]);
    expect(markings.field?.options?.at(-1)).toEqual({ label: 'tanösvény (T)', value: 'T' });
  });

  it('counts every list in the singular: "2 ár", never "2 árak"', () => {
    const lists = [trips!.fields!, events!.fields!, club!.files![0]!.fields].flatMap(function lists(
      fields: EditorField[],
    ): EditorField[] {
      return fields.flatMap((field) => [
        ...(field.widget === 'list' ? [field] : []),
        ...lists(field.fields ?? []),
      ]);
    });
    expect(lists.map((list) => list.name)).toEqual(
      expect.arrayContaining(['departures', 'days', 'routes', 'tiers', 'events', 'organisers']),
    );
    for (const list of lists) {
      // Decap's heading: the count, then the label the list is handed (admin/list-widget.tsx),
      // or for one item its label_singular, in small letters.
      const heading = (count: number) =>
        `${count} ${(count === 1 ? (list.label_singular ?? countedItem(list)) : countedItem(list)).toLowerCase()}`;
      const noun = list.label_singular?.toLowerCase();
      expect(noun, list.label).toBeDefined();
      // A Hungarian plural ends in -k (árak, napok, tételek): the item's name is no plural.
      expect(noun, list.label).not.toMatch(/k$/);
      for (const count of [0, 1, 2, 5]) expect(heading(count), list.label).toBe(`${count} ${noun}`);
    }
  });

  it('stops with the path of a field added to a schema without a Hungarian label', () => {
    const schema = inputSchema(TripSchema.extend({ meetingPoint: z.string() }));
    expect(() => formFields({ ...FORM_SOURCES.trip, schema })).toThrow(
      'admin/labels.ts: no Hungarian label for the field meetingPoint',
    );
  });

  it('publishes through pull requests on GitHub, and saves into the checkout on 127.0.0.1', () => {
    expect(config).toMatchObject({
      backend: { name: 'github', repo: 'klub/honlap', branch: 'main', base_url: 'https://auth.example' },
      publish_mode: 'editorial_workflow',
      local_backend: { url: 'http://127.0.0.1/api/v1' },
      locale: 'hu',
    });
  });
});

describe('what the editor asks a volunteer to pick rather than type', () => {
  const points = [
    { id: 'benzinkut', name: 'Benzinkút' },
    { id: 'parkolo', name: 'Parkoló' },
  ];
  const picked = editorConfig({ repo: 'klub/honlap', authUrl: '', siteUrl: '' }, 'http://127.0.0.1', {
    departurePoints: points,
  });
  const fields = picked.collections[0]!.fields!;
  const field = (list: EditorField[], name: string) => list.find((candidate) => candidate.name === name)!;

  it("offers a departure's point from the club's points by name, keeping the id", () => {
    expect(field(field(fields, 'departures').fields!, 'point')).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Benzinkút', value: 'benzinkut' },
        { label: 'Parkoló', value: 'parkolo' },
      ],
    });
  });

  it("picks a picture from the site's and a place as two numbers, each labelled", () => {
    expect(field(fields, 'picture').widget).toBe(PICTURE_WIDGET);
    expect(field(events!.fields![0]!.fields!, 'picture').widget).toBe(PICTURE_WIDGET);
    for (const place of [
      field(field(fields, 'destination').fields!, 'coordinates'),
      field(field(club!.files![0]!.fields, 'departurePoints').fields!, 'coordinates'),
    ]) {
      expect(place.widget).toBe(COORDINATES_WIDGET);
      expect(place.fields!.map(({ name, label }) => [name, label])).toEqual([
        ['lat', 'Szélesség (fok)'],
        ['lon', 'Hosszúság (fok)'],
      ]);
    }
  });

  it('speaks of no file, JSON or key in a label or hint of the forms', () => {
    const texts = [trips!.fields!, events!.fields!, club!.files![0]!.fields].flatMap(function words(
      list: EditorField[],
    ): string[] {
      return list.flatMap((item) => [
        item.label,
        item.hint ?? '',
        ...words(item.fields ?? []),
        ...(item.field ? words([item.field]) : []),
      ]);
    });
    const technical = texts.filter((text) =>
      /\.json|\.gpx|\{ "|programN|public\/|src\/|"short"|"easy"/.test(text),
    );
    expect(technical).toEqual([]);
  });

  it('runs on the in-memory test repository only when asked, without the local backend', () => {
    const onTestRepo = editorConfig({ repo: '', authUrl: '', siteUrl: '' }, 'http://127.0.0.1', {
      testRepo: true,
    });
    expect(onTestRepo.backend.name).toBe('test-repo');
    expect(onTestRepo).not.toHaveProperty('local_backend');
    expect(onTestRepo.publish_mode).toBe('editorial_workflow');
    expect(config.backend.name).toBe('github');
  });
});
