/**
 * A caller's number as the organiser types it (06 30 123 4567, 30/123-4567, +36 1 234 5678)
 * into the one form the list stores and compares (+36301234567), with libphonenumber-js:
 * Hungarian by default, and its full metadata, which tells a number that can exist from a
 * digit too few. The organisers' page alone loads it, never a visitor's.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneReading = { ok: true; phone: string; shown: string } | { ok: false; problem: string };

export function readPhoneNumber(typed: string): PhoneReading {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'telefonszám: nem lehet üres' };
  const number = parsePhoneNumberFromString(text, 'HU');
  if (!number?.isValid())
    return {
      ok: false,
      problem: `telefonszám: „${text}” nem hívható szám; pl. 06 30 123 4567 vagy +36 1 234 5678`,
    };
  return {
    ok: true,
    phone: number.number,
    // Hungarian numbers as Hungarians write them, others in their international form.
    shown: number.country === 'HU' ? number.formatNational() : number.formatInternational(),
  };
}
