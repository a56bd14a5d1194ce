/**
 * The start-up script inlined into every page's head by the build
 * (vite-plugins/vite-prerender.ts). Each page's HTML already carries its screen as of
 * the build's day, so a phone on a weak signal paints it from the page alone;
 * this script only
 * - sends an address the club shared before the site had paths (`#/program7`)
 *   to its path (`/program7/`), before anything is painted;
 * - swaps in the copy made for today where the screen changes by date (the
 *   next trip on the home page) and the page is older than that;
 * - loads the app once the screen is on screen, so the picture and the
 *   stylesheet do not compete with it, and the app takes the screen over
 *   (src/main.tsx).
 */
import type { DehydratedState } from '@tanstack/react-query';
import { budapestDay } from '../lib/dates.ts';
import {
  copyFor,
  hashToPath,
  parseCopy,
  PRERENDERED_STATE_ID,
  type PageStartUp,
  type PrerenderedCopy,
  type StartUpHandOff,
} from './pick.ts';

/**
 * Set on `<html>` while the page's own copy is not the screen for today: the
 * stylesheet keeps the screen out of sight (never another day's next trip),
 * the header stays.
 */
const COPY_PENDING = 'data-copy-pending';

/** A copy slower than this does not hold the app back: the app renders the screen itself. */
const COPY_WAIT_MS = 1500;

const config = JSON.parse(document.getElementById('page-start-up')!.textContent) as PageStartUp;
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
/** The app's one channel from this script: the copy's data once known, and the early presses. */
const handOff: StartUpHandOff = {
  takePresses: () => {
    document.removeEventListener('click', rememberPress, true);
    return pressed.splice(0);
  },
};
window.startUp = handOff;

/** The root element once the HTML up to it has been parsed. */
function whenParsed(then: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then);
  else then();
}

/**
 * The page's copy is not the screen for today (or the address has filters the
 * copy has not): the app renders the screen itself. Until it does, the page
 * shows its frame with the loading line rather than another day's screen.
 */
function setCopyAside() {
  whenParsed(() => {
    document.documentElement.removeAttribute(COPY_PENDING);
    const root = document.getElementById('root');
    root?.removeAttribute('data-prerendered');
    const main = root?.querySelector('main');
    if (main)
      main.innerHTML =
        '<div class="pending" role="status"><span class="spinner" aria-hidden="true"></span><p>Betöltés…</p></div>';
  });
}

/**
 * Puts today's copy in place of the page's own, unless the app got there
 * first. Settles once the copy's main picture is in too, so on a weak signal
 * the picture downloads before the app, not alongside it.
 */
function show(copy: PrerenderedCopy): Promise<unknown> {
  const root = document.getElementById('root');
  if (appRequested || !root?.hasAttribute('data-prerendered')) return Promise.resolve();
  root.innerHTML = copy.html;
  document.documentElement.removeAttribute(COPY_PENDING);
  if (copy.state) handOff.state = copy.state;
  document.title = copy.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', copy.description);
  const pictures = root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  return Promise.all([...pictures].map((picture) => picture.decode().catch(() => undefined)));
}

/** The reads the page's own copy was rendered from (see PrerenderedCopy.state), written after its root. */
function inlinedState() {
  const data = document.getElementById(PRERENDERED_STATE_ID)?.textContent;
  if (data) handOff.state = JSON.parse(data) as DehydratedState;
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

/**
 * Sends a hash address to its path: `#/` on the home page only drops the
 * hash; any other is another page, loaded in place of this one (so the back
 * button does not come back to the hash), this page's screen out of sight
 * meanwhile. True when it leaves the page.
 */
function followSharedAddress(): boolean {
  const redirect = hashToPath(window.location.hash, config.base);
  if (redirect === null) return false;
  if (new URL(redirect, window.location.href).pathname === window.location.pathname) {
    window.history.replaceState(null, '', redirect);
    return false;
  }
  document.documentElement.setAttribute(COPY_PENDING, '');
  window.location.replace(redirect);
  return true;
}

// A shared address opened in a tab already on the site changes only the part after `#`.
window.addEventListener('hashchange', followSharedAddress);

try {
  if (followSharedAddress()) {
    // The page it leads to loads the app.
  } else if (config.inlined === null) {
    // 404.html: an address without a page of its own (an event added after the build, or none).
    loadApp();
  } else {
    const name = window.location.search === '' ? copyFor(config.copies, budapestDay(new Date())) : null;
    if (name === config.inlined) {
      whenParsed(inlinedState);
      whenParsed(() => afterPaint(loadApp));
    } else if (name === null) {
      setCopyAside();
      loadApp();
    } else {
      document.documentElement.setAttribute(COPY_PENDING, '');
      setTimeout(() => {
        if (appRequested) return;
        setCopyAside();
        loadApp();
      }, COPY_WAIT_MS);
      fetch(`${config.dir}${name}.html`)
        .then((response) => (response.ok ? response.text() : ''))
        .then((text) => {
          const copy = parseCopy(text);
          if (!copy) throw new Error('no copy');
          return new Promise((resolve) => whenParsed(() => resolve(show(copy))));
        })
        .catch(setCopyAside)
        .then(() => afterPaint(loadApp))
        .catch(loadApp);
    }
  }
} catch {
  // Whatever went wrong here (an old browser, an odd address), the app can still render the screen itself.
  loadApp();
}
