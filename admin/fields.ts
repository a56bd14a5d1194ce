/**
 * The editor's form, generated from the content schemas: each field of
 * schema/trip.ts, schema/event.ts and schema/club.ts becomes a Decap CMS
 * field of the matching kind (text, number, choice, switch, group, list),
 * required where the schema requires it, labelled in Hungarian from
 * admin/labels.ts. A field added to a schema appears in the editor at the
 * next build; one without a Hungarian label stops the generation (and
 * tests/unit/admin/editor-config.test.ts) with its path.
 */
import { z } from 'zod';
import { ClubSettingsSchema } from '../schema/club.ts';
import { StoredEventSchema } from '../schema/event.ts';
import { tripJsonSchema, TRIP_FIELD_HELP } from '../content-check/trip-json-schema.ts';
import { TRIP_SCHEMA_REF } from '../content-check/trip-template.ts';
import { CHOICE_NAMES, CLUB_WORDS, EVENT_WORDS, NOT_EDITED, type SchemaWords, TRIP_WORDS } from './labels.ts';

/** The widget of every number field: typed text that stays text when it is no number (admin/number-widget.tsx). */
export const NUMBER_WIDGET = 'szam';

/** The widget of a route's GPX track: an upload named after the route (admin/track-widget.tsx). */
export const TRACK_WIDGET = 'nyomvonal';

/** The widget of a picture: one of the site's pictures, picked by how it looks (admin/picture-widget.tsx). */
export const PICTURE_WIDGET = 'kep';

/** The widget of a place's coordinates: two number fields, never JSON (admin/coordinates-widget.tsx). */
export const COORDINATES_WIDGET = 'terkephely';

/**
 * The word a list's heading writes after the count of its items ("2 ár"): the name of one item,
 * whatever the count, as Hungarian puts a noun after a number. Decap's list takes its label, the
 * plural, for every count but one; admin/list-widget.tsx hands it this word as the label instead.
 */
export const countedItem = (field: { label: string; label_singular?: string }) =>
  field.label_singular ?? field.label;

/** A departure point of the club settings, as a trip's departure picks it. */
export interface DeparturePointChoice {
  id: string;
  name: string;
}

/** A field of Decap CMS's configuration (https://decapcms.org/docs/widgets/), as far as the editor uses it. */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  fields?: EditorField[];
  field?: EditorField;
  options?: Array<{ label: string; value: string }>;
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  /** Where an upload of the field is saved: `''` beside the entry's file. */
  media_folder?: string;
  public_folder?: string;
}

export interface JsonSchemaNode {
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  enum?: string[];
}

export interface FormSource {
  /** The schema as JSON Schema, input side (a field with a default may be left out). */
  schema: JsonSchemaNode;
  words: SchemaWords;
  /** The hint of a field whose words give none. */
  help?: Record<string, string>;
  notEdited: Record<string, string>;
  /** Fields kept as they are, out of sight, with the value a new document gets. */
  hidden?: Record<string, unknown>;
  /** Fields with a widget of their own, by path, instead of the one their kind gets. */
  own?: Record<string, Pick<EditorField, 'widget' | 'media_folder' | 'public_folder' | 'options'>>;
}

/**
 * The fields of an object. Inside an optional group (a route's `difficulty`)
 * none is required of the form: Decap would demand them even with the group
 * left out; once it is filled in, the content check names what it lacks.
 */
function fieldsOf(node: JsonSchemaNode, path: string, source: FormSource, optional = false): EditorField[] {
  const required = new Set(optional ? [] : (node.required ?? []));
  return Object.entries(node.properties ?? {})
    .filter(([name]) => !(`${path}${name}` in source.notEdited))
    .map(([name, child]) => fieldOf(name, child, `${path}${name}`, required.has(name), source));
}

/** A select of the field's fixed choices, each under its Hungarian name. */
function choiceField(path: string, values: string[]) {
  const names = CHOICE_NAMES[path];
  return {
    widget: 'select',
    options: values.map((value) => {
      const label = names?.[value];
      if (!label) throw new Error(`admin/labels.ts: no Hungarian name for ${path} = "${value}"`);
      return { label, value };
    }),
  };
}

