import { describe, expect, it } from 'vitest';
import { copyFor, parseCopy } from '../../../src/prerender/pick.ts';
import type { RenderedCopy, RenderedScreen } from '../../../src/prerender/render.tsx';
import { fillPlaceholder, ROOT_ELEMENT } from '../../../vite-plugins/page-template.ts';
import { nameCopies } from '../../../vite-plugins/vite-prerender.ts';

const copy = (title: string): RenderedCopy => ({
  kind: 'copy',
  head: { title, description: `${title}.`, canonical: 'program3' },
  html: `<main><h1>${title}</h1></main>`,
  state: null,
});
const leftToBrowser = { kind: 'left-to-browser' } as const;

describe('nameCopies: each address lists its copies by day for the start-up script', () => {
  const screens: RenderedScreen[] = [
    { path: '/program3/', day: '', copy: copy('Bükk 2025') },
    // The trip over: rendered again, the same HTML, so no entry of its own.
    { path: '/program3/', day: '2025-02-02', copy: copy('Bükk 2025') },
    { path: '/program3/', day: '2026-02-08', copy: copy('Bükk 2026') },
    { path: '/program3/', day: '2026-02-09', copy: leftToBrowser },
    // The same screen at another address: one file for both.
    { path: '/2026/program3/', day: '', copy: copy('Bükk 2026') },
  ];
  const { byAddress, copies } = nameCopies(screens);
  const [first, next] = byAddress.get('/program3/')!;

  it('keeps a day only when its copy differs from the day before, and names a copy by its content', () => {
    expect(byAddress.get('/program3/')).toEqual([
      ['', first![1]],
      ['2026-02-08', next![1]],
      ['2026-02-09', ''],
    ]);
    expect(byAddress.get('/2026/program3/')).toEqual([['', next![1]]]);
    expect(copies.size).toBe(2);
    expect(parseCopy(copies.get(next![1])!.file)?.title).toBe('Bükk 2026');
  });

  it('reads "left to the browser" as no copy from that day on', () => {
    expect(copyFor(byAddress.get('/program3/')!, '2026-02-08')).toBe(next![1]);
    expect(copyFor(byAddress.get('/program3/')!, '2026-02-09')).toBeNull();
  });

  it('lists no day for an address left to the browser from the start', () => {
    expect(
      nameCopies([{ path: '/program9/', day: '', copy: leftToBrowser }]).byAddress.get('/program9/'),
    ).toEqual([]);
  });
});

describe('fillPlaceholder', () => {
  it('puts the content in as it is, dollar signs included', () => {
    expect(fillPlaceholder(`<body>${ROOT_ELEMENT}</body>`, ROOT_ELEMENT, "<p>$& $' 9000 Ft</p>")).toBe(
      "<body><p>$& $' 9000 Ft</p></body>",
    );
  });

  it('refuses a template without the placeholder, or with it twice', () => {
    expect(() => fillPlaceholder('<div id="root"></div>', ROOT_ELEMENT, 'x')).toThrow(/exactly once/);
    expect(() => fillPlaceholder(ROOT_ELEMENT + ROOT_ELEMENT, ROOT_ELEMENT, 'x')).toThrow(/exactly once/);
  });
});
