/** A Hungarian number as the schema stores it: +36, two digits (a mobile's area code), then seven or six. */
const STORED_NUMBER = /^\+36(\d{2})(\d{3})(\d{3,4})$/;

/** The number's groups, `+36 30` and `123 4567` each joined with `within`, the two parts with a space. */
function grouped(phone: string, within: string): string {
  const match = STORED_NUMBER.exec(phone);
  return match ? `+36${within}${match[1]} ${match[2]}${within}${match[3]}` : phone;
}

/** `+36301234567` as `+36 30 123 4567`, the way Hungarians read a mobile number. */
export function formatPhone(phone: string): string {
  return grouped(phone, ' ');
}

/**
 * formatPhone's number kept in two parts, `+36 30` and `123 4567`, with no-break spaces: a line
 * too narrow for the whole number (a call button on a 320 px phone) breaks it between the two,
 * never after +36 or inside the subscriber's number.
 */
export function formatPhoneInTwoParts(phone: string): string {
  return grouped(phone, '\u00a0');
}
