/** Phone registration: what to say on the call, and the deposit. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TripSchema } from '../../schema/trip.ts';
import { shipped } from '../support/shipped-trip.ts';
import { RegistrationChecklist } from '../../src/components/trip/registration-checklist.tsx';
import { club } from '../../src/data/club.ts';
import program7 from '../../trips/2025/program7.json';
import program8 from '../../trips/2025/program8.json';

describe('RegistrationChecklist', () => {
  it('lists the five things to say, with the trip’s own variants and stops, and the deposit', () => {
    render(<RegistrationChecklist trip={shipped(program7)} club={club} />);
    const list = screen.getByRole('list', { name: 'Mit mondjon a telefonban?' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'a nevét',
      'hány főre jelentkezik',
      'melyik távot választja (rövid táv, közepes táv vagy hosszú táv)',
      'hol száll fel a buszra (Benzinkút 06:15 vagy Parkoló 06:30)',
      'egy visszahívható telefonszámot',
    ]);
    expect(screen.getByText(/^Előleg:/)).toHaveTextContent(/Előleg: 4\s?000\sFt\/fő, a jelentkezéskor/);
  });

  it('says the organiser gives the deposit when the trip states no amount', () => {
    render(<RegistrationChecklist trip={TripSchema.parse(program8)} club={club} />);
    expect(screen.getByText(/előleg összegét/i)).toBeInTheDocument();
  });
});
