import { useState, type MouseEvent } from 'react';

/** Said in the page when the phone is offline and has never downloaded this track. */
export const TRACK_NOT_KEPT =
  'Ez a nyomvonal még nincs letöltve erre a készülékre, és most nincs internetkapcsolat. Töltse le, amikor újra van térerő: utána térerő nélkül is letölthető innen.';

/** Said when the server did not give the file and the phone has none kept. */
export const TRACK_FAILED =
  'A nyomvonalat most nem sikerült letölteni. Kérjük, próbálja újra néhány perc múlva.';

/** Saves `file` as a download named `name`, as the link's own download would. */
function saveAs(file: Blob, name: string) {
  const saved = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = saved;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(saved), 60_000);
}

/**
 * The link to a route's GPX. Before the app has the page it downloads as any link does. Then the
 * page fetches the file itself, so the service worker keeps it (vite-plugins/vite-offline.ts,
 * 'tracks': a browser does not always send a link's download through it) and answers it from
 * there with no signal; a track never downloaded on this phone is said so in the page instead of
 * a download the browser would only report as failed.
 */
export function TrackDownload({ href, name }: { href: string; name: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  function download(event: MouseEvent<HTMLAnchorElement>) {
    // A click with a modifier (a new tab, the browser's own "save as") is the browser's to answer.
    if (!('caches' in window) || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const url = new URL(href, window.location.href).href;
    // Offline, straight to the kept file: a request sure to fail would only be an error in the console.
    const fetched = navigator.onLine
      ? fetch(url).then(
          (answer) => (answer.ok ? answer : null),
          () => null,
        )
      : Promise.resolve(null);
    void fetched
      // Without the service worker (its first moments on the first visit), the cache directly.
      .then(async (answer) => answer ?? (await caches.match(url)) ?? null)
      .then(async (file) => {
        setProblem(file ? null : navigator.onLine ? TRACK_FAILED : TRACK_NOT_KEPT);
        if (file) saveAs(await file.blob(), name);
      });
  }
  return (
    <>
      <p>
        <a
          className="track-download"
          href={href}
          download={name}
          type="application/gpx+xml"
          onClick={download}
        >
          GPX nyomvonal letöltése
        </a>
      </p>
      {/* Empty until needed (an empty paragraph takes no room between two others), and there
          from the start: a status that appears is not always read out. */}
      <p className="track-not-kept" role="status">
        {problem}
      </p>
    </>
  );
}
