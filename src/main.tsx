import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startServiceWorkerAfterLoad } from './offline/after-load.ts';
import { installChunkRecovery } from './offline/chunk-recovery.ts';
import { eventsAreBundled, eventsQueryOptions, allBundledEvents, startingEvents } from './data/events.ts';
import { showAsOfDemonstrationDay } from './data/today.ts';
import { budapestDay } from './lib/dates.ts';
import { demonstrationDay } from './lib/demonstration-day.ts';
import { hashToPath } from './prerender/pick.ts';
import { createAppRouter, createQueryClient, takeOverReads } from './router.tsx';
import './styles.css';
import './actions.css';
import './print.css';

// Before anything lazy is imported: a chunk missing after a deployment reloads the page once.
installChunkRecovery();

// An address shared before the site had paths (`#/program7`): the built pages' start-up script
// sends it to its path before anything loads; the development server has no such script.
if (import.meta.env.DEV) {
  const shared = hashToPath(window.location.hash, import.meta.env.BASE_URL);
  if (shared !== null) window.history.replaceState(null, '', shared);
}

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
const container = document.getElementById('root')!;

/**
 * True once the app has everything to render the screen the build prerendered
 * into the page (the page's own, or today's that src/prerender/start-up.ts put in):
 * the route's code and data loaded, and still the same address.
 */
async function canTakeOverPrerendered(path: string): Promise<boolean> {
  await router.load();
  // The home page and the program start the event read without waiting for it.
  if (eventsAreBundled) await queryClient.ensureQueryData(eventsQueryOptions()).catch(() => undefined);
  const { location, matches } = router.state;
  return location.pathname === path && matches.every((match) => match.status === 'success');
}

async function start() {
  // Development server on the bundled lists: once every season is over, a day in the latest one,
  // so the home page shows next trips (marked on screen by DemonstrationNote).
  if (import.meta.env.DEV && eventsAreBundled)
    showAsOfDemonstrationDay(
      demonstrationDay(await allBundledEvents(), budapestDay(new Date()), import.meta.env.VITE_DEMO_DAY),
    );
  const prerendered = container.getAttribute('data-prerendered');
  // window.startUp: what the built page's start-up script hands over (absent on the development
  // server). The reads the copy was rendered from (a trip page's events), and with them the recent
  // events the build read: the screen is taken over with them, so its loader does not wait for a
  // read on a weak signal. The build dates them 0, so they count as stale and the screen reads the
  // live data at once (src/routes/trip-screen.tsx).
  takeOverReads(queryClient, window.startUp?.state);
  if (prerendered !== null && (await canTakeOverPrerendered(prerendered))) {
    const pressed = window.startUp?.takePresses() ?? [];
    // Hydration keeps the prerendered page as it is and only attaches the app to it; as a
    // transition it runs in short slices, so a tap is never held up for long.
    startTransition(() => {
      hydrateRoot(container, <App queryClient={queryClient} router={router} />, {
        // When Firestore's live list, read in parallel, differs from the build's snapshot the
        // copy was made from and lands first (say the next season was published after the
        // build), React renders the live program in the copy's place, which is right. Only a
        // copy that does not match its own address and data is worth reporting.
        onRecoverableError: (error) => {
          if (router.state.location.pathname !== prerendered) return;
          if (startingEvents && queryClient.getQueryData(eventsQueryOptions().queryKey) !== startingEvents)
            return;
          reportError(error);
        },
      });
    });
    // Buttons pressed before the app was there are pressed again: React attaches the part of
    // the page a press lands on at once, then answers it, as it does for any early press.
    for (const button of pressed) if (button.isConnected) (button as HTMLElement).click();
    return;
  }
  // Buttons pressed on a copy the app does not take over are gone with it.
  window.startUp?.takePresses();
  createRoot(container).render(<App queryClient={queryClient} router={router} />);
}

// The app's modules have just run, in one long task of their own; the first screen's work starts
// in the next task, so a tap on the prerendered copy is answered in between, not after both.
setTimeout(() => void start());
startServiceWorkerAfterLoad();
