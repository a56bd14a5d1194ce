/**
 * `npm run schema`: writes schema/trip.schema.json from TripSchema, so that
 * editors complete and underline trip files. A unit test fails when the
 * committed file is out of date; run this after changing schema/trip.ts.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { tripJsonSchemaText } from '../content-check/trip-json-schema.ts';

const target = fileURLToPath(new URL('../schema/trip.schema.json', import.meta.url));
// Formatted as `npm run format` would, so formatting the tree never shows it as changed.
const text = await format(tripJsonSchemaText(), { ...(await resolveConfig(target)), parser: 'json' });
writeFileSync(target, text);
console.log('Elkészült: schema/trip.schema.json');
