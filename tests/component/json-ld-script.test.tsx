/** The structured data on the screens, where a search engine reads it (its content: tests/unit/lib/json-ld.test.ts). */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import program7 from '../../trips/2025/program7.json';
import { EventLdSchema, ItemListSchema } from '../support/json-ld-schemas.ts';
import { renderApp } from '../support/render-app.tsx';

/** Screens load their code with the route; under a full parallel test run that can take over 1 s. */
const LAZY_SCREEN = { timeout: 5000 };

const structuredData = () => document.querySelector('script[type="application/ld+json"]');

describe('structured data on the screens', () => {
  it('is on the trip page as a script a search engine reads', async () => {
    renderApp('/program7');
    await screen.findByRole('heading', { level: 1, name: program7.title }, LAZY_SCREEN);
    // Its builders come after the screen (only a crawler reads the data).
    await waitFor(() => expect(structuredData()).not.toBeNull(), LAZY_SCREEN);
    const data = EventLdSchema.parse(JSON.parse(structuredData()!.textContent));
    expect(data.name).toBe(program7.title);
  });

  it('is on the yearly program screen, every event of the season listed', async () => {
    renderApp('/evesprogram');
    await waitFor(() => expect(structuredData()).not.toBeNull(), LAZY_SCREEN);
    const data = ItemListSchema.parse(JSON.parse(structuredData()!.textContent));
    expect(data.itemListElement).toHaveLength(24);
  });
});
