/**
 * The rules a schema cannot express: fields against each other, trips against
 * their season's events, the page table and the pictures on disk.
 */
import type { StoredEvent } from '../schema/event.ts';
import type { Pages } from '../schema/pages.ts';
import type { Trip } from '../schema/trip.ts';
import { eventDateToIso } from '../schema/dates.ts';
import { lastsSeveralDays } from '../src/lib/trip-days.ts';
import { closestName } from './closest-name.ts';
import { CONTENT_PATHS, type EventPageContext } from './content-paths.ts';
import { type Findings, formatFound, oneOf, type Path } from './report-lines.ts';
import { withArticle } from '../src/lib/hungarian-article.ts';

/** Every string in a document with its path, for finding left-over template text. */
export function* stringsIn(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsIn(item, [...path, index]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...path, key]);
  }
}

export interface TripContext {
  pictures: ReadonlySet<string>;
  pointIds: readonly string[] | null;
}

/** What the checker says of a line it refuses, without the file and the path (which the caller knows). */
export interface RuleFinding {
  message: string;
  expected: string;
  found: string;
}

/**
 * A picture that is not in public/pictures, in the checker's words; null when it is there.
 * The organisers' page says the same of an event it is about to save.
 */
export function missingPicture(picture: string, pictures: ReadonlySet<string>): RuleFinding | null {
  if (pictures.has(picture)) return null;
  const suggestion = closestName(picture, [...pictures]);
  return {
    message: 'nincs ilyen kép a public/pictures mappában',
    expected: suggestion
      ? `létező képfájl, talán "${suggestion}"`
      : 'a public/pictures mappában lévő fájl neve',
    found: formatFound(picture),
  };
}

/** An event dated in another year than the season it is listed in; null when it is that season's, or no real day. */
export function otherSeason(season: number, date: string): RuleFinding | null {
  const eventDay = eventDateToIso(date);
  if (eventDay === null || eventDay.startsWith(`${season}-`)) return null;
  return {
    message: `ez ${withArticle(`${season}.`)} évad listája; ez az esemény más évre esik`,
    expected: `${season}.…`,
    found: formatFound(date),
  };
}

function pictureProblem(
  findings: Findings,
  file: string,
  path: Path,
  picture: string,
  pictures: ReadonlySet<string>,
) {
  const missing = missingPicture(picture, pictures);
  if (missing) findings.problem(file, path, missing.message, missing.expected, missing.found);
}

