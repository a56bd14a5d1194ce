/**
 * The four answers on a phone's first screen (375×740 in Chromium's headless shell): on every
 * written trip page the first departure, the price, the state and the call, on a placeholder
 * the date, the state, the call and the sentence that stands for departure and price; each
 * wholly within the first 640 px (a phone's page area with the browser's bars showing) and not
 * covered, a week before the trip and on its morning, as the prerendered copy shows it before
 * any script and once the app has taken it over, which moves none of them. On a phone held
 * sideways (812×375) every answer is on the first screen too, the call buttons held at its foot.
 * `npm run bench:trip` prints the same positions for every page, at desktop size too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { addIsoDays, budapestDay, eventDateToIso } from '../../src/lib/dates.ts';
import { copyFor } from '../../src/prerender/pick.ts';
import { FIRST_SCREEN_PX } from '../../tools/trip-layout.ts';
import {
  chromiumForThisFile,
  expectAccessible,
  ibmViolations,
  waitForApp,
  waitForDaysCopy,
} from '../support/browser.ts';
import { builtScreens } from '../support/built-pages.ts';
import { copyHtml } from '../support/registration-block.ts';

const baseUrl = inject('baseUrl');
const dist = process.env.E2E_DIST ?? 'dist';
const browser = chromiumForThisFile();

const written = readdirSync('trips/2025')
  .filter((file) => /^program\d+\.json$/.test(file))
  .map(
    (file) => JSON.parse(readFileSync(`trips/2025/${file}`, 'utf8')) as { key: string; startDate: string },
  );
const writtenKeys = new Set(written.map((trip) => trip.key));
const placeholders = (
  JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as Array<{ pdf: string; date: string }>
)
  .filter((event) => !writtenKeys.has(event.pdf))
  .slice(0, 2)
  .map((event) => ({ key: event.pdf, startDate: eventDateToIso(event.date)! }));

const TRIP_ANSWERS = ['departure', 'price', 'state', 'call'];
const PLACEHOLDER_ANSWERS = ['date', 'state', 'call', 'departure', 'price'];

/** Every written trip and the two placeholders, each with the answers its first screen gives. */
const PAGES = [
  ...written.map((trip) => ({ ...trip, answers: TRIP_ANSWERS })),
  ...placeholders.map((trip) => ({ ...trip, answers: PLACEHOLDER_ANSWERS })),
];

/** A week before the trip, and its morning. */
const daysOf = (startDate: string): Array<[string, string]> => [
  ['a week before', `${addIsoDays(startDate, -7)}T06:00:00Z`],
  ['on its morning', `${startDate}T05:00:00Z`],
];

/** Each answer's box on the page, and whether what shows at its middle is its own. */
function answerBoxes(answers: string[]) {
  return answers.map((answer) => {
    const element = document.querySelector(`[data-answer~="${answer}"]`);
    if (!element) return { answer, top: NaN, bottom: NaN, own: false };
    const rect = element.getBoundingClientRect();
    const atMiddle = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      answer,
      top: Math.round(rect.top + scrollY),
      bottom: Math.round(rect.bottom + scrollY),
      own: atMiddle !== null && (element.contains(atMiddle) || atMiddle.contains(element)),
    };
  });
}

const PHONE = { width: 375, height: 740 };
/** A phone held sideways, with no room to spare: the whole page area its screen has. */
const SIDEWAYS = { width: 812, height: 375 };

/**
 * The page at 375×740 (or `viewport`) on `instant`: with `app`, once the app has taken it over;
 * without, with scripts off and the build's copy for that day in its root, as the start-up
 * script puts it there (put in by the test: the script's own fetch gives up after 1.5 s, which a
 * loaded machine may take, and the test is of the copy, not of that wait).
 */
async function firstScreen(path: string, instant: string, answers: string[], app: boolean, viewport = PHONE) {
  const context = await browser().newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    serviceWorkers: 'block',
    javaScriptEnabled: app,
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(instant));
  await page.goto(`${baseUrl}${path}`);
  if (app) {
    await waitForDaysCopy(page);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
  } else {
    const name = copyFor(builtScreens(dist)[path] ?? [], budapestDay(new Date(instant)));
    if (!name) throw new Error(`${path} has no copy for ${instant}`);
    await page.evaluate(
      (html) => {
        document.getElementById('root')!.innerHTML = html;
      },
      copyHtml(dist, name),
    );
  }
  return { page, context, boxes: await page.evaluate(answerBoxes, answers) };
}

describe.each(PAGES)('/2025/$key/ at 375×740', ({ key, startDate, answers }) => {
  it.each(daysOf(startDate))(
    '%s: every answer within the first 640 px, before any script and after, in the same place',
    async (_, instant) => {
      const path = `/2025/${key}/`;
      const copy = await firstScreen(path, instant, answers, false);
      await copy.context.close();
      const app = await firstScreen(path, instant, answers, true);
      await app.context.close();
      for (const box of copy.boxes) {
        expect(box.top, `${box.answer} is there`).toBeGreaterThanOrEqual(0);
        expect(box.bottom, `${box.answer} ends within the first screen`).toBeLessThanOrEqual(FIRST_SCREEN_PX);
        expect(box.own, `${box.answer} is not covered`).toBe(true);
      }
      // The app takes the copy over as it is: the state arriving moves nothing.
      expect(app.boxes).toEqual(copy.boxes);
    },
  );
});

describe.each(PAGES)('/2025/$key/ on a phone held sideways (812×375)', ({ key, startDate, answers }) => {
  it.each(daysOf(startDate))(
    '%s: every answer on the first screen, the call buttons held at its foot and covering none',
    async (_, instant) => {
      const { context, boxes } = await firstScreen(`/2025/${key}/`, instant, answers, true, SIDEWAYS);
      await context.close();
      for (const box of boxes) {
        expect(box.top, `${box.answer} is there`).toBeGreaterThanOrEqual(0);
        expect(box.bottom, `${box.answer} ends within the first screen`).toBeLessThanOrEqual(SIDEWAYS.height);
        expect(box.own, `${box.answer} is not covered`).toBe(true);
      }
    },
  );
});

describe('the first screen of a trip page, checked for accessibility', () => {
  it.each(['/2025/program3/', '/2025/program8/', `/2025/${placeholders[0]!.key}/`])(
    '%s: axe and IBM checker clean',
    async (path) => {
      const { page, context } = await firstScreen(path, '2025-01-10T07:00:00Z', [], true);
      await expectAccessible(page, path);
      expect(await ibmViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
