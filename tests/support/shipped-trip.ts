import type { Trip } from '../../schema/trip.ts';

/**
 * A trip document imported in a test as the build ships it: Vite's plugin has already checked
 * it against the schema, applied the defaults and read its routes' tracks
 * (vite-plugins/vite-validated-trips.ts), so it is not parsed again (the drawing of a track is
 * no field of the trip file, and the schema would refuse it).
 */
export const shipped = (document: unknown) => document as Trip;
