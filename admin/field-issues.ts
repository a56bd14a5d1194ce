/**
 * The content check's findings as the editor says them: each names the field
 * by the label the form shows it under (admin/labels.ts), the list item it is
 * in by what the volunteer sees of it (the 40 fős csoport, the hosszú táv),
 * and says what to write there. `trips:check` prints the same findings with
 * the file and the field's path (`fee.tiers[0].price: rossz típus`), for whom
 * edits the file; a volunteer in the form sees neither.
 */
import type { Issue, Path } from '../content-check/report-lines.ts';
import { CONTENT_PATHS } from '../content-check/content-paths.ts';
import { TRIP_FIELD_HELP } from '../content-check/trip-json-schema.ts';
import { CHOICE_NAMES, CLUB_WORDS, EVENT_WORDS, type SchemaWords, TRIP_WORDS } from './labels.ts';
import { withCapitalArticle } from '../src/lib/hungarian-article.ts';
import { COLLECTIONS } from './save-plan.ts';

const WORDS: Record<string, SchemaWords> = {
  [COLLECTIONS.trips]: TRIP_WORDS,
  [COLLECTIONS.events]: EVENT_WORDS,
  [COLLECTIONS.club]: CLUB_WORDS,
};

type Item = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * How a message names an item of a list, by the list's path (`[]` for an event
 * list's events): what the form's closed item shows of it. None: its place.
 */
const WHICH: Record<string, (item: Item) => string> = {
  '[]': (event) => [text(event.date), text(event.name)].filter(Boolean).join(' '),
  'days[].routes[]': (route) =>
    CHOICE_NAMES['days[].routes[].level']![text(route.level)]?.toLowerCase() ?? text(route.title),
  'fee.tiers[]': (tier) => (text(tier.groupSize) ? `${text(tier.groupSize)} fős csoport` : ''),
  'organisers[]': (organiser) => text(organiser.name),
  'departurePoints[]': (point) => text(point.name),
};

