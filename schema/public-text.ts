/**
 * What a text every visitor reads may not hold: a telephone number or an e-mail address.
 * A trip's name and its status reason are public; a caller's or an organiser's detail
 * belongs on the trip's list, which only organisers read. firestore.rules refuse such a
 * text with the same pattern (`hasNoContact`), the organisers' page says why before the
 * server would (organisers/events/event-problems.ts), and `npm run events:check` names one typed in
 * the Firebase console. Nothing here imports from src/.
 *
 * One pattern for both engines: RE2 (the rules' `matches`, whole text) and JavaScript
 * (searched anywhere), so it uses no backslash, no look-around and no class shorthand.
 * What must still pass: dates (`2025.06.21`), times (`18:00`), prices and ranges
 * (`12 000–15 000 Ft`, `850-1200 m`), head counts and road numbers (`36 fő`, `a 8-as út`).
 */

const SEPARATOR = '[ ()/-]*';

/** The parts of the pattern, each a form a number or an address is written in. */
export const CONTACT_FORMS = [
  // An international number: `+36 30 123 4567`, `+36-1-234-5678`.
  `[+][0-9](${SEPARATOR}[0-9]){7,}`,
  // A domestic one with its trunk or country prefix: `06 30 123 4567`, `(06-1) 234-5678`.
  `(^|[^0-9])(06|36)${SEPARATOR}[0-9]{1,2}${SEPARATOR}[0-9]{3}[ /-]?[0-9]{3,4}`,
  // A mobile area code and a number: `30/123-4567`, `20/987 6543`.
  '[0-9]{2}/[0-9]{3}[ -]?[0-9]{3,4}',
  // Nine digits or more in one run: `301234567`.
  '[0-9]{9,}',
  // An e-mail address: `valaki@example.hu`.
  '[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+([.][A-Za-z0-9-]+)+',
] as const;

/** The forms as one alternation, as firestore.rules hold it. */
export const CONTACT_IN_TEXT = CONTACT_FORMS.join('|');

/** The public event's texts a volunteer types freely; the others have a fixed form. */
export const PUBLIC_TEXT_FIELDS = ['name', 'statusNote'] as const;

const contact = new RegExp(CONTACT_IN_TEXT);

/** Whether `text` holds a telephone number or an e-mail address. */
export const holdsContact = (text: string): boolean => contact.test(text);
