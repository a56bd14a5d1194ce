/** `+36301234567` as `+36 30 123 4567`, the way Hungarians read a mobile number. */
export function formatPhone(phone: string): string {
  const match = /^\+36(\d{2})(\d{3})(\d{3,4})$/.exec(phone);
  return match ? `+36 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
