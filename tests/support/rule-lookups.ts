/**
 * How many documents firestore.rules look at (get, exists, getAfter, existsAfter) to decide
 * one write, read out of the rules' text. Firestore allows 10 such look-ups for one document's
 * write and 20 for a batch, and refuses past them; the emulator does not, so only a count
 * shows it. Counted as the worst case: every look-up in the rule and in every function it
 * calls, each branch of a choice, with no look-up assumed shared or cached.
 */

const LOOKUP = /(?<![.\w])(?:get|exists|getAfter|existsAfter)\(/g;

export interface RuleLookups {
  /** The worst-case look-ups of `allow <operation>` on `path` (`/event/{eventId}`, nested joined). */
  of(path: string, operation: 'create' | 'update' | 'delete'): number;
}

export function ruleLookups(text: string): RuleLookups {
  // Comments first: a word like "list's" in one would open a string.
  const rules = text.replace(/\/\/.*$/gm, '');
  const functions = new Map<string, string>();
  const allows = new Map<string, string>();
  // One pass over the text, keeping which match blocks enclose each rule.
  const open: (string | null)[] = [];
  const token =
    /match\s+(\S+)\s*\{|function\s+(\w+)\s*\([^)]*\)\s*\{|allow\s+([\w\s,]+):\s*if\s+([^;]*);|\{|\}/g;
  for (const found of rules.matchAll(token)) {
    const [text, match, fn, operations, condition] = found;
    if (match !== undefined) open.push(match);
    else if (fn !== undefined) {
      const body = bodyFrom(rules, found.index + text.length);
      functions.set(fn, body);
      token.lastIndex = found.index + text.length + body.length + 1;
    } else if (operations !== undefined) {
      const path = open
        .filter((part) => part !== null && part !== '/databases/{database}/documents')
        .join('');
      for (const operation of operations.split(',').map((part) => part.trim()))
        allows.set(`${path} ${operation}`, condition!);
    } else if (text === '{') open.push(null);
    else open.pop();
  }
  const memo = new Map<string, number>();
  const cost = (name: string): number => {
    if (!memo.has(name)) memo.set(name, count(functions.get(name)!.replace(/'[^']*'/g, "''")));
    return memo.get(name)!;
  };
  // The look-ups of an expression (strings blanked): a choice costs its condition and the
  // dearer branch; anything else, every look-up and call in it, nested groups included.
  const count = (text: string): number => {
    const choice = topLevelChoice(text);
    if (choice) return count(choice.condition) + Math.max(count(choice.then), count(choice.otherwise));
    const { flat, groups } = splitGroups(text);
    let total = [...flat.matchAll(LOOKUP)].length + groups.reduce((sum, group) => sum + count(group), 0);
    for (const found of flat.matchAll(/(?<![.\w])(\w+)\(/g))
      if (functions.has(found[1]!)) total += cost(found[1]!);
    return total;
  };
  return {
    of(path, operation) {
      const condition = allows.get(`${path} ${operation}`);
      if (condition === undefined) throw new Error(`no allow ${operation} on ${path} in firestore.rules`);
      return count(condition.replace(/'[^']*'/g, "''"));
    },
  };
}

/** The text of a block from just after its `{` to its matching `}` (not included). */
function bodyFrom(text: string, start: number): string {
  let depth = 1;
  for (let at = start; at < text.length; at++) {
    if (text[at] === '{') depth++;
    if (text[at] === '}' && --depth === 0) return text.slice(start, at);
  }
  throw new Error('unclosed block in firestore.rules');
}

const OPENING = '([{';
const CLOSING = ')]}';

/** `condition ? then : otherwise` at the outermost level of `text`, if it is one. */
function topLevelChoice(text: string): { condition: string; then: string; otherwise: string } | null {
  let depth = 0;
  let asked = -1;
  let pending = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (OPENING.includes(char)) depth++;
    else if (CLOSING.includes(char)) depth--;
    else if (depth === 0 && char === '?') {
      if (asked < 0) asked = at;
      pending++;
    } else if (depth === 0 && char === ':' && asked >= 0 && --pending === 0)
      return {
        condition: text.slice(0, asked),
        then: text.slice(asked + 1, at),
        otherwise: text.slice(at + 1),
      };
  }
  return null;
}

/** The outermost level of `text` with every bracketed group emptied, and the groups' insides. */
function splitGroups(text: string): { flat: string; groups: string[] } {
  let flat = '';
  const groups: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (OPENING.includes(char) && depth++ === 0) {
      flat += char;
      start = at + 1;
    } else if (CLOSING.includes(char) && --depth === 0) {
      groups.push(text.slice(start, at));
      flat += char;
    } else if (depth === 0) flat += char;
  }
  return { flat, groups };
}
