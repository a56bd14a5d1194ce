/**
 * zod's issues as Hungarian lines a volunteer can act on. The schemas carry
 * their own Hungarian messages where they can; zod's English defaults are
 * replaced here by what was expected and what was found.
 */
import type { z } from 'zod';
import { closestName } from './closest-name.ts';
import { formatFound, type IssueKind, type Path, oneOf, valueAt } from './report-lines.ts';

/** Marks zod's own (English) messages, so that the schemas' Hungarian ones can be told apart. */
export const DEFAULT_MESSAGE = '\u0000default';

function typeName(expected: string): string {
  switch (expected) {
    case 'string':
      return 'szöveg idézőjelek között';
    case 'number':
      return 'szám idézőjelek nélkül, pl. 12 vagy 12.5';
    case 'int':
      return 'egész szám idézőjelek nélkül, pl. 3000';
    case 'boolean':
      return 'true vagy false (idézőjelek nélkül)';
    case 'array':
      return 'lista: [ … ]';
    case 'object':
      return 'objektum: { … }';
    default:
      return expected;
  }
}

function stripPeriod(text: string): string {
  return text.replace(/\.$/, '');
}

export interface Described {
  path: Path;
  message: string;
  expected?: string;
  found?: string;
  kind?: IssueKind;
}

/** One zod issue as lines a volunteer can act on (an unknown-fields issue gives one line per field). */
export function describeIssue(
  issue: z.core.$ZodIssue,
  input: unknown,
  help: ((path: Path) => string | undefined) | undefined,
  knownFields: ((path: Path) => string[] | null) | undefined,
): Described[] {
  const custom = issue.message === DEFAULT_MESSAGE ? undefined : issue.message;
  const value = valueAt(input, issue.path);
  const found = formatFound(value);
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined) {
        const hint = help?.(issue.path);
        return [
          {
            path: issue.path,
            message: custom ?? 'hiányzik ez a kötelező mező',
            expected: hint ? stripPeriod(hint) : typeName(issue.expected),
            found: 'semmi',
            kind: { code: 'missing' },
          },
        ];
      }
      if (issue.expected === 'int' && typeof value === 'number') {
        return [
          {
            path: issue.path,
            message: custom ?? 'egész számot kell írni',
            expected: typeName('int'),
            found,
            kind: { code: 'type', wants: 'int' },
          },
        ];
      }
      const wrote = typeof value === 'string' ? ' (szöveg)' : '';
      return [
        {
          path: issue.path,
          message: custom ?? 'rossz típus',
          expected: typeName(issue.expected),
          found: found + wrote,
          kind: { code: 'type', wants: issue.expected },
        },
      ];
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const inclusive = issue.inclusive !== false;
      const exact = 'exact' in issue && issue.exact === true;
      let expected: string;
      let message: string;
      if (issue.origin === 'string') {
        expected =
          small && limit === 1 ? 'nem üres szöveg' : `${small ? 'legalább' : 'legfeljebb'} ${limit} karakter`;
        message = small && limit === 1 ? 'nem lehet üres' : small ? 'túl rövid szöveg' : 'túl hosszú szöveg';
      } else if (issue.origin === 'array' || issue.origin === 'set') {
        expected = `${exact ? 'pontosan' : small ? 'legalább' : 'legfeljebb'} ${limit} elem`;
        message = small ? 'túl kevés elem' : 'túl sok elem';
      } else {
        expected = inclusive
          ? `${small ? 'legalább' : 'legfeljebb'} ${limit}`
          : `${small ? 'nagyobb' : 'kisebb'}, mint ${limit}`;
        message = small ? 'túl kicsi szám' : 'túl nagy szám';
      }
      return [{ path: issue.path, message: custom ?? message, expected, found, kind: { code: 'range' } }];
    }
    case 'invalid_format':
      return [
        {
          path: issue.path,
          message: 'hibás formátum',
          expected:
            custom ??
            ('pattern' in issue && issue.pattern
              ? `a ${issue.pattern} mintának megfelelő szöveg`
              : issue.format),
          found,
          kind: { code: 'format' },
        },
      ];
    case 'invalid_value':
      return [
        {
          path: issue.path,
          message: custom ?? 'nem megengedett érték',
          expected: oneOf(issue.values),
          found,
          kind: { code: 'choice' },
        },
      ];
    case 'unrecognized_keys': {
      const known = knownFields?.(issue.path) ?? null;
      return issue.keys.map((key) => {
        const suggestion = known ? closestName(key, known) : undefined;
        return {
          path: [...issue.path, key],
          message: suggestion ? `ismeretlen mező – talán "${suggestion}"?` : 'ismeretlen mező',
          expected: known ? `ezek egyike: ${known.join(', ')}` : undefined,
          found: `"${key}"`,
          kind: { code: 'unknown' } as const,
        };
      });
    }
    case 'invalid_key': {
      const inner = issue.issues[0]?.message;
      return [
        {
          path: issue.path,
          message: 'hibás kulcs',
          expected: inner && inner !== DEFAULT_MESSAGE ? inner : undefined,
          found: formatFound(issue.path.at(-1)),
        },
      ];
    }
    case 'custom':
      // The schemas' refinements phrase what is expected ("létező naptári nap").
      return [
        { path: issue.path, message: 'hibás érték', expected: custom, found, kind: { code: 'format' } },
      ];
    default:
      return [{ path: issue.path, message: custom ?? 'hibás érték', found }];
  }
}
