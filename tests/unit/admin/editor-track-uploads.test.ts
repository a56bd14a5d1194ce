// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  freeName,
  keepingReplacedFiles,
  replaceOnSave,
  routeHolding,
  stageEntryTracks,
  stagedTracks,
  stageTrack,
  trackFileName,
  tracksNamed,
} from '../../../admin/track-uploads.ts';

/*
 * A GPX track uploaded in the editor (admin/track-uploads.ts): named after its route, kept
 * for the check until the save, and never deleted from the repository before the save.
 */
describe("an uploaded track's name", () => {
  it('comes from the trip key and the route level, with the day on a trip of several days', () => {
    expect(trackFileName('program3', 0, 1, 'long')).toBe('program3-hosszu.gpx');
    expect(trackFileName('program3', 0, 1, 'short')).toBe('program3-rovid.gpx');
    expect(trackFileName('program8', 1, 4, 'medium')).toBe('program8-2-nap-kozepes.gpx');
  });

  it('is found from the value only one route holds', () => {
    const data = {
      days: [
        { routes: [{ level: 'short', track: 'program8-1-nap-rovid.gpx' }] },
        { routes: [{ level: 'long' }, { level: 'medium', distanceKm: 12.5, track: 'feltoltes-1.gpx' }] },
      ],
    };
    expect(routeHolding(data, 'feltoltes-1.gpx')).toEqual({
      dayIndex: 1,
      dayCount: 2,
      level: 'medium',
      distanceKm: 12.5,
    });
    expect(routeHolding(data, 'feltoltes-2.gpx')).toBeNull();
    expect(routeHolding({ days: [{ routes: [{ track: 'x.gpx' }] }] }, 'x.gpx')).toMatchObject({
      level: null,
    });
  });

  it('gets a number when another route of the trip holds it already', () => {
    const data = {
      days: [
        {
          routes: [
            { level: 'long', track: 'program3-hosszu.gpx' },
            { level: 'long', track: 'feltoltes-1.gpx' },
          ],
        },
      ],
    };
    const taken = tracksNamed(data, 'feltoltes-1.gpx');
    expect(taken).toEqual(new Set(['program3-hosszu.gpx']));
    expect(freeName('program3-hosszu.gpx', taken)).toBe('program3-hosszu-2.gpx');
    expect(freeName('program3-rovid.gpx', taken)).toBe('program3-rovid.gpx');
  });
});

describe('an upload before the save', () => {
  it('is read back for the check only as the entry’s own draft file', () => {
    stageTrack('program5-hosszu.gpx', '<gpx/>');
    expect(stagedTracks(['program5-hosszu.gpx', 'program9-rovid.gpx'])).toEqual([
      { name: 'program5-hosszu.gpx', text: '<gpx/>' },
    ]);
    expect(stagedTracks([])).toEqual([]);
  });

  it('reads the tracks of a pull request opened again, and no other file', async () => {
    await stageEntryTracks([
      { name: 'program9-hosszu.gpx', draft: true, file: new Blob(['<gpx>9</gpx>']) },
      { name: 'program9.json', draft: true, file: new Blob(['{}']) },
      { name: 'program9-rovid.gpx', draft: false, file: new Blob(['<gpx>old</gpx>']) },
    ]);
    expect(stagedTracks(['program9-hosszu.gpx', 'program9.json', 'program9-rovid.gpx'])).toEqual([
      { name: 'program9-hosszu.gpx', text: '<gpx>9</gpx>' },
    ]);
  });

  it('leaves the file it replaces in the repository, once, and deletes every other file asked', async () => {
    const deleted: string[][] = [];
    const backend = keepingReplacedFiles({
      deleteFiles: vi.fn((paths: string[], _message: string) => {
        deleted.push(paths);
        return Promise.resolve();
      }),
    });
    replaceOnSave('program5-hosszu.gpx');
    await backend.deleteFiles(['trips/2025/program5-hosszu.gpx'], 'Szerkesztő: kép törölve');
    expect(deleted).toEqual([]);
    // A second deletion of it is a volunteer's own, later: it goes through.
    await backend.deleteFiles(['trips/2025/program5-hosszu.gpx', 'public/pictures/x.svg'], 'Szerkesztő');
    expect(deleted).toEqual([['trips/2025/program5-hosszu.gpx', 'public/pictures/x.svg']]);
  });
});
