import { useSyncExternalStore } from 'react';
import { siteBaseUrl } from '../../data/site.ts';
import { CALENDAR_FILE, CALENDAR_SUBSCRIBE_HELP, calendarSubscribeUrl } from '../../lib/feeds.ts';

const subscribeToNothing = () => () => {};

/**
 * The club's calendar to subscribe to (`/naptar.ics`, rebuilt at every
 * deploy): new trips, changes and cancellations reach a phone's calendar by
 * themselves, unlike the downloaded file. The address is the site's own, which
 * the build knows when VITE_SITE_URL is set and the browser always does; it is
 * worked out in the browser so the prerendered page and the app agree.
 */
export function CalendarSubscription() {
  const site = useSyncExternalStore(subscribeToNothing, siteBaseUrl, () => null);
  const address = calendarSubscribeUrl(site);
  if (!site || !address) return null;
  const help = CALENDAR_SUBSCRIBE_HELP;
  return (
    <details className="calendar-subscription">
      <summary>{help.heading}</summary>
      <p>{help.intro}</p>
      <p>
        <a className="button" href={address}>
          Feliratkozás a naptárra
        </a>
      </p>
      {/* Pasted by hand (Google, Outlook): the https form, which every calendar takes. */}
      <p className="calendar-address">{help.address.replace('{cim}', new URL(CALENDAR_FILE, site).href)}</p>
      <ul>
        {help.steps.map((step) => (
          <li key={step.app}>
            <strong>{step.app}:</strong> {step.text}
          </li>
        ))}
      </ul>
      <p>{help.note}</p>
    </details>
  );
}
