/**
 * The prerender plan of this build's content: the bundled event list (or a Firestore build's
 * snapshot) and the trip documents. The build renders it (render.tsx); the development server
 * answers its addresses as the host answers the build's files (vite-plugins/vite-dev-addresses.ts).
 */
import { allBundledEvents, eventsAreBundled, startingEvents } from '../data/events.ts';
import { tripDocuments } from '../data/trips.ts';
import pages from '../content/pages.json';
import { prerenderPlan, type PlanEntry } from './plan.ts';

export async function contentPlan(): Promise<{
  plan: PlanEntry[];
  events: Awaited<ReturnType<typeof allBundledEvents>> | null;
}> {
  const bundled = await allBundledEvents();
  const events = eventsAreBundled ? bundled : startingEvents;
  const plan = prerenderPlan({
    events,
    bundled,
    complete: eventsAreBundled,
    tripDocuments: tripDocuments(),
    pages,
  });
  return { plan, events };
}
