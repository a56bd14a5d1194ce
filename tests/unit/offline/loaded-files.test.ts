import { describe, expect, it } from 'vitest';
import { filesPastTheWorker, type LoadedFile } from '../../../src/offline/loaded-files.ts';

const origin = 'https://example.org';
/** The worker took the page over 900 ms after the page began. */
const page = { origin, base: '/', controlledAt: 900 };

const loaded = (path: string, startTime: number, workerStart = 0): LoadedFile => ({
  name: `${origin}${path}`,
  startTime,
  workerStart,
});

describe('the files a first visit fetched past the service worker', () => {
  it('counts a chunk asked for before the takeover whose answer came after it', () => {
    // The trip list's chunk, asked for at 850 ms: its entry only exists once its answer has come,
    // after the takeover, and that is when the page is told of it.
    expect(filesPastTheWorker([loaded('/assets/trips-2IsSK_Yp.js', 850)], page)).toEqual([
      `${origin}/assets/trips-2IsSK_Yp.js`,
    ]);
  });

  it('leaves out what the worker answered: asked for after the takeover, or taken by a worker', () => {
    expect(
      filesPastTheWorker(
        [loaded('/assets/program3-BtZPCudZ.js', 950), loaded('/assets/trip-loader-BlxGCnYE.js', 100, 120)],
        page,
      ),
    ).toEqual([]);
  });

  it('keeps the site’s scripts, pictures and prerendered screens, each once, and nothing else', () => {
    expect(
      filesPastTheWorker(
        [
          loaded('/assets/index-614jIpLn.js', 10),
          loaded('/assets/index-614jIpLn.js', 20),
          loaded('/assets/index-CnvSbTvN.css', 10),
          loaded('/pictures/2025/program3.webp', 30),
          loaded('/prerendered/home-2025-03-01.html', 40),
          loaded('/events-snapshot.json', 50),
          { name: 'https://tiles.example.net/assets/tile.js', startTime: 60, workerStart: 0 },
        ],
        page,
      ),
    ).toEqual([
      `${origin}/assets/index-614jIpLn.js`,
      `${origin}/pictures/2025/program3.webp`,
      `${origin}/prerendered/home-2025-03-01.html`,
    ]);
  });

  it('counts every file fetched past a worker when the takeover’s moment is not known', () => {
    const unknown = { ...page, controlledAt: Number.POSITIVE_INFINITY };
    expect(
      filesPastTheWorker(
        [loaded('/assets/trips-2IsSK_Yp.js', 5000), loaded('/assets/x.js', 10, 12)],
        unknown,
      ),
    ).toEqual([`${origin}/assets/trips-2IsSK_Yp.js`]);
  });

  it('reads the pictures and screens under the site’s base path', () => {
    const based = { ...page, base: '/klub/' };
    expect(
      filesPastTheWorker([loaded('/klub/pictures/a.webp', 1), loaded('/pictures/b.webp', 1)], based),
    ).toEqual([`${origin}/klub/pictures/a.webp`]);
  });
});
