/** The component tests' page: jsdom, Testing Library's matchers, a fresh document for each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { OPEN_METEO_FORECAST_URL } from '../src/data/forecast.ts';

// What a screen shows after a lazily loaded chunk or a deferred render (findBy…, waitFor) can take
// longer than Testing Library's default second on a busy machine: a test waits up to five, and
// fails only when the screen never shows it.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: the router's scroll restoration calls scrollTo.
window.scrollTo = () => {};

// Vitest runs after-each hooks last-registered first: the rendered tree is unmounted before
// tests/setup.ts looks at what it wrote to console.error.
afterEach(() => {
  cleanup();
});

// A screen whose clock puts a trip within the week asks Open-Meteo for its forecast. No test
// reaches the real service: a test that wants an answer gives one with msw (openMeteoHandler,
// which intercepts before this); any other request fails as with no connection, which the
// screens answer with their quiet line.
const fetchOfTheTests = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  return url.startsWith(OPEN_METEO_FORECAST_URL)
    ? Promise.reject(new TypeError('Failed to fetch (tests/setup-dom.ts: no network to Open-Meteo)'))
    : fetchOfTheTests(input, init);
};
