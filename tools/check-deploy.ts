/**
 * `npm run deploy:check` (firebase.json's hosting predeploy runs it): the
 * checks a deploy needs, after the build. The build has already run the content
 * check and written the start-up script's hash into firebase.json; this
 * confirms that dist/ and firebase.json go together: every inline script of
 * dist/index.html is allowed by the Content-Security-Policy, or the browser
 * would block it and visitors see nothing. (A production build refuses an
 * emulator address itself.) One line per problem, exit status 1 on any.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash, inlineScripts } from '../build/first-view.ts';

const root = join(import.meta.dirname, '..');

export function deployProblems(dist: string, firebaseJson: string): string[] {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) return [`${indexHtml} is missing: run npm run build`];
  const problems: string[] = [];
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as {
    hosting?: { headers?: Array<{ headers: Array<{ key: string; value: string }> }> };
  };
  const csp = (config.hosting?.headers ?? [])
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value;
  const scriptSrc = /script-src ([^;]+)/.exec(csp ?? '')?.[1] ?? '';
  for (const script of inlineScripts(readFileSync(indexHtml, 'utf8'))) {
    const hash = cspHash(script);
    if (!scriptSrc.includes(hash))
      problems.push(`${firebaseJson}: script-src lacks ${hash}, the hash of ${indexHtml}'s start-up script`);
  }
  return problems;
}

if (import.meta.filename === process.argv[1]) {
  const problems = deployProblems(join(root, 'dist'), join(root, 'firebase.json'));
  for (const problem of problems) console.log(problem);
  if (problems.length > 0) process.exitCode = 1;
  else console.log('Rendben: dist/ és a firebase.json összeillik, telepíthető.');
}