/** The value at `path` in `document`. */
function valueAt(document: unknown, path: Path): unknown {
  let value = document;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** The field's key in the words (`days[].routes[].level`), and the list items on its way. */
function placeOf(path: Path, document: unknown, words: SchemaWords) {
  let key = '';
  const items: string[] = [];
  path.forEach((segment, index) => {
    if (typeof segment !== 'number') {
      // An event list's events are the file's list itself: their fields' words have no prefix.
      key = key === '' || key === '[]' ? String(segment) : `${key}.${String(segment)}`;
      return;
    }
    const item = valueAt(document, path.slice(0, index + 1));
    const named = WHICH[`${key}[]`]?.((item ?? {}) as Item);
    const itemWord = key === '' ? 'esemény' : (words[key]?.item ?? 'elem');
    items.push(named || `${segment + 1}. ${itemWord}`);
    key = `${key}[]`;
  });
  return { key, items };
}

/** The first example a field's hint gives ("pl. 9000"), for a number field. */
function exampleNumber(hint: string | undefined): string {
  return /pl\.\s*"?(-?\d+(?:\.\d+)?)/.exec(hint ?? '')?.[1] ?? '12';
}

/** A trip's season with no event list in the repository: its events are the organisers' page's. */
const SEASON_WITHOUT_LIST = new RegExp(
  `nincs ${CONTENT_PATHS.events}/(\\d{4})\\.json: a dátumot a Firestore-ban rögzített eseményhez vesse össze`,
  'g',
);

/**
 * Words of a rule's message that belong to the file, not the form: the
 * club's file, the pictures' folder and the season's event list by what the
 * editor calls them, the template's values as the new trip's, what stands in a
 * field as in it (not "here", a line of the file), a file named in brackets left
 * out, a field named by its JSON key called by its label.
 */
function inFormWords(message: string, words: SchemaWords): string {
  let said = message
    .replace(
      SEASON_WITHOUT_LIST,
      (_, season: string) =>
        `${withCapitalArticle(`${season}.`)} évadnak nincs eseménylistája az Eseménylisták között: a dátumot vesse össze a szervezők oldalán rögzített eseménnyel`,
    )
    .replaceAll(`a ${CONTENT_PATHS.club} fájlban`, 'A klub adatai között')
    .replaceAll(`a ${CONTENT_PATHS.pictures} mappában lévő fájl neve`, 'a honlap egyik képe')
    .replaceAll(`a ${CONTENT_PATHS.pictures} mappában`, 'a honlap képei között')
    .replaceAll('írja vissza a "draft": true sort', 'kapcsolja be a Vázlat kapcsolót')
    .replaceAll('a trips:new mintaértéke', 'az új túra mintaértéke')
    .replaceAll(' áll itt (', ' áll benne (')
    .replace(/\s*\([^()]*\.(?:json|gpx)[^()]*\)/g, '')
    .replace(/\b[\w./<>-]+\.(?:json|gpx)\b/g, 'a fájl');
  for (const [path, field] of Object.entries(words)) {
    const name = path
      .split(/[.[\]]+/)
      .filter(Boolean)
      .at(-1)!;
    if (!/[a-z][A-Z]/.test(name) && !['track', 'draft', 'key'].includes(name)) continue;
    said = said.replace(
      new RegExp(`"?\\b${name.replace('$', '\\$')}\\b"?(-t[őo]l)?`, 'g'),
      `„${field.label}”`,
    );
  }
  return said;
}

/** What to write in the field, by the kind of mistake. */
function whatToWrite(issue: Issue, hint: string | undefined, value: unknown, words: SchemaWords): string {
  const typed = typeof value === 'string' && value.trim() !== '' ? ` (most ez áll benne: „${value}”)` : '';
  switch (issue.kind?.code) {
    case 'missing':
      return 'töltse ki, ez kötelező';
    case 'type':
      if (issue.kind.wants === 'number' || issue.kind.wants === 'int')
        return `egy ${issue.kind.wants === 'int' ? 'egész ' : ''}szám legyen, például ${exampleNumber(hint)}${typed}`;
      if (issue.kind.wants === 'string') return 'szöveg legyen';
      if (issue.kind.wants === 'boolean') return 'kapcsolja be vagy ki';
      return inFormWords(issue.message, words);
    case 'format':
      return `ilyen legyen: ${inFormWords(issue.expected ?? issue.message, words)}${typed}`;
    case 'range':
      return issue.message === 'nem lehet üres'
        ? issue.message
        : `${issue.message}, ${issue.expected ?? ''}`.replace(/, $/, '');
    case 'choice':
      return 'válasszon a felkínáltak közül';
    case 'unknown':
      return 'ezt a mezőt a szerkesztő nem ismeri: kérje a honlap karbantartóját, hogy nézze meg';
    default: {
      // A rule's own words, then what it wants and what it found (a measure, not a value typed).
      const quoted = (part: string) => inFormWords(part, words).replace(/"([^"]*)"/g, '„$1”');
      const expected = issue.expected ? `; elvárt: ${quoted(issue.expected)}` : '';
      const found =
        issue.found && !/^["{[]|^semmi|^objektum|^lista/.test(issue.found)
          ? `, most: ${quoted(issue.found)}`
          : '';
      return `${quoted(issue.message)}${expected}${expected ? found : ''}`;
    }
  }
}

const capital = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

/** The field at `path` of `document` as the form shows it: its words, and the list items it is in, named. */
function fieldAt(path: Path, collection: string, document: unknown) {
  const words = WORDS[collection] ?? {};
  const { key, items } = placeOf(path, document, words);
  // A list's item itself (a line of the included items): the list's label, the item named.
  const field = words[key] ?? words[key.replace(/\[\]$/, '')];
  const hint = field?.hint ?? (collection === COLLECTIONS.trips ? TRIP_FIELD_HELP[key] : undefined);
  return { field, hint, where: items.length > 0 ? ` (${items.join(', ')})` : '' };
}

/**
 * A line about the field at `path` in the form's words: `„Ár (Ft/fő)” (40 fős
 * csoport): ` and `what`.
 */
export function aboutField(path: Path, collection: string, document: unknown, what: string): string {
  const { field, where } = fieldAt(path, collection, document);
  return field ? `„${field.label}”${where}: ${what}` : `${capital(what)}${where}`;
}

/**
 * One finding of the content check in the form's words: `„Ár (Ft/fő)” (40 fős
 * csoport): egy szám legyen, például 9000.` `document` is the file's document
 * as it would be saved (the list of events for an event list).
 */
export function fieldIssue(issue: Issue, collection: string, document: unknown): string {
  const words = WORDS[collection] ?? {};
  if (typeof issue.path === 'string' || issue.path.length === 0) {
    return `${capital(whatToWrite(issue, undefined, undefined, words))}.`;
  }
  const { hint } = fieldAt(issue.path, collection, document);
  const what = whatToWrite(issue, hint, valueAt(document, issue.path), words);
  return `${aboutField(issue.path, collection, document, what)}.`;
}

/** The findings of a save as the editor lists them, one line each. */
export const fieldIssues = (issues: readonly Issue[], collection: string, document: unknown) =>
  issues.map((issue) => fieldIssue(issue, collection, document));

/**
 * The content check's reminders on a file (a draft's fields the template filled, a track's climb
 * far from the route's) in the form's words, one line each, as its findings are. The reminder to
 * write the schema's address at the file's top is left out: it is for whom edits the file by hand
 * in VS Code, whose completion it turns on; the form has no use for it.
 */
export const fieldNotes = (notes: readonly Issue[], collection: string, document: unknown) =>
  fieldIssues(
    notes.filter((note) => typeof note.path === 'string' || note.path[0] !== '$schema'),
    collection,
    document,
  );
