/**
 * schema.org structured data, checked against the fields search engines
 * need for an Event (Google's event rich result: name, startDate with an
 * offset, location with an address; offers, organiser) and for an ItemList.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ClubEvent } from '../../schema/event';
import { TripSchema, type Trip } from '../../schema/trip';
import bundledEvents from '../../src/content/events/2025.json';
import { club } from '../../src/data/club';
import { loadTripDocument, tripDocuments } from '../../src/data/trips';
import { tripJsonLd, yearlyProgramJsonLd, type SiteUrls } from '../../src/lib/json-ld';
import { scriptJson } from '../../src/lib/script-json';
import program7 from '../../trips/2025/program7.json';
import { renderApp } from '../support/render-app';

/** Screens load their code with the route; under a full parallel test run that can take over 1 s. */
const LAZY_SCREEN = { timeout: 5000 };

const events: ClubEvent[] = bundledEvents;
const urls: SiteUrls = {
  homeUrl: 'https://turak.example.hu/',
  pageUrl: (key) => `https://turak.example.hu/${key}/`,
  pictureUrl: (file) => `https://turak.example.hu/pictures/${file}`,
};

const DateTimeWithOffset = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
const AbsoluteUrl = z.url({ protocol: /^https?$/ });

const PlaceSchema = z.object({
  '@type': z.literal('Place'),
  name: z.string().min(1),
  address: z.looseObject({
    '@type': z.literal('PostalAddress'),
    addressCountry: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 country code'),
  }),
});

const EventLdSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Event'),
  name: z.string().min(1),
  description: z.string().min(1),
  url: AbsoluteUrl,
  image: z.array(AbsoluteUrl).min(1),
  startDate: DateTimeWithOffset,
  endDate: DateTimeWithOffset,
  eventStatus: z.literal('https://schema.org/EventScheduled'),
  eventAttendanceMode: z.literal('https://schema.org/OfflineEventAttendanceMode'),
  location: z.array(PlaceSchema).min(1),
  offers: z
    .array(
      z.object({
        '@type': z.literal('Offer'),
        price: z.number().int().positive(),
        priceCurrency: z.literal('HUF'),
        url: AbsoluteUrl,
        availability: z.string().startsWith('https://schema.org/'),
      }),
    )
    .min(1),
  organizer: z.object({
    '@type': z.literal('Organization'),
    name: z.string().min(1),
    url: AbsoluteUrl,
    contactPoint: z.array(z.object({ '@type': z.literal('ContactPoint'), telephone: z.string() })),
  }),
});

const ItemListSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('ItemList'),
  numberOfItems: z.number().int(),
  itemListElement: z.array(
    z.object({
      '@type': z.literal('ListItem'),
      position: z.number().int().positive(),
      url: AbsoluteUrl,
      item: z.object({
        '@type': z.literal('Event'),
        name: z.string().min(1),
        url: AbsoluteUrl,
        startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      }),
    }),
  ),
});

async function allTrips(): Promise<Trip[]> {
  return Promise.all(tripDocuments().map(({ season, key }) => loadTripDocument(season, key)));
}