function fieldOf(
  name: string,
  node: JsonSchemaNode,
  path: string,
  required: boolean,
  source: FormSource,
): EditorField {
  const words = source.words[path];
  if (!words) throw new Error(`admin/labels.ts: no Hungarian label for the field ${path}`);
  // The file-oriented help quotes a text value as JSON does ("06:00"): in a form, typographic quotes,
  // so that nobody types the quotes into the field.
  const hint = words.hint ?? source.help?.[path]?.replace(/"([^"]*)"/g, '„$1”');
  const base: EditorField = {
    name,
    label: words.label,
    widget: 'string',
    ...(required ? {} : { required: false }),
    ...(hint ? { hint } : {}),
  };
  if (source.hidden && path in source.hidden)
    return { ...base, widget: 'hidden', default: source.hidden[path] };
  if (source.own && path in source.own) {
    // A group keeps its fields' labels: the widget of its own names its inputs with them.
    const fields = node.type === 'object' ? { fields: fieldsOf(node, `${path}.`, source, !required) } : {};
    return { ...base, ...fields, ...source.own[path] };
  }
  if (node.enum) return { ...base, ...choiceField(path, node.enum) };
  switch (node.type) {
    case 'string':
      return { ...base, widget: words.long ? 'text' : 'string' };
    case 'number':
    case 'integer':
      return { ...base, widget: NUMBER_WIDGET };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(node, `${path}.`, source, !required) };
    case 'array': {
      const items = node.items ?? {};
      const list = {
        ...base,
        widget: 'list',
        ...(words.item ? { label_singular: words.item } : {}),
        ...(words.summary ? { summary: words.summary } : {}),
        ...(words.open ? { collapsed: false } : {}),
      };
      if (items.type === 'object') return { ...list, fields: fieldsOf(items, `${path}[].`, source) };
      // A list of fixed choices (a route's trail markings): each item picked from the closed set.
      if (items.enum)
        return {
          ...list,
          field: { name: 'item', label: words.item ?? words.label, ...choiceField(`${path}[]`, items.enum) },
        };
      // A list of texts: each item one line of its own, stored as the text itself.
      return {
        ...list,
        field: { name: 'item', label: words.item ?? words.label, widget: words.long ? 'text' : 'string' },
      };
    }
    default:
      throw new Error(`admin/fields.ts: the field ${path} is of a kind the editor has no widget for`);
  }
}

const inputSchema = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: 'input', target: 'draft-7' }) as JsonSchemaNode;

/** The sources of the three forms; tests read them to compare with the generated fields. */
export const FORM_SOURCES = {
  trip: {
    schema: tripJsonSchema(),
    words: TRIP_WORDS,
    help: TRIP_FIELD_HELP,
    notEdited: NOT_EDITED.trip,
    hidden: { $schema: TRIP_SCHEMA_REF },
    own: {
      // Uploaded beside the trip document, as the content check and the build look for it.
      'days[].routes[].track': { widget: TRACK_WIDGET, media_folder: '', public_folder: '' },
      picture: { widget: PICTURE_WIDGET },
      'destination.coordinates': { widget: COORDINATES_WIDGET },
    },
  },
  event: {
    schema: inputSchema(StoredEventSchema),
    words: EVENT_WORDS,
    notEdited: NOT_EDITED.event,
    own: { picture: { widget: PICTURE_WIDGET } },
  },
  club: {
    schema: inputSchema(ClubSettingsSchema),
    words: CLUB_WORDS,
    notEdited: NOT_EDITED.club,
    own: { 'departurePoints[].coordinates': { widget: COORDINATES_WIDGET } },
  },
} satisfies Record<string, FormSource>;

/**
 * A trip's departure point picked from the club's list by its name; the file keeps its id. The
 * list is the club settings the content check compares with, so what can be picked is what passes.
 */
function withDeparturePoints(source: FormSource, points: readonly DeparturePointChoice[]): FormSource {
  if (points.length === 0) return source;
  const options = points.map((point) => ({ label: point.name, value: point.id }));
  return { ...source, own: { ...source.own, 'departures[].point': { widget: 'select', options } } };
}

/**
 * `value` with the fields of each object in the schema's order (fields it does
 * not know after them): Decap keeps an entry's data in maps that do not keep
 * the order of their keys, and a file should read as it did before.
 */
export function inSchemaOrder(value: unknown, node: JsonSchemaNode | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, node?.items));
  if (value === null || typeof value !== 'object') return value;
  const known = Object.keys(node?.properties ?? {});
  const keys = [
    ...known.filter((key) => key in value),
    ...Object.keys(value).filter((key) => !known.includes(key)),
  ];
  return Object.fromEntries(
    keys.map((key) => [key, inSchemaOrder((value as Record<string, unknown>)[key], node?.properties?.[key])]),
  );
}

/** The fields of a form: every field of its schema but those it leaves out. */
export const formFields = (source: FormSource): EditorField[] => fieldsOf(source.schema, '', source);

/** The form of a trip file (trips/<year>/programN.json), its departures picked from `departurePoints`. */
export const tripFields = (departurePoints: readonly DeparturePointChoice[] = []) =>
  formFields(withDeparturePoints(FORM_SOURCES.trip, departurePoints));

/** The form of one event of a season's list (src/content/events/<year>.json). */
export const eventFields = () => formFields(FORM_SOURCES.event);

/** The form of the club settings (src/content/club.json). */
export const clubFields = () => formFields(FORM_SOURCES.club);
