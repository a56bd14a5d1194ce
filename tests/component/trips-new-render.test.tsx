import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClubSettingsSchema } from '../../schema/club.ts';
import { StoredEventListSchema } from '../../schema/event.ts';
import { TripSchema } from '../../schema/trip.ts';
import { newTripDocument } from '../../content-check/trip-template.ts';
import { TripPage } from '../../src/components/trip/trip-page.tsx';
import clubJson from '../../src/content/club.json';
import eventsJson from '../../src/content/events/2025.json';
import { renderInRouter } from '../support/render-in-router.tsx';

describe('a trip made by `npm run trips:new`', () => {
  it('renders at once as a trip page, with the event’s name and date', async () => {
    const club = ClubSettingsSchema.parse(clubJson);
    const events = StoredEventListSchema.parse(eventsJson);
    const event = events.find((candidate) => candidate.pdf === 'program11')!;
    const trip = TripSchema.parse(newTripDocument('program11', { events, club, today: '2025-01-01' }));

    await renderInRouter(<TripPage trip={trip} club={club} />);

    expect(await screen.findByRole('heading', { level: 1, name: event.name })).toBeInTheDocument();
    expect(screen.getByText('2025. január 4., szombat')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PROGRAMOK' })).toBeInTheDocument();
    expect(screen.queryByText(/MÉG NEM KÉSZÜLT EL/)).not.toBeInTheDocument();
  });
});