/** The rules a schema cannot express: they relate fields to each other and to other files. */
export function checkTripRules(
  file: string,
  fileKey: string,
  trip: Trip,
  context: TripContext,
  findings: Findings,
) {
  if (trip.key !== fileKey) {
    findings.problem(
      file,
      ['key'],
      'a kulcs nem egyezik a fájl nevével',
      `"${fileKey}"`,
      formatFound(trip.key),
    );
  }

  const lastDay = trip.endDate ?? trip.startDate;
  if (trip.endDate !== undefined && trip.endDate === trip.startDate) {
    findings.problem(
      file,
      ['endDate'],
      'egynapos túránál ne adja meg az endDate mezőt',
      `${trip.startDate} utáni nap, vagy a mező törlése`,
      trip.endDate,
    );
  } else if (trip.endDate !== undefined && trip.endDate < trip.startDate) {
    findings.problem(
      file,
      ['endDate'],
      'a túra vége nem lehet a kezdete előtt',
      `${trip.startDate} utáni nap`,
      trip.endDate,
    );
  }
  const multiDay = lastsSeveralDays(trip);
  // With the range itself wrong, days and times cannot be judged against it: one line is enough.
  const rangeKnown = trip.endDate === undefined || multiDay;

  for (const [index, day] of trip.days.entries()) {
    if (!rangeKnown || day.date === undefined || (day.date >= trip.startDate && day.date <= lastDay))
      continue;
    findings.problem(
      file,
      ['days', index, 'date'],
      'a programnap a túra napjain kívül esik',
      multiDay ? `${trip.startDate} és ${lastDay} között` : trip.startDate,
      day.date,
    );
  }

  // A multi-day trip returns on its last day, so the clock times are not comparable.
  if (rangeKnown && !multiDay) {
    const latest = trip.departures
      .map((departure) => departure.time)
      .sort()
      .at(-1);
    if (latest !== undefined && trip.returnTime <= latest) {
      findings.problem(
        file,
        ['returnTime'],
        'a hazaérkezés nem lehet az indulás előtt',
        `${latest} utáni időpont`,
        trip.returnTime,
      );
    }
  }

  const seenPoints = new Set<string>();
  for (const [index, departure] of trip.departures.entries()) {
    if (context.pointIds && !context.pointIds.includes(departure.point)) {
      findings.problem(
        file,
        ['departures', index, 'point'],
        `nincs ilyen indulási hely a ${CONTENT_PATHS.club} fájlban`,
        oneOf(context.pointIds),
        formatFound(departure.point),
      );
    } else if (seenPoints.has(departure.point)) {
      findings.problem(
        file,
        ['departures', index, 'point'],
        'ez az indulási hely kétszer szerepel',
        'minden hely egyszer',
        formatFound(departure.point),
      );
    }
    seenPoints.add(departure.point);
  }

  const { tiers, deposit } = trip.fee;
  if (deposit !== undefined) {
    const cheapest = Math.min(...tiers.map((tier) => tier.price));
    if (deposit >= cheapest) {
      findings.problem(
        file,
        ['fee', 'deposit'],
        'az előleg legyen kevesebb minden árnál',
        `kevesebb, mint ${cheapest}`,
        String(deposit),
      );
    }
  }
  if (tiers.length > 1) {
    for (const [index, tier] of tiers.entries()) {
      if (tier.groupSize === undefined) {
        findings.problem(
          file,
          ['fee', 'tiers', index, 'groupSize'],
          'több ár esetén mindegyikhez meg kell adni a létszámot',
          'létszám (fő), pl. 40',
          'semmi',
        );
        continue;
      }
      const previous = tiers[index - 1];
      if (index === 0 || previous?.groupSize === undefined) continue;
      if (tier.groupSize <= previous.groupSize) {
        findings.problem(
          file,
          ['fee', 'tiers', index, 'groupSize'],
          'a létszámsávok növekvő sorrendben kövessék egymást',
          `több, mint ${previous.groupSize}`,
          String(tier.groupSize),
        );
      } else if (tier.price > previous.price) {
        findings.problem(
          file,
          ['fee', 'tiers', index, 'price'],
          'a nagyobb csoport ára nem lehet magasabb',
          `legfeljebb ${previous.price}`,
          String(tier.price),
        );
      }
    }
  }

  pictureProblem(findings, file, ['picture'], trip.picture, context.pictures);
}

export function checkPages(file: string, pages: Pages, tripKeys: ReadonlySet<string>, findings: Findings) {
  for (const [alias, target] of Object.entries(pages.aliases)) {
    if (!tripKeys.has(target)) {
      findings.problem(
        file,
        ['aliases', alias],
        'az átirányítás célja nem létezik',
        `egy meglévő trips/programN.json fájl kulcsa`,
        formatFound(target),
      );
    }
    if (tripKeys.has(alias)) {
      // The alias wins in the router, so the file would silently never show.
      findings.problem(
        file,
        ['aliases', alias],
        `ennek a címnek saját fájlja is van (trips/${alias}.json), de az átirányítás miatt nem jelenik meg`,
        'vagy az átirányítás, vagy a fájl',
        'mindkettő',
      );
    }
  }
  // A placeholder with a trip file is the normal drop-in case: the file wins, nothing to say.
}

/**
 * A trip file belongs to one event of its season: it starts in that season,
 * and the season's event list has its key. A file copied from last year and
 * not yet redated fails here, before a visitor sees last year's date.
 */
