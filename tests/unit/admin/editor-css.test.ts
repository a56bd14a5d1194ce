// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * admin/editor.css lays Decap's toolbar out for a phone with the component names
 * Decap's classes carry in the version it was written for. Another version may
 * name or lay them out otherwise: the version the stylesheet names is the lock
 * file's until someone checks the editor at 375 px again (tests/e2e/editor-phone.test.ts)
 * and writes the new version into the stylesheet's comment.
 */
describe("the editor's stylesheet for Decap CMS", () => {
  it('names the decap-cms-app version of the lock file as the one its selectors were taken from', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    const css = readFileSync('admin/editor.css', 'utf8');
    const named = [...css.matchAll(/decap-cms-app (\d+\.\d+\.\d+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([lock.packages['node_modules/decap-cms-app']?.version]));
  });
});
