import type { ClubEvent } from '../../schema/event.ts';

/** One season's program (`/evesprogram/<year>/`) and the nearest seasons on either side, for the links between them. */
export interface SeasonProgram {
  season: number;
  events: ClubEvent[];
  previous: number | null;
  next: number | null;
}
