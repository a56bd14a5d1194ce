/**
 * schema.org structured data, checked against the fields search engines
 * need for an Event (Google's event rich result: name, startDate with an
 * offset, location with an address; offers, organiser) and for an ItemList
 * (tests/support/json-ld-schemas.ts). On the screens: tests/component/json-ld-script.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '../../../schema/event.ts';
import type { Trip } from '../../../schema/trip.ts';
import { shipped } from '../../support/shipped-trip.ts';
import bundledEvents from '../../../src/content/events/2025.json';
import { club } from '../../../src/data/club.ts';
import { loadTripDocument, tripDocuments } from '../../../src/data/trips.ts';
import { tripJsonLd, yearlyProgramJsonLd, type SiteUrls } from '../../../src/lib/json-ld.ts';
import { scriptJson } from '../../../src/lib/script-json.ts';
import { clubEventOf } from '../../../src/data/club-event.ts';
import program7 from '../../../trips/2025/program7.json';
import { EventLdSchema, ItemListSchema } from '../../support/json-ld-schemas.ts';

const events: ClubEvent[] = bundledEvents.map(clubEventOf);
const urls: SiteUrls = {
  homeUrl: 'https://turak.example.hu/',
  pageUrl: (key) => `https://turak.example.hu/${key}/`,
  pictureUrl: (file) => `https://turak.example.hu/pictures/${file}`,
};

async function allTrips(): Promise<Trip[]> {
  return Promise.all(tripDocuments().map(({ season, key }) => loadTripDocument(season, key)));
}

describe('trip Event', () => {
  it('has start and end with the Budapest offset of that day (summer +02:00, winter +01:00)', () => {
    const summer = shipped(program7);
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
      expect(meeting?.address).toMatchObject({ streetAddress: expect.stringMatching(/\S/) as unknown });
    }
  });

  it('names the destination country by its ISO code', () => {
    const trip = shipped(program7);
    expect(tripJsonLd(trip, club, urls).location[0]).toMatchObject({
      name: 'Szlovák-karszt',
      address: { addressCountry: 'SK', addressRegion: 'Szlovák-karszt' },
    });
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
    const trip = shipped(program7);
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
