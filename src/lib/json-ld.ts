import type { ClubSettings } from '../../schema/club.ts';
import type { ClubEvent } from '../../schema/event.ts';
import type { Trip } from '../../schema/trip.ts';
import { eventDateToIso } from './dates.ts';
import type { StatusInfo } from './trip-status.ts';
import { schemaOrgStatus } from './trip-status-outputs.ts';
import { sortEvents } from './seasons.ts';
import { eventPageKey, tripPageKey } from './page-choice.ts';
import { budapestDateTimeWithOffset } from './budapest-time.ts';
import { departuresInOrder, tierLabel, tripInterval } from './trip-facts.ts';

/*
 * schema.org structured data (JSON-LD) for search engines: an Event per trip
 * page, an ItemList of events on the yearly program.
 */

export interface SiteUrls {
  /** The public address of a route key (`program7`). */
  pageUrl: (key: string) => string;
  /** The site's home address, e.g. `https://example.hu/`. */
  homeUrl: string;
  /** The absolute address of a picture file. */
  pictureUrl: (file: string) => string;
}

/** Country names as the trip documents write them (`Szlovákia, Magas-Tátra`). */
const countryCodes: Record<string, string> = {
  Magyarország: 'HU',
  Szlovákia: 'SK',
  Lengyelország: 'PL',
  Horvátország: 'HR',
  Románia: 'RO',
  Ausztria: 'AT',
  Szerbia: 'RS',
  Ukrajna: 'UA',
  Szlovénia: 'SI',
};

function organizer(club: ClubSettings, urls: SiteUrls) {
  return {
    '@type': 'Organization',
    name: club.clubName,
    url: urls.homeUrl,
    // Registration is by phone only: both organisers' numbers are the contact.
    contactPoint: club.organisers.map((organiser) => ({
      '@type': 'ContactPoint',
      name: organiser.name,
      telephone: organiser.phone,
      contactType: 'jelentkezés',
      availableLanguage: 'hu',
    })),
  };
}

/**
 * The destination (region and country from the trip's `region` line) first,
 * then the meeting point where the coach leaves.
 */
function locations(trip: Trip, club: ClubSettings) {
  const [country = '', ...rest] = trip.region.split(',').map((part) => part.trim());
  const countryCode = countryCodes[country];
  const destination = {
    '@type': 'Place',
    name: rest.length > 0 ? rest.join(', ') : trip.region,
    address: {
      '@type': 'PostalAddress',
      addressRegion: rest.length > 0 ? rest.join(', ') : trip.region,
      addressCountry: countryCode ?? country,
    },
  };
  const first = departuresInOrder(trip, club)[0];
  const meetingPoint = first?.point
    ? {
        '@type': 'Place',
        name: `Indulás: ${first.point.name}, ${first.time}`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: first.point.address,
          addressCountry: 'HU',
        },
      }
    : null;
  return meetingPoint ? [destination, meetingPoint] : [destination];
}

/** schema.org `Event` for one trip page. */
export function tripJsonLd(trip: Trip, club: ClubSettings, urls: SiteUrls, event?: StatusInfo) {
  const { start, end } = tripInterval(trip);
  const url = urls.pageUrl(tripPageKey(trip));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: trip.title,
    description: trip.summary,
    url,
    image: [urls.pictureUrl(trip.picture)],
    startDate: budapestDateTimeWithOffset(start),
    endDate: budapestDateTimeWithOffset(end),
    eventStatus: schemaOrgStatus(event ?? {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: 'hu',
    location: locations(trip, club),
    offers: trip.fee.tiers.map((tier) => ({
      '@type': 'Offer',
      name: tierLabel(tier),
      price: tier.price,
      priceCurrency: 'HUF',
      url,
      availability: event?.status === 'full' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      ...(tier.groupSize !== undefined
        ? {
            eligibleQuantity: {
              '@type': 'QuantitativeValue',
              ...(tier.orMore ? { minValue: tier.groupSize } : { value: tier.groupSize }),
              unitText: 'fő',
            },
          }
        : {}),
    })),
    organizer: organizer(club, urls),
  };
}

/** schema.org `ItemList` of the year's events, in the program's order. */
export function yearlyProgramJsonLd(
  events: readonly ClubEvent[],
  club: ClubSettings,
  urls: SiteUrls,
  name: string,
) {
  const sorted = sortEvents(events);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: sorted.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: sorted.map((event, index) => {
      const iso = eventDateToIso(event.date);
      return {
        '@type': 'ListItem',
        position: index + 1,
        url: urls.pageUrl(eventPageKey(event)),
        item: {
          '@type': 'Event',
          name: event.name,
          url: urls.pageUrl(eventPageKey(event)),
          image: urls.pictureUrl(event.picture),
          ...(iso ? { startDate: iso } : {}),
          eventStatus: schemaOrgStatus(event),
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          organizer: { '@type': 'Organization', name: club.clubName, url: urls.homeUrl },
        },
      };
    }),
  };
}
