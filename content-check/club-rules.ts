/**
 * The club settings' rules beyond their schema: the logo is a file beside the settings, and the
 * colours make every text a visitor reads stand out from what it sits on.
 */
import type { ClubSettings } from '../schema/club.ts';
import { paletteProblems } from '../src/lib/club-palette.ts';
import type { ContentSources } from './content-paths.ts';
import { formatFound, type Findings } from './report-lines.ts';

/** The calendar id of settings as text, if they hold one. */
function calendarIdOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const value = (JSON.parse(text) as { calendarId?: unknown }).calendarId;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function checkClubLook(sources: ContentSources, club: ClubSettings, findings: Findings): void {
  const file = sources.club.file;
  if (sources.clubFiles && !sources.clubFiles.includes(club.logo)) {
    findings.problem(
      file,
      ['logo'],
      'nincs ilyen kép a beállítások mellett',
      sources.clubFiles.some((name) => name.endsWith('.svg'))
        ? sources.clubFiles.filter((name) => name.endsWith('.svg')).join(', ')
        : 'egy SVG kép, amelyet a beállítások mellé tesz',
      formatFound(club.logo),
    );
  }
  const previous = calendarIdOf(sources.previousClub?.text);
  if (previous !== undefined && previous !== club.calendarId) {
    findings.note(
      file,
      ['calendarId'],
      `a naptár azonosítója megváltozott (eddig: ${formatFound(previous)}): ha a honlap már él, a naptárra feliratkozottaknál minden túra kétszer jelenik meg; csak élesítés előtt változtassa`,
    );
  }
  for (const problem of paletteProblems(club.colours)) {
    findings.problem(
      file,
      ['colours', problem.setting],
      problem.message,
      undefined,
      formatFound(club.colours[problem.setting]),
    );
  }
}
