import type { ClubSettings } from '../../schema/club.ts';
import clubJson from '../content/club.json';

/**
 * Organisers and departure points; the club sets the real values in
 * src/content/club.json (validated by the test suite, not at run time).
 */
export const club: ClubSettings = clubJson;
