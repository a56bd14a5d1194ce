import { ClubSettingsSchema } from '../../schema/club';
import clubJson from '../content/club.json';

/** Organisers and departure points; the club sets the real values in src/content/club.json. */
export const club = ClubSettingsSchema.parse(clubJson);

export function departurePoint(id: string) {
  return club.departurePoints.find((point) => point.id === id);
}
