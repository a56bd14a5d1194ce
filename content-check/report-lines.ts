/**
 * The checker's lines in the house format, `file: path: what (várt: …,
 * kapott: …)`, and the pieces they are made of: a field path, a value as the
 * volunteer wrote it, a list of allowed values.
 */

export type Path = ReadonlyArray<PropertyKey>;

export function formatPath(path: Path): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text === '' ? String(segment) : `.${String(segment)}`;
  }
  return text;
}

/** A value as the volunteer wrote it, short enough for one line. */
export function formatFound(value: unknown): string {
  if (value === undefined) return 'semmi (a mező hiányzik)';
  if (typeof value === 'string') {
    const quoted = JSON.stringify(value);
    return quoted.length > 60 ? `${quoted.slice(0, 56)}…"` : quoted;
  }
  if (Array.isArray(value)) return `lista (${value.length} elem)`;
  if (value !== null && typeof value === 'object') return 'objektum { … }';
  // What is left of a JSON value: a number, true or false, or null, each written as in the file.
  return JSON.stringify(value);
}

export function oneOf(values: ReadonlyArray<unknown>): string {
  const texts = values.map((value) => (typeof value === 'string' ? `"${value}"` : String(value)));
  if (texts.length <= 1) return texts.join('');
  return `${texts.slice(0, -1).join(', ')} vagy ${texts.at(-1)}`;
}

export function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/**
 * What a finding says, apart: the editor words it for its form (admin/field-issues.ts),
 * naming the field by its label where the line names it by its path.
 */
export interface Issue {
  file: string;
  /** The field, as a path in the file's document; a text (a line and column) when it is no field. */
  path: Path | string;
  message: string;
  expected?: string;
  found?: string;
  /** What kind of mistake zod found, when zod found it: the editor says what to write by it. */
  kind?: IssueKind;
  /** The line `trips:check` prints for it. */
  text: string;
}

/**
 * - `missing`: a required field left out;
 * - `type`: a value of another kind than the field's (`wants` says which: number, int, string…);
 * - `format`: a text not in the field's form (a date, a time);
 * - `range`: a number, text or list too small or too big;
 * - `choice`: a value outside the field's fixed choices;
 * - `unknown`: a field the schema does not have.
 */
export type IssueKind =
  | { code: 'missing' }
  | { code: 'type'; wants: string }
  | { code: 'format' }
  | { code: 'range' }
  | { code: 'choice' }
  | { code: 'unknown' };

/** Collects lines in the house format: `file: path: what (várt: …, kapott: …)`. */
export class Findings {
  private readonly lines: Array<{ severity: 'problem' | 'note'; issue: Issue }> = [];

  private static line(file: string, where: string, message: string, expected?: string, found?: string) {
    const details = [
      expected === undefined ? null : `várt: ${expected}`,
      found === undefined ? null : `kapott: ${found}`,
    ].filter(Boolean);
    const tail = details.length > 0 ? ` (${details.join(', ')})` : '';
    return `${file}: ${where === '' ? '' : `${where}: `}${message}${tail}`;
  }

  problem(
    file: string,
    path: Path | string,
    message: string,
    expected?: string,
    found?: string,
    kind?: IssueKind,
  ) {
    const where = typeof path === 'string' ? path : formatPath(path);
    this.lines.push({
      severity: 'problem',
      issue: {
        file,
        path,
        message,
        ...(expected === undefined ? {} : { expected }),
        ...(found === undefined ? {} : { found }),
        ...(kind ? { kind } : {}),
        text: Findings.line(file, where, message, expected, found),
      },
    });
  }

  note(file: string, path: Path, message: string) {
    const text = Findings.line(file, formatPath(path), message);
    this.lines.push({ severity: 'note', issue: { file, path, message, text } });
  }

  /** Lines grouped by file, in the order given (the order of discovery within a file). */
  sorted(severity: 'problem' | 'note', fileOrder: readonly string[]): string[] {
    return this.issues(severity, fileOrder).map((issue) => issue.text);
  }

  /** The findings of `sorted`, each with its parts. */
  issues(severity: 'problem' | 'note', fileOrder: readonly string[]): Issue[] {
    const rank = (file: string) => {
      const index = fileOrder.indexOf(file);
      return index === -1 ? fileOrder.length : index;
    };
    return this.lines
      .filter((line) => line.severity === severity)
      .map(({ issue }, index) => ({ issue, index }))
      .sort((a, b) => rank(a.issue.file) - rank(b.issue.file) || a.index - b.index)
      .map(({ issue }) => issue);
  }
}
