import { z } from 'zod';
import { TripKeySchema } from './common.ts';

/**
 * Which route keys exist besides the trip files: aliases that show another
 * trip's document, and placeholders for trips without a written program yet.
 */
export const PagesSchema = z.object({
  aliases: z.record(TripKeySchema, TripKeySchema),
  placeholders: z.array(TripKeySchema),
});

export type Pages = z.infer<typeof PagesSchema>;
