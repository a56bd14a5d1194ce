/**
 * One problem a schema found, as a line a maintainer reads in a warning or a
 * build error: the field path (`days.0.routes`; `(egész)` for the whole value)
 * and the schema's Hungarian message. The content check (npm run trips:check)
 * words its own, longer lines in content-check/zod-messages.ts.
 */
export function issueText(issue: { path: readonly PropertyKey[]; message: string }): string {
  return `${issue.path.join('.') || '(egész)'}: ${issue.message}`;
}
