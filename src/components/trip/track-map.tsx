import { useRef, useState } from 'react';

/** Said in the page when the map cannot open: no signal, or its script or the track did not come. */
export const MAP_FAILED =
  'A térkép most nem tölthető be: internetkapcsolat kell hozzá. Ha már van térerő, töltse be újra az oldalt. A szintmetszet és a nyomvonal vázlata fent térerő nélkül is látszik.';

type MapState = 'closed' | 'loading' | 'open' | 'failed';

/**
 * The map's chunk. Never in the prerenderer's bundle, which is one chunk (its dynamic imports
 * inlined) and runs where Leaflet cannot even load (it reads `window` as it starts).
 */
const mapView = () =>
  import.meta.env.SSR
    ? Promise.reject(new Error('no map while prerendering'))
    : import('./track-map-view.ts');

/**
 * The map's stylesheets that did not load (a tap with no signal): asked for again, and waited for.
 * The page asks for a chunk's stylesheet once, so without this a second tap with a signal would
 * show the map unstyled.
 */
function stylesheetsAgain(): Promise<unknown> {
  const failed = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="track-map-view"]'),
  ].filter((link) => !link.sheet);
  return Promise.all(
    failed.map((link) => {
      const fresh = link.cloneNode() as HTMLLinkElement;
      const loaded = new Promise((settle, fail) => {
        fresh.addEventListener('load', settle, { once: true });
        fresh.addEventListener('error', fail, { once: true });
      });
      link.replaceWith(fresh);
      return loaded;
    }),
  );
}

/**
 * The route on a map, on request: nothing of the map (its script, Leaflet, and its tiles from the
 * server club.json names) is fetched before the visitor taps *Térkép*; then the route's GPX is
 * drawn on it with its start and finish. The map's own chunk is never precached
 * (vite-plugins/vite-offline.ts), and its tiles are another host's, which the service worker
 * leaves alone.
 */
export function TrackMap({ gpx }: { gpx: string }) {
  const [state, setState] = useState<MapState>('closed');
  const box = useRef<HTMLDivElement>(null);

  async function open() {
    // With no signal, not even tried: a browser remembers a chunk it could not load, and would
    // refuse it again on the next tap until the page is loaded anew.
    if (!navigator.onLine) {
      setState('failed');
      return;
    }
    setState('loading');
    try {
      const [view, text] = await Promise.all([
        mapView().then(async (loaded) => {
          await stylesheetsAgain();
          return loaded;
        }),
        fetch(gpx).then((answer) => {
          if (!answer.ok) throw new Error(`${gpx}: ${answer.status}`);
          return answer.text();
        }),
      ]);
      if (!box.current) return;
      view.showTrackMap(box.current, text, gpx);
      setState('open');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="track-map-part">
      {state === 'open' ? null : (
        <p>
          <button
            type="button"
            className="button button-secondary track-map-button"
            aria-expanded={false}
            disabled={state === 'loading'}
            onClick={() => void open()}
          >
            Térkép
          </button>
        </p>
      )}
      {state === 'loading' ? <p role="status">A térkép betöltése…</p> : null}
      {state === 'failed' ? <p role="status">{MAP_FAILED}</p> : null}
      {state === 'closed' ? null : (
        <div
          ref={box}
          className="track-map"
          // Leaflet makes the box a stop of the keyboard, whose arrows move the map.
          role="application"
          aria-label="Az útvonal térképen, nyilakkal mozgatható"
          hidden={state !== 'open'}
        />
      )}
    </div>
  );
}
