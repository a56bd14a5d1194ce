/** `+36301234567` as `+36 30 123 4567`, the way Hungarians read a mobile number. */
export function formatPhone(phone: string): string {
  const match = /^\+36(\d{2})(\d{3})(\d{3,4})$/.exec(phone);
  return match ? `+36 ${match[1]} ${match[2]} ${match[3]}` : phone;
}

/**
 * formatPhone's number kept in two parts, `+36 30` and `123 4567`, with no-break spaces: a line
 * too narrow for the whole number (a call button on a 320 px phone) breaks it between the two,
 * never after +36 or inside the subscriber's number.
 */
export function formatPhoneInTwoParts(phone: string): string {
  return formatPhone(phone).replace(/^(\+36) (\d{2}) (\d{3}) (\d{3,4})$/, '$1\u00a0$2 $3\u00a0$4');
}
