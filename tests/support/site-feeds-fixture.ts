/**
 * A small project on disk for the feeds' tests (vite-plugins/feed-contents.ts,
 * vite-plugins/og-images.ts): three seasons' events, trip documents (one of them a
 * draft), an alias and a placeholder, in the folders the build reads them from.
 *
 * 2025, the season of NOW: program5 has its trip document; program6 is
 * cancelled and has none (a placeholder); program8 is a full Easter trip of
 * four days; program11's document is a draft, so its event keeps the
 * placeholder; program1 has a document, and an event under its alias
 * program2 names the same trip. 2024 is the season before (its program12 a
 * placeholder), 2026 the next (program11 again, announced without a document).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredEvent } from '../../schema/event.ts';
import { validContent, validMultiDayTrip, validTrip } from './content-fixture.ts';

/** A Monday morning in Budapest in the 2025 season. */
export const NOW = new Date('2025-03-10T07:00:00+01:00');
export const SITE = 'https://turak.example.hu/';

/** The events as the project's season lists hold them (feedsProject writes them there). */
export const EVENTS = {
  autumn2024: {
    id: 20,
    date: '2024.11.16',
    name: 'Őszi séta a Pilisben',
    picture: 'pilis.svg',
    pdf: 'program12',
  },
  program5: { id: 5, date: '2025.03.01', name: 'Diósgyőr – Varbói-tó', picture: 'bukk.svg', pdf: 'program5' },
  cancelled: {
    id: 6,
    date: '2025.03.15',
    name: 'Mátra: Kékestető',
    picture: 'matra.svg',
    pdf: 'program6',
    status: 'cancelled',
    statusNote: 'Kevés jelentkező miatt elmarad.',
  },
  easter: {
    id: 8,
    date: '2025.04.18',
    name: 'Húsvéti túra a Mecsekben',
    picture: 'mecsek.svg',
    pdf: 'program8',
    status: 'full',
  },
  drafted: {
    id: 11,
    date: '2025.05.03',
    name: 'Zemplén: Megyer-hegy',
    picture: 'zemplen.svg',
    pdf: 'program11',
  },
  program1: {
    id: 12,
    date: '2025.06.07',
    name: 'Magas-Tátra nyáron',
    picture: 'magas-tatra.svg',
    pdf: 'program1',
  },
  alias: {
    id: 13,
    date: '2025.06.07',
    name: 'Magas-Tátra nyáron',
    picture: 'magas-tatra.svg',
    pdf: 'program2',
  },
  newYear2026: {
    id: 1,
    date: '2026.01.10',
    name: 'Újévi túra 2026',
    picture: 'szalajka.svg',
    pdf: 'program11',
  },
} satisfies Record<string, StoredEvent>;

/** The draft's own title: nothing the build makes may show it. */
export const DRAFT_TITLE = '[kitöltendő] Vázlat címe';

export const TRIPS: Record<string, Record<string, unknown>> = {
  '2025/program5.json': validTrip(),
  '2025/program8.json': validMultiDayTrip(),
  '2025/program11.json': {
    ...validTrip(),
    draft: true,
    key: 'program11',
    title: DRAFT_TITLE,
    startDate: '2025-05-03',
    picture: 'zemplen.svg',
  },
  '2025/program1.json': {
    ...validTrip(),
    key: 'program1',
    title: 'Magas-Tátra: Csorba-tó nyáron',
    region: 'Szlovákia, Magas-Tátra',
    destination: { name: 'Csorba-tó', coordinates: { lat: 49.119, lon: 20.06 } },
    startDate: '2025-06-07',
    picture: 'magas-tatra.svg',
    fee: { tiers: [{ price: 14500 }], deposit: 5000 },
  },
};

export const CLUB = validContent().club as { clubName: string; logo: string };

const write = (root: string, file: string, value: unknown) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), `${JSON.stringify(value, null, 2)}\n`);
};

/** The fixture project in a temporary folder, with the repository's pictures and mark; `remove` deletes it. */
export function feedsProject(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'site-feeds-'));
  const events = Object.values(EVENTS) as StoredEvent[];
  for (const season of ['2024', '2025', '2026'])
    write(
      root,
      `src/content/events/${season}.json`,
      events.filter((event) => event.date.startsWith(season)),
    );
  for (const [file, trip] of Object.entries(TRIPS)) write(root, `trips/${file}`, trip);
  write(root, 'src/content/pages.json', { aliases: { program2: 'program1' }, placeholders: ['program25'] });
  write(root, 'src/content/club.json', CLUB);
  cpSync(join(process.cwd(), 'public/pictures'), join(root, 'public/pictures'), { recursive: true });
  cpSync(join(process.cwd(), 'src/content/logo.svg'), join(root, 'src/content', CLUB.logo));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
