/**
 * What search engines need of this site's schema.org data (Google's event rich
 * result: name, startDate with an offset, location with an address; offers,
 * organiser; an ItemList of Events), as zod schemas the tests parse it with.
 */
import { z } from 'zod';

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

export const EventLdSchema = z.object({
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

export const ItemListSchema = z.object({
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
