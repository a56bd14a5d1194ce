import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no layout: the router's scroll restoration calls scrollTo. (Files that run in Node have no window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};

// A test fails on any console.error it did not expect (epic-stack's rule):
// React warnings and swallowed failures must not pass silently.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  const errors = consoleErrors;
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
