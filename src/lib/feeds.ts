/*
 * The site's feeds as every page names them: the subscribable calendar
 * (`/naptar.ics`), the Atom feed of announced trips (`/feed.xml`) and each
 * page's link preview picture (`/og/…png`). The build writes the files
 * (vite-plugins/vite-site-feeds.ts); this module only knows their addresses and the
 * words a visitor reads about them, so page heads and screens can name them.
 * Addresses are root-relative, like the site's own picture `/og-image.png`:
 * the build makes them absolute with VITE_SITE_URL (vite-plugins/page-head.ts).
 */

export const CALENDAR_FILE = 'naptar.ics';
export const FEED_FILE = 'feed.xml';
export const SITEMAP_FILE = 'sitemap.xml';

/** The name calendars show for the subscription (X-WR-CALNAME). */
export function calendarName(siteName: string): string {
  return `${siteName} – túraprogram`;
}

/** The Atom feed's title. */
export function feedTitle(siteName: string): string {
  return `${siteName} – meghirdetett túrák`;
}

export interface FeedLink {
  rel: 'alternate';
  type: 'application/atom+xml' | 'text/calendar';
  href: string;
  title: string;
}

/**
 * The `<link rel="alternate">` tags of every page's head: feed readers and
 * browsers find the feed and the calendar from any page of the site.
 * The build writes them into index.html's head (vite-plugins/vite-club-look.ts).
 */
export function feedLinks(siteName: string): readonly FeedLink[] {
  return [
    { rel: 'alternate', type: 'application/atom+xml', href: `/${FEED_FILE}`, title: feedTitle(siteName) },
    { rel: 'alternate', type: 'text/calendar', href: `/${CALENDAR_FILE}`, title: calendarName(siteName) },
  ];
}

/** feedLinks as HTML, for a head written as text. */
export function feedLinkTags(siteName: string): string {
  return feedLinks(siteName)
    .map((link) => `<link rel="${link.rel}" type="${link.type}" href="${link.href}" title="${link.title}" />`)
    .join('\n');
}

/** The preview picture of the home page, and of any address that has none of its own. */
export const HOME_OG_IMAGE = '/og/home.png';

/**
 * The preview picture (1200×630 PNG) of a page, by its canonical address:
 * `/2025/program7/` → `/og/2025/program7.png`, `/evesprogram/2025/` →
 * `/og/evesprogram-2025.png`, `/` → `/og/home.png`. Addresses whose page
 * changes with the day (`/evesprogram/`, a short `/program7/`) have no picture
 * of their own and get the home page's, which names no year: give this the
 * permanent address of what the page shows that day for a picture of its own.
 */
export function ogImagePath(address: string): string {
  const season = /^\/evesprogram\/(\d{4})\/?$/.exec(address);
  if (season) return `/og/evesprogram-${season[1]}.png`;
  const trip = /^\/(\d{4})\/(program\d+)\/?$/.exec(address);
  if (trip) return `/og/${trip[1]}/${trip[2]}.png`;
  return HOME_OG_IMAGE;
}

/**
 * `webcal://turak.example.hu/naptar.ics`: the address calendar apps subscribe
 * to (a phone offers to subscribe when it is tapped); null without a site address.
 */
export function calendarSubscribeUrl(siteUrl: string | null): string | null {
  if (!siteUrl) return null;
  const url = new URL(CALENDAR_FILE, siteUrl);
  return `webcal://${url.host}${url.pathname}`;
}

/**
 * What the yearly program will tell a visitor about subscribing: the
 * calendar updates itself (new trips, changes, cancellations), unlike the
 * downloaded file. `{cim}` stands for the calendar's address (calendarSubscribeUrl).
 */
export const CALENDAR_SUBSCRIBE_HELP = {
  heading: 'A túraprogram a saját naptárában',
  intro:
    'Iratkozzon fel a klub naptárára: az új túrák, az időpontok változásai és az elmaradó túrák maguktól megjelennek a telefonja vagy a számítógépe naptárában. A naptár naponta frissül.',
  address: 'A naptár címe: {cim}',
  steps: [
    {
      app: 'Google Naptár',
      text: 'Számítógépen nyissa meg a Google Naptárt, a bal oldali „Egyéb naptárak” melletti + jelre kattintva válassza az „URL alapján” lehetőséget, illessze be a naptár címét, majd kattintson a „Naptár hozzáadása” gombra. A telefonos alkalmazás ezután magától mutatja.',
    },
    {
      app: 'Apple Naptár (iPhone, iPad, Mac)',
      text: 'iPhone-on koppintson a naptár címére, és erősítse meg a feliratkozást. Macen: Naptár app → Fájl menü → Új naptár-előfizetés, majd illessze be a címet.',
    },
    {
      app: 'Outlook',
      text: 'Az Outlook naptárában válassza a „Naptár hozzáadása”, majd a „Feliratkozás a webről” lehetőséget, illessze be a címet, és adjon nevet a naptárnak.',
    },
  ],
  note: 'A „Naptárba” gombbal letöltött fájl egyszer kerül be a naptárba, és később nem változik; a feliratkozott naptár a klub minden módosítását követi.',
} as const;
