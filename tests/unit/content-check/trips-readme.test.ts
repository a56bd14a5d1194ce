import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../content-check/content-check.ts';
import { readContentSources } from '../../../content-check/content-files.ts';

describe('trips/README.md', () => {
  it('has a complete example that passes the check as trips/program11.json', () => {
    const guide = readFileSync('trips/README.md', 'utf8');
    const examples = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(examples).toHaveLength(1);

    const sources = readContentSources(process.cwd());
    sources.trips = sources.trips.filter((source) => source.file !== 'trips/2025/program11.json');
    sources.trips.push({ file: 'trips/2025/program11.json', text: examples[0]! });
    // The artwork is checked by content.test.ts; here only the example's own mistakes count.
    const events = sources.events.flatMap((file) => JSON.parse(file.text) as { picture: string }[]);
    sources.pictures = [...sources.pictures, ...events.map((event) => event.picture)];

    const report = checkContent(sources);
    const aboutExample = [...report.problems, ...report.notes].filter((line) => line.includes('program11'));
    expect(aboutExample).toEqual([]);
    expect(JSON.parse(examples[0]!)).toMatchObject({
      key: 'program11',
      $schema: '../../schema/trip.schema.json',
    });
  });
});

describe('trips/README.md names the repository as it is', () => {
  const guide = readFileSync('trips/README.md', 'utf8');
  /** Files the guide tells a volunteer to create: they are examples, not there yet. */
  const toBeCreated = [
    'trips/2025/program11.json',
    'trips/2026/program3.json',
    'trips/2026/program5.json',
    'src/content/events/2026.json',
  ];
  const named = [
    ...new Set(guide.match(/\b(?:trips|src|schema|public|tools|\.github)\/[A-Za-z0-9_./-]*[A-Za-z0-9]/g)),
  ];

  it('every file and folder it names exists, but for the new files it shows how to make', () => {
    expect(named.length).toBeGreaterThan(5);
    const missing = named.filter((path) => !existsSync(path) && !toBeCreated.includes(path));
    expect(missing).toEqual([]);
    for (const path of toBeCreated) expect(named).toContain(path);
  });

  it('quotes the success line of trips:check with the repository’s real counts', () => {
    const report = checkContent(readContentSources(process.cwd()));
    expect(guide).toContain(
      `Rendben: ${report.tripCount} túrafájl és ${report.eventCount} esemény, a klub és az oldaltábla adatai is hibátlanok.`,
    );
  });

  it('says how a change reaches the site: the deploy workflow, the nightly run, who may publish', () => {
    const section = guide.slice(guide.indexOf('## Közzététel'));
    expect(section).toContain('`main`');
    expect(section).toMatch(/minden éjjel/);
    expect(section).toMatch(/írási joga/);
    expect(existsSync('.github/workflows/deploy.yml')).toBe(true);
  });
});
