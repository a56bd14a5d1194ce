import { z } from 'zod';
import type { SourceFile } from './content-paths.ts';
import { readJson } from './json-syntax.ts';
import { type Findings, formatPath, type Path } from './report-lines.ts';
import { DEFAULT_MESSAGE, describeIssue } from './zod-messages.ts';

/** Reads one file against a schema; every problem goes to `findings`; the data only when all is well. */
// Any zod schema, classic or mini (the event schema is mini: the browser loads it).
export function parseFile<S extends z.core.$ZodType>(
  source: SourceFile,
  schema: S,
  findings: Findings,
  options: { help?: (path: Path) => string | undefined; knownFields?: (path: Path) => string[] | null } = {},
): { data: z.output<S>; raw: unknown } | undefined {
  const read = readJson(source.text);
  if (!read.ok) {
    const { line, column, message, expected, found } = read.problem;
    findings.problem(
      source.file,
      `${line}. sor, ${column}. oszlop`,
      `hibás JSON: ${message}`,
      expected,
      found,
    );
    return undefined;
  }
  for (const duplicate of read.duplicateKeys) {
    findings.problem(
      source.file,
      `${duplicate.line}. sor, ${duplicate.column}. oszlop`,
      duplicate.message,
      duplicate.expected,
      duplicate.found,
    );
  }
  const result = z.safeParse(schema, read.value, { error: () => DEFAULT_MESSAGE });
  if (!result.success) {
    // One line per field: a date that is both malformed and unreal is one mistake, not two.
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      for (const described of describeIssue(issue, read.value, options.help, options.knownFields)) {
        const where = formatPath(described.path);
        if (seen.has(where)) continue;
        seen.add(where);
        findings.problem(
          source.file,
          where === '' ? '(a fájl egésze)' : described.path,
          described.message,
          described.expected,
          described.found,
          described.kind,
        );
      }
    }
    return undefined;
  }
  return read.duplicateKeys.length > 0 ? undefined : { data: result.data, raw: read.value };
}
