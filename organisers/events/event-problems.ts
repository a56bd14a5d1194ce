/**
 * What is wrong with an event record before it is sent, in the words `npm run trips:check` uses
 * for the same schema: the schema's refusals, the lengths and contact details the rules refuse,
 * and a cancelled or postponed trip's missing reason.
 */
import { EVENT_TEXT_LIMITS } from '../../schema/changes.ts';
import { StoredEventSchema } from '../../schema/event.ts';
import { holdsContact, PUBLIC_TEXT_FIELDS } from '../../schema/public-text.ts';
import { describeIssue, type Described } from '../../content-check/zod-messages.ts';
import { needsReason, type EventRecord } from './event-model.ts';

const FIELD_LABELS: Record<string, string> = {
  id: 'sorszám',
  date: 'dátum',
  name: 'név',
  picture: 'kép',
  pdf: 'a túra oldala',
  status: 'állapot',
  statusNote: 'indoklás',
  decisionBy: 'döntés ideje',
  newDate: 'új időpont',
};

/** The checker's house format, `mező: mi a baj (várt: …, kapott: …)` (content-check/report-lines.ts). */
export function lineText({ path, message, expected, found }: Described): string {
  const field = String(path[0] ?? '');
  const details = [expected && `várt: ${expected}`, found && `kapott: ${found}`].filter(Boolean);
  return `${FIELD_LABELS[field] ?? 'a túra egy adata'}: ${message}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

/**
 * What is wrong with a record, in the words `npm run trips:check` uses for the same schema, one
 * line a field; empty when it may be saved. Also: a cancelled or postponed trip needs its reason.
 */
export function problemsOf(record: EventRecord): string[] {
  const lines: string[] = [];
  if (record.status && needsReason(record.status) && !record.statusNote?.trim()) {
    lines.push('indoklás: írd meg röviden, miért (a túrázók ezt olvassák)');
  }
  lines.push(...lengthProblems(record), ...contactProblems(record));
  const result = StoredEventSchema.safeParse(record);
  const said = new Set<string>(); // a time in the wrong form is not also said to be no day
  for (const issue of result.success ? [] : result.error.issues) {
    for (const line of describeIssue(issue, record, undefined, undefined)) {
      if (!said.has(String(line.path[0]))) lines.push(lineText(line));
      said.add(String(line.path[0]));
    }
  }
  return lines;
}

/**
 * Texts longer than firestore.rules take (EVENT_TEXT_LIMITS): said before the server
 * refuses them, in the checker's words. The site still shows a longer one typed in the
 * console; `npm run events:check` names it.
 */
export function lengthProblems(record: Partial<Pick<EventRecord, keyof typeof EVENT_TEXT_LIMITS>>): string[] {
  const lines: string[] = [];
  for (const [field, most] of Object.entries(EVENT_TEXT_LIMITS) as [
    keyof typeof EVENT_TEXT_LIMITS,
    number,
  ][]) {
    const text = record[field];
    if (typeof text === 'string' && text.length > most) {
      lines.push(
        lineText({
          path: [field],
          message: 'túl hosszú',
          expected: `legfeljebb ${most} betű`,
          found: `${text.length} betű`,
        }),
      );
    }
  }
  return lines;
}

/**
 * A telephone number or an e-mail address in a text every visitor reads, which the rules
 * refuse (schema/public-text.ts): said before saving, with where such a detail belongs.
 */
export function contactProblems(record: Partial<Pick<EventRecord, 'name' | 'statusNote'>>): string[] {
  return PUBLIC_TEXT_FIELDS.flatMap((field) => {
    const text = record[field];
    if (typeof text !== 'string' || !holdsContact(text)) return [];
    return [
      lineText({
        path: [field],
        message: 'telefonszám vagy e-mail-cím nem lehet benne, mert ezt bárki olvassa',
        expected:
          'a jelentkezők adatai a túra jelentkezési listájára valók; a szervezők telefonszámát a honlap magától kiírja',
      }),
    ];
  });
}
