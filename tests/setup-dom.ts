/** The component tests' page: jsdom, Testing Library's matchers, a fresh document for each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: the router's scroll restoration calls scrollTo.
window.scrollTo = () => {};

// Vitest runs after-each hooks last-registered first: the rendered tree is unmounted before
// tests/setup.ts looks at what it wrote to console.error.
afterEach(() => {
  cleanup();
});
