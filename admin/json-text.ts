/**
 * A content file's text as the editor writes it: the layout Prettier gives
 * the project's JSON (`.prettierrc.json`, as `trips:new` writes its files),
 * so saving a trip through the editor changes only the lines that changed
 * and a pull request shows what the volunteer did. Decap CMS writes a file
 * synchronously and Prettier 3 formats only asynchronously, hence this
 * printer of its rules for JSON; tests/unit/admin/editor-json-text.test.ts holds it
 * to Prettier on every content file of the repository.
 *
 * The rules: an object or list stays on one line when it fits in the width
 * (with the comma after it); otherwise each member goes on a line of its
 * own. A list of several objects (or lists) that each have more than one
 * member is always one per line.
 */

/** `.prettierrc.json`'s printWidth. */
export const LINE_WIDTH = 110;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isContainer(value: Json): value is Json[] | { [key: string]: Json } {
  return value !== null && typeof value === 'object';
}

function members(value: Json[] | { [key: string]: Json }): Array<[string | null, Json]> {
  return Array.isArray(value)
    ? value.map((item) => [null, item])
    : Object.entries(value).map(([key, item]) => [key, item]);
}

function oneLine(value: Json): string {
  if (!isContainer(value)) return JSON.stringify(value);
  const parts = members(value).map(
    ([key, item]) => (key === null ? '' : `${JSON.stringify(key)}: `) + oneLine(item),
  );
  if (Array.isArray(value)) return `[${parts.join(', ')}]`;
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}

/** Prettier breaks a list of several multi-member objects (or lists) whatever its width. */
function alwaysBroken(value: Json): boolean {
  if (!Array.isArray(value) || value.length < 2) return false;
  const first = value[0]!;
  return value.every(
    (item) =>
      isContainer(item) &&
      Array.isArray(item) === Array.isArray(first) &&
      (Array.isArray(item) ? item.length : Object.keys(item).length) > 1,
  );
}

/**
 * `value` printed from column `column` (where its first character goes), at
 * `indent` spaces for its own closing bracket, with `after` characters (a
 * comma) following it on its line.
 */
function print(value: Json, indent: number, column: number, after: number): string {
  const flat = oneLine(value);
  if (!isContainer(value) || (!alwaysBroken(value) && column + flat.length + after <= LINE_WIDTH))
    return flat;
  const entries = members(value);
  if (entries.length === 0) return flat;
  const inner = ' '.repeat(indent + 2);
  const lines = entries.map(([key, item], index) => {
    const prefix = key === null ? '' : `${JSON.stringify(key)}: `;
    const comma = index < entries.length - 1 ? 1 : 0;
    return `${inner}${prefix}${print(item, indent + 2, inner.length + prefix.length, comma)}`;
  });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join(',\n')}\n${' '.repeat(indent)}${close}`;
}

/** The file's text for a JSON value, ending with a newline. */
export function jsonText(value: unknown): string {
  return `${print(JSON.parse(JSON.stringify(value)) as Json, 0, 0, 0)}\n`;
}