describe('trip Event', () => {
  it('has start and end with the Budapest offset of that day (summer +02:00, winter +01:00)', () => {
    const summer = TripSchema.parse(program7);
    expect(tripJsonLd(summer, club, urls)).toMatchObject({
      startDate: `2025-04-05T${summer.departures[0]!.time}:00+02:00`,
      endDate: `2025-04-05T${summer.returnTime}:00+02:00`,
    });
    const winter: Trip = {
      ...summer,
      startDate: '2025-01-18',
      departures: [{ point: 'benzinkut', time: '05:45' }],
    };
    expect(tripJsonLd(winter, club, urls)).toMatchObject({ startDate: '2025-01-18T05:45:00+01:00' });
    // The offset is right: the written time is the same instant as Budapest 05:45 in January.
    expect(new Date(tripJsonLd(winter, club, urls).startDate).toISOString()).toBe('2025-01-18T04:45:00.000Z');
  });

  it('is complete for every trip file: dates, places with addresses, HUF offers, organiser', async () => {
    const trips = await allTrips();
    expect(trips.length).toBeGreaterThanOrEqual(9);
    for (const trip of trips) {
      const data = EventLdSchema.parse(tripJsonLd(trip, club, urls));
      expect(data.name).toBe(trip.title);
      expect(data.url).toBe(`https://turak.example.hu/${trip.startDate.slice(0, 4)}/${trip.key}/`);
      expect(data.startDate.slice(0, 10)).toBe(trip.startDate);
      expect(data.endDate.slice(0, 10)).toBe(trip.endDate ?? trip.startDate);
      expect(Date.parse(data.endDate)).toBeGreaterThan(Date.parse(data.startDate));
      expect(data.offers.map((offer) => offer.price)).toEqual(trip.fee.tiers.map((tier) => tier.price));
      expect(data.organizer.name).toBe(club.clubName);
      expect(data.organizer.contactPoint.map((point) => point.telephone)).toEqual(
        club.organisers.map((organiser) => organiser.phone),
      );
      // The meeting point, with the club's address for it.
      const meeting = data.location.find((place) => place.name.startsWith('Indulás'));
      expect(meeting?.address).toMatchObject({ streetAddress: expect.stringMatching(/\S/) });
    }
  });

  it('names the destination country by its ISO code', () => {
    const trip = TripSchema.parse(program7);
    expect(tripJsonLd(trip, club, urls).location[0]).toMatchObject({
      name: 'Szlovák-karszt',
      address: { addressCountry: 'SK', addressRegion: 'Szlovák-karszt' },
    });
  });

  it('is on the trip page as a script a search engine reads', async () => {
    renderApp('/program7');
    await screen.findByRole('heading', { level: 1, name: program7.title }, LAZY_SCREEN);
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script).not.toBeNull();
    const data = EventLdSchema.parse(JSON.parse(script!.textContent!));
    expect(data.name).toBe(program7.title);
  });
});

describe('yearly program ItemList', () => {
  it('lists every event in order, each an Event with its date and address', () => {
    const data = ItemListSchema.parse(yearlyProgramJsonLd(events, club, urls, 'Éves program 2025'));
    expect(data.numberOfItems).toBe(24);
    expect(data.itemListElement.map((entry) => entry.position)).toEqual(
      Array.from({ length: 24 }, (_, index) => index + 1),
    );
    expect(data.itemListElement.map((entry) => entry.item.startDate)).toEqual(
      [...events].sort((a, b) => a.id - b.id).map((event) => event.date.replaceAll('.', '-')),
    );
    // The permanent address: the 2025 trip, whatever program11 is next year.
    expect(data.itemListElement[0]!.url).toBe('https://turak.example.hu/2025/program11/');
  });

  it('is on the yearly program screen', async () => {
    renderApp('/evesprogram');
    await waitFor(
      () => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull(),
      LAZY_SCREEN,
    );
    const data = ItemListSchema.parse(
      JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!),
    );
    expect(data.itemListElement).toHaveLength(24);
  });
});

describe('scriptJson', () => {
  it('cannot close its script element, whatever the text', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('a status the club set, in the structured data', () => {
  it('a cancelled or postponed trip says so; a full one stays scheduled with its offers sold out', () => {
    const trip = TripSchema.parse(program7);
    expect(tripJsonLd(trip, club, urls, { status: 'cancelled' }).eventStatus).toBe(
      'https://schema.org/EventCancelled',
    );
    expect(tripJsonLd(trip, club, urls, { status: 'postponed' }).eventStatus).toBe(
      'https://schema.org/EventPostponed',
    );
    const full = tripJsonLd(trip, club, urls, { status: 'full' });
    expect(full.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(full.offers.map((offer) => offer.availability)).toEqual(
      trip.fee.tiers.map(() => 'https://schema.org/SoldOut'),
    );
    const list = yearlyProgramJsonLd(
      events.map((event) => (event.id === 5 ? { ...event, status: 'cancelled' as const } : event)),
      club,
      urls,
      'Év',
    );
    const statuses = list.itemListElement.map((entry) => entry.item.eventStatus);
    expect(statuses.filter((status) => status === 'https://schema.org/EventCancelled')).toHaveLength(1);
  });
});
