/**
 * The start-up script inlined into index.html's head by the build
 * (build/vite-prerender.ts). It shows the screen's prerendered copy first,
 * so a phone on a weak signal paints the trip or the program from a few kB of
 * HTML, and only then loads the app, which takes the copy over (src/main.tsx).
 * Without a copy for this address and day, or when it cannot be fetched, the
 * app loads at once and renders the screen itself, as it always could.
 */
import { budapestDay } from '../lib/dates';
import { parseCopy, pickScreen, routePath, type PrerenderedCopy, type PrerenderedScreens } from './pick';

/** A copy slower than this does not hold the app back: the app renders the screen itself. */
const COPY_WAIT_MS = 1500;

const config = JSON.parse(document.getElementById('prerendered-screens')!.textContent!) as PrerenderedScreens;
let appRequested = false;

function loadApp() {
  if (appRequested) return;
  appRequested = true;
  for (const href of config.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = config.app;
  document.head.append(script);
}

/**
 * Buttons pressed on the copy before the app is there to answer them: the app
 * presses them again once it has taken the copy over. Links need no app.
 */
const pressed: Element[] = [];
const rememberPress = (event: Event) => {
  const button = (event.target as Element | null)?.closest?.('button');
  if (button) pressed.push(button);
};
document.addEventListener('click', rememberPress, true);
// Links to a part of the screen (the skip link, the waiting list) before the app is there: move the
// focus there rather than make `#tartalom` the address, as InPageLink does in the app.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[data-in-page]');
  if (!link) return;
  event.preventDefault();
  document.getElementById(link.getAttribute('href')!.slice(1))?.focus();
});
window.takePressedButtons = () => {
  document.removeEventListener('click', rememberPress, true);
  return pressed.splice(0);
};

/**
 * Replaces the page frame (index.html's loading line) with the copy, unless
 * the app got there first. Settles once the copy's main picture is in too, so
 * on a weak signal the picture downloads before the app, not alongside it.
 */
function show(copy: PrerenderedCopy, path: string): Promise<unknown> {
  const root = document.getElementById('root');
  if (appRequested || !root?.querySelector('[data-shell]')) return Promise.resolve();
  root.innerHTML = copy.html;
  root.setAttribute('data-prerendered', path);
  window.prerenderedQueries = copy.queries;
  document.title = copy.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', copy.description);
  const pictures = root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  return Promise.all([...pictures].map((picture) => picture.decode().catch(() => undefined)));
}

/**
 * Runs `then` once what is on the page now is on screen: when the browser
 * reports a largest paint after this moment, or four frames later where it
 * reports none (an older browser, or nothing painted larger than before).
 */
function afterPaint(then: () => void) {
  const since = performance.now();
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(then);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) {
        observer.disconnect();
        go();
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  let frames = 4;
  const countFrame = () => (--frames > 0 ? requestAnimationFrame(countFrame) : go());
  requestAnimationFrame(countFrame);
}

try {
  const today = budapestDay(new Date());
  // Offline the app comes from the phone's cache at once, and draws its note that the data may be
  // out of date with the screen; on a copy the note would come after, pushing the page down.
  const name = navigator.onLine ? pickScreen(config, window.location, today) : null;

  if (name === null) {
    loadApp();
  } else {
    const path = routePath(window.location.hash);
    setTimeout(loadApp, COPY_WAIT_MS);
    fetch(`${config.dir}${name}.html`)
      .then((response) => (response.ok ? response.text() : ''))
      .then(
        (text) =>
          new Promise<unknown>((resolve) => {
            const copy = parseCopy(text);
            if (!copy) return resolve(undefined);
            const showNow = () => resolve(show(copy, path));
            if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showNow);
            else showNow();
          }),
      )
      .catch(() => undefined)
      .then(() => afterPaint(loadApp))
      .catch(loadApp);
  }
} catch {
  // Whatever went wrong here (an old browser, an odd address), the app can still render the screen itself.
  loadApp();
}
