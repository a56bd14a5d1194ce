/**
 * `npm run trips:check [-- --root <dir>]`: checks every trip file and the
 * bundled content, prints one Hungarian line per problem, exits 1 on any.
 *
 * `--build` is the first step of `npm run build` (and `--build --drafts-shown`
 * of `npm run preview`): the same check, but on success it prints only the
 * draft pages, one line each, with what the build does with them and what is
 * left to fill. A volunteer whose file is wrong sees this report and nothing
 * else: the build does not start.
 */
import { execFileSync } from 'node:child_process';
import { checkContent, CONTENT_PATHS } from '../content-check/content-check.ts';
import { readContentSources, rootFromArgs } from '../content-check/content-files.ts';
import { runAsCommand } from './command.ts';

/**
 * The club settings before this change: the last commit's while the file is being edited, the
 * commit before once it is committed (the deploy's check sees the change it publishes). None
 * outside a git checkout.
 */
function previousClubText(root: string, current: string): string | undefined {
  const show = (commit: string) => {
    try {
      return execFileSync('git', ['show', `${commit}:${CONTENT_PATHS.club}`], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      return undefined;
    }
  };
  const committed = show('HEAD');
  return committed === undefined || committed !== current ? committed : show('HEAD~1');
}

/** The command's work: `args` as its command line after the script's name; its exit code. */
export function checkTrips(args: string[]): number {
  const { root, rest } = rootFromArgs(args);
  const forBuild = rest.includes('--build');
  const draftsShown = rest.includes('--drafts-shown');
  const sources = readContentSources(root);
  const previous = previousClubText(root, sources.club.text);
  const report = checkContent({
    ...sources,
    ...(previous === undefined ? {} : { previousClub: { file: CONTENT_PATHS.club, text: previous } }),
  });

  for (const problem of report.problems) console.log(problem);

  if (report.problems.length > 0) {
    console.log(
      `\n${report.problems.length} hiba. Javítsa a fenti sorokban megnevezett mezőket, majd futtassa újra: ${
        forBuild ? 'npm run build' : 'npm run trips:check'
      }`,
    );
    return 1;
  }
  if (!forBuild) for (const note of report.notes) console.log(`megjegyzés: ${note}`);
  for (const { file, leftToFill } of report.drafts) {
    const left = leftToFill.length > 0 ? `kitöltendő: ${leftToFill.join(', ')}` : 'minden mező kitöltve';
    console.log(
      draftsShown
        ? `Vázlat (csak az előnézetben látszik, VÁZLAT jellel): ${file} – ${left}`
        : `Vázlat, nem kerül ki a honlapra: ${file} – ${left}; ha kész, törölje a "draft": true sort`,
    );
  }
  if (!forBuild)
    console.log(
      `Rendben: ${report.tripCount} túrafájl és ${report.eventCount} esemény, a klub és az oldaltábla adatai is hibátlanok.`,
    );
  return 0;
}

runAsCommand(import.meta, checkTrips);
