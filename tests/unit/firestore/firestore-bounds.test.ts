/**
 * firestore.rules and the schemas say one thing: the bounds of every public text and list
 * (schema/changes.ts, schema/trip-list.ts), the pattern that keeps a telephone number or an
 * e-mail address out of public text (schema/public-text.ts), and the key lists of the
 * documents the rules check against the zod schemas' keys. Read out of the rules' own text,
 * so a field or a number changed on one side only fails here. (The rules' behaviour with
 * these numbers is tried in the emulator: firestore-rules.test.ts, firestore-list-promises.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANGE_FIELDS, EVENT_TEXT_LIMITS, MARKER_LAST_CHANGE_LIMIT } from '../../../schema/changes.ts';
import { StoredEventSchema } from '../../../schema/event.ts';
import { CONTACT_IN_TEXT, holdsContact } from '../../../schema/public-text.ts';
import {
  CALL_TEXT_LIMITS,
  CallSchema,
  EMPTY_SUMMARY,
  MOST_CAPACITY,
  MOST_DEPOSIT,
  MOST_SEATS_A_CALL,
  MOST_WAITING,
  SplitSchema,
} from '../../../schema/trip-list.ts';

const RULES = readFileSync('firestore.rules', 'utf8');

/** The text of a named rule function, up to its closing brace. */
function ruleFunction(name: string): string {
  const start = RULES.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`no function ${name} in firestore.rules`);
  return RULES.slice(start, RULES.indexOf('\n    }\n', start));
}
/** The text of a match block's rules, from its `match` line to the next `match` or function. */
function matchBlock(path: string): string {
  const start = RULES.indexOf(`match ${path} {`);
  if (start < 0) throw new Error(`no match ${path} in firestore.rules`);
  const rest = RULES.slice(start + 1);
  const end = Math.min(
    ...['\n      match ', '\n    match ', '\n    function '].map((s) => rest.indexOf(s) >>> 0),
  );
  return rest.slice(0, end);
}
/** The fields a `keys().hasOnly([...])` or `keys().hasAll([...])` in `text` names, sorted. */
function keyList(text: string, which: 'hasOnly' | 'hasAll', of = 'keys'): string[] {
  const found = new RegExp(`${of}\\(\\)\\s*\\.${which}\\(\\[([^\\]]*)\\]\\)`).exec(text);
  if (!found) throw new Error(`no keys().${which} in ${text.slice(0, 60)}`);
  return [...found[1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]!).sort();
}
const sorted = (fields: Iterable<string>) => [...fields].sort();