export function checkTripSeason(
  file: string,
  season: number,
  key: string,
  trip: Trip,
  /** The season's bundled list; 'unreadable' when its file has problems of its own (reported there). */
  program: { file: string; events: StoredEvent[] } | 'unreadable' | undefined,
  pages: Pages | undefined,
  findings: Findings,
) {
  if (!trip.startDate.startsWith(`${season}-`)) {
    findings.problem(
      file,
      ['startDate'],
      `a túra nem ${withArticle(`${season}.`)} évadba esik, pedig ${withArticle(`${season}`)} mappában van`,
      `${season}-…`,
      formatFound(trip.startDate),
    );
  }
  // Its own lines name what to fix there; the trips are compared again once it reads.
  if (program === 'unreadable') return;
  if (!program) {
    findings.note(
      file,
      [],
      `nincs ${CONTENT_PATHS.events}/${season}.json: a dátumot a Firestore-ban rögzített eseményhez vesse össze`,
    );
    return;
  }
  const events = program.events.filter((event) => (pages?.aliases[event.pdf] ?? event.pdf) === key);
  if (events.length === 0) {
    findings.problem(
      file,
      ['key'],
      `${withArticle(`${season}.`)} évi programban (${program.file}) nincs ilyen túra, így ez az oldal nem jelenik meg`,
      `egy ${program.file} eseményének pdf mezője`,
      formatFound(key),
    );
    return;
  }
  const days = events.map((event) => eventDateToIso(event.date));
  if (!days.includes(trip.startDate)) {
    findings.problem(
      file,
      ['startDate'],
      `a túra napja eltér ${withArticle(`${season}.`)} évi program eseményétől (${program.file})`,
      days.map((day) => `"${day}"`).join(' vagy '),
      formatFound(trip.startDate),
    );
  }
}

/**
 * The rules one announced event meets wherever it is kept (a season's bundled
 * list, a document of the Firestore collection): its key has a page, its
 * season's trip file for that key starts on its day (else the page is the
 * placeholder), and its picture exists. `path` leads to the event in `file`.
 */
export function checkEventPage(
  file: string,
  path: Path,
  season: number,
  event: StoredEvent,
  context: EventPageContext,
  findings: Findings,
) {
  const eventDay = eventDateToIso(event.date);
  // Every announced event's key has a page: its season's trip file, or the placeholder.
  const { pages } = context;
  if (pages) {
    const target = pages.aliases[event.pdf] ?? event.pdf;
    const trip = context.trips.get(`${season}/${target}`);
    if (trip && eventDay !== null && eventDay !== trip.trip.startDate) {
      findings.problem(
        file,
        [...path, 'date'],
        `az esemény napja eltér a túra fájljában (${trip.file}) megadott startDate-től`,
        `"${trip.trip.startDate.replaceAll('-', '.')}"`,
        formatFound(event.date),
      );
    }
  }

  pictureProblem(findings, file, [...path, 'picture'], event.picture, context.pictures);
}

export function checkEvents(
  file: string,
  season: number,
  events: StoredEvent[],
  context: EventPageContext,
  findings: Findings,
) {
  const firstIndexOfId = new Map<number, number>();
  for (const [index, event] of events.entries()) {
    const first = firstIndexOfId.get(event.id);
    if (first !== undefined) {
      findings.problem(
        file,
        [index, 'id'],
        `ez az azonosító már szerepel ${withArticle(`[${first}]`)} eseménynél`,
        'egyedi szám',
        String(event.id),
      );
    } else {
      firstIndexOfId.set(event.id, index);
    }

    const elsewhere = otherSeason(season, event.date);
    if (elsewhere) {
      findings.problem(file, [index, 'date'], elsewhere.message, elsewhere.expected, elsewhere.found);
    }
    checkEventPage(file, [index], season, event, context, findings);
  }
}
