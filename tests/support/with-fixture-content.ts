/**
 * Runs the content project (tests/content/) in a copy of the project with the fixture's content
 * (tests/support/fixture-project.ts: a season more, trips with a status): the screens read
 * their content the way the build does, from the files of the project they run in, so the
 * copy is the only place that content exists. Deletes the copy when the run ends.
 *
 *   tsx tests/support/with-fixture-content.ts [vitest options…]
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { writeFixtureContent } from './fixture-project.ts';
import { copyProject } from './project-copy.ts';

const started = Date.now();
const copy = copyProject('content-fixture');
let code: number;
try {
  await writeFixtureContent(copy.root);
  console.info(
    `The fixture's content in ${copy.root}, written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const child = spawn(
    join(process.cwd(), 'node_modules/.bin/vitest'),
    ['run', '--root', copy.root, '--project', 'content', ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, FIXTURE_CONTENT: '1' } },
  );
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  code = await new Promise<number>((done) =>
    child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))),
  );
} finally {
  await copy.remove();
}
process.exit(code);
