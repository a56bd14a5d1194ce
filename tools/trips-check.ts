/**
 * `npm run trips:check [-- --root <dir>]`: checks every trip file and the
 * bundled content, prints one Hungarian line per problem, exits 1 on any.
 */
import { checkContent } from './content/content-check';
import { readContentSources, rootFromArgs } from './content/content-files';

const { root } = rootFromArgs(process.argv.slice(2));
const report = checkContent(readContentSources(root));

for (const problem of report.problems) console.log(problem);
for (const note of report.notes) console.log(`megjegyzés: ${note}`);

if (report.problems.length > 0) {
  console.log(
    `\n${report.problems.length} hiba. Javítsa a fenti sorokban megnevezett mezőket, majd futtassa újra: npm run trips:check`,
  );
  process.exitCode = 1;
} else {
  console.log(
    `Rendben: ${report.tripCount} túrafájl és ${report.eventCount} esemény, a klub és az oldaltábla adatai is hibátlanok.`,
  );
}
