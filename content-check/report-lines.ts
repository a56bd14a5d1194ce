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

/** Collects lines in the house format: `file: path: what (várt: …, kapott: …)`. */
export class Findings {
  private readonly lines: { file: string; kind: 'problem' | 'note'; text: string }[] = [];

  private static line(file: string, where: string, message: string, expected?: string, found?: string) {
    const details = [
      expected === undefined ? null : `várt: ${expected}`,
      found === undefined ? null : `kapott: ${found}`,
    ].filter(Boolean);
    const tail = details.length > 0 ? ` (${details.join(', ')})` : '';
    return `${file}: ${where === '' ? '' : `${where}: `}${message}${tail}`;
  }

  problem(file: string, path: Path | string, message: string, expected?: string, found?: string) {
    const where = typeof path === 'string' ? path : formatPath(path);
    this.lines.push({ file, kind: 'problem', text: Findings.line(file, where, message, expected, found) });
  }

  note(file: string, path: Path, message: string) {
    this.lines.push({ file, kind: 'note', text: Findings.line(file, formatPath(path), message) });
  }

  /** Lines grouped by file, in the order given (the order of discovery within a file). */
  sorted(kind: 'problem' | 'note', fileOrder: readonly string[]): string[] {
    const rank = (file: string) => {
      const index = fileOrder.indexOf(file);
      return index === -1 ? fileOrder.length : index;
    };
    return this.lines
      .filter((line) => line.kind === kind)
      .map((line, index) => ({ ...line, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map((line) => line.text);
  }
}