describe('the bounds of what visitors read, in the rules and the schemas', () => {
  it('bounds every public text of an event by the shared table, and no other', () => {
    const bounded = [...ruleFunction('isValidEvent').matchAll(/isShortText\(data\.(\w+), (\d+)\)/g)];
    expect(Object.fromEntries(bounded.map(([, field, most]) => [field, Number(most)]))).toEqual(
      EVENT_TEXT_LIMITS,
    );
  });

  it("bounds the marker's last change, the waiting order and what an organiser types for a call", () => {
    expect(matchBlock('/meta/changes')).toContain(
      `isShortText(request.resource.data.lastChange, ${MARKER_LAST_CHANGE_LIMIT})`,
    );
    expect(ruleFunction('isSummaryWrite')).toContain(`after.waiting.size() <= ${MOST_WAITING}`);
    expect(ruleFunction('isSummaryWrite')).toContain(`after.capacity <= ${MOST_CAPACITY}`);
    const call = ruleFunction('isCallFields');
    expect(call).toContain(`isShortText(call.name, ${CALL_TEXT_LIMITS.name})`);
    expect(call).toContain(`call.note.size() <= ${CALL_TEXT_LIMITS.note}`);
    expect(call).toContain(`call.seats <= ${MOST_SEATS_A_CALL}`);
    expect(call).toContain(`call.deposit.amount <= ${MOST_DEPOSIT}`);
    // A split party's placed part: at least one seat on the coach and one waiting, as SplitSchema says.
    const split = SplitSchema.shape.placedSeats;
    expect([split.minValue, split.maxValue]).toEqual([1, MOST_SEATS_A_CALL - 1]);
    expect(ruleFunction('isPlacedPart')).toContain('call.placedSeats >= 1 && call.placedSeats < call.seats');
  });

  it('refuses contact details in public text with the shared pattern', () => {
    expect(ruleFunction('hasNoContact')).toContain(`text.matches('(?s).*(${CONTACT_IN_TEXT}).*')`);
    // Both public texts go through it.
    expect(ruleFunction('isValidEvent')).toContain('hasNoContact(data.name)');
    expect(ruleFunction('isValidEvent')).toContain('hasNoContact(data.statusNote)');
  });

  it.each([
    '2025.06.21',
    '18:00',
    'Indulás 2025.06.21 06:30-kor',
    '12 000–15 000 Ft',
    '12 000-15 000 Ft',
    '850-1200 m, +380 m, −400 m',
    '36 fő fér a buszra',
    'a 8-as úton, az M7 36-os kilométerénél',
    'Kevés jelentkező miatt elmarad.',
  ])('lets public text through: %s', (text) => {
    expect(holdsContact(text)).toBe(false);
  });

  it.each([
    'Hívd: +36 30 123 4567',
    '+36301234567',
    '06-30-123-4567',
    '(06 1) 234-5678',
    '30/123-4567',
    '301234567',
    'kovacs.anna@example.hu',
    'Írj az info@klub.hu címre.',
  ])('finds a contact detail in: %s', (text) => {
    expect(holdsContact(text)).toBe(true);
  });
});

describe("the rules' key lists and the schemas' fields", () => {
  const event = StoredEventSchema.shape;
  it("an event's fields are the schema's, with the change ids, and no reader-only id", () => {
    const isValidEvent = ruleFunction('isValidEvent');
    const fields = Object.keys(event).filter((field) => field !== 'firestoreId');
    expect(keyList(isValidEvent, 'hasOnly')).toEqual(sorted([...fields, ...CHANGE_FIELDS]));
    const required = Object.entries(event)
      .filter(([, schema]) => (schema as { _zod: { optin?: string } })._zod.optin !== 'optional')
      .map(([field]) => field);
    // The server's time of the write, optional to a reader of console-typed events, is demanded.
    expect(keyList(isValidEvent, 'hasAll')).toEqual(sorted([...required, 'updatedAt']));
  });

  it("a caller's entry, a pending call and the list's summary hold the schema's fields", () => {
    const typed = Object.keys(CallSchema.shape);
    const isNewCall = ruleFunction('isNewCall');
    const call = sorted([...typed, 'state', 'takenBy', 'takenAt', 'change']);
    // A split party's placed part may come with a new call, and move with a change of one.
    const split = Object.keys(SplitSchema.shape);
    expect(keyList(isNewCall, 'hasOnly')).toEqual(sorted([...call, ...split]));
    expect(keyList(isNewCall, 'hasAll')).toEqual(call);
    expect(keyList(ruleFunction('isCallChange'), 'hasOnly', 'affectedKeys')).toEqual(
      sorted(['state', 'change', 'changedBy', 'changedAt', ...split]),
    );
    const pendingRules = matchBlock('/pending/{callId}');
    const pending = sorted([...typed, 'takenBy', 'takenAt', 'typedAt']);
    expect(keyList(pendingRules, 'hasOnly')).toEqual(pending);
    expect(keyList(pendingRules, 'hasAll')).toEqual(pending);
    const isSummaryWrite = ruleFunction('isSummaryWrite');
    const summary = sorted([...Object.keys(EMPTY_SUMMARY), 'updatedAt']);
    expect(keyList(isSummaryWrite, 'hasOnly')).toEqual(summary);
    expect(keyList(isSummaryWrite, 'hasAll')).toEqual(summary);
  });
});
