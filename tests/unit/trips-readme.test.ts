import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../tools/content/content-check';
import { readContentSources } from '../../tools/content/content-files';

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
