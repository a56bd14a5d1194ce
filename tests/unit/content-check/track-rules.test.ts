import { describe, expect, it } from 'vitest';
import { problemsAfter, setField, trip, validContent, checkFixture } from '../../support/content-fixture.ts';
import { gpxText, northwardWalk } from '../../support/gpx.ts';

const P5 = 'trips/2025/program5.json';
const TRACK = 'program5-kozepes.gpx';

/** A walk of `steps` × 111.2 m climbing `climb` metres evenly: the fixture's medium route is 13 km, +400 m. */
const walk = (steps: number, climb: number) =>
  gpxText([northwardWalk(Array.from({ length: steps + 1 }, (_, index) => 200 + (climb * index) / steps))]);

/** The fixture with program5's medium route naming `program5-kozepes.gpx`, whose text is `text`. */
function withTrack(text: string | null, name = TRACK) {
  return (content: ReturnType<typeof validContent>) => {
    setField(trip(content), 'days[0].routes[1].track', name);
    if (text !== null) content.trips[TRACK] = text;
  };
}

describe('content check: route tracks', () => {
  it('takes a track beside its trip that matches the route within 10%', () => {
    expect(problemsAfter(withTrack(walk(117, 400)))).toEqual([]);
  });

  it('refuses a track 30% longer than the route, naming the file and both lengths', () => {
    expect(problemsAfter(withTrack(walk(152, 400)))).toEqual([
      `${P5}: days[0].routes[1].track: a nyomvonal hossza több mint 10%-kal eltér az útvonal távjától (distanceKm): javítsa a távot vagy a nyomvonalat (várt: 13 km ± 10%, kapott: 16,9 km (${TRACK}))`,
    ]);
  });

  it('notes a climb more than 25% off, without stopping the build', () => {
    const content = validContent();
    withTrack(walk(117, 600))(content);
    const report = checkFixture(content);
    expect(report.problems).toEqual([]);
    expect(report.notes).toContain(
      `${P5}: days[0].routes[1].track: a nyomvonal szintemelkedése 600 m, a megadott 400 m: több mint 25% az eltérés, nézze meg, melyik a jó`,
    );
  });

  it('refuses a route naming a file that is not there', () => {
    expect(problemsAfter(withTrack(null))).toEqual([
      `${P5}: days[0].routes[1].track: nincs ilyen GPX fájl a túrafájl mellett (várt: trips/2025/${TRACK}, kapott: "${TRACK}")`,
    ]);
  });

  it('refuses a broken GPX file and one without a track, naming the file and what was expected', () => {
    expect(problemsAfter(withTrack('<gpx><trk'))).toEqual([
      `trips/2025/${TRACK}: nem olvasható XML, nem GPX fájl (várt: GPX 1.1 fájl egy nyomvonallal (<trk>), magasságokkal)`,
    ]);
    const waypoints =
      '<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><rte><rtept lat="47" lon="19"/><rtept lat="47.1" lon="19"/></rte></gpx>';
    expect(problemsAfter(withTrack(waypoints))).toEqual([
      `trips/2025/${TRACK}: nincs benne nyomvonal (<trk> legalább két ponttal) (várt: GPX 1.1 fájl egy nyomvonallal (<trk>), magasságokkal)`,
    ]);
  });

  it('refuses a GPX file that no route names', () => {
    expect(problemsAfter((content) => (content.trips['program5-regi.gpx'] = walk(117, 400)))).toEqual([
      'trips/2025/program5-regi.gpx: egyik útvonal sem hivatkozik erre a nyomvonalra: írja a fájl nevét az útvonal "track" mezőjébe, vagy törölje a fájlt (várt: "track": "program5-regi.gpx" egy útvonalnál, kapott: semmi)',
    ]);
  });

  it('does not call a track unnamed while the trip that may name it cannot be read', () => {
    expect(
      problemsAfter((content) => {
        withTrack(walk(117, 400))(content);
        content.trips['program5.json'] = '{ "key": "program5",';
      }),
    ).toEqual([expect.stringMatching(/^trips\/2025\/program5\.json: .*hibás JSON/)]);
  });

  it('refuses a file name that is not a GPX file beside the trip', () => {
    expect(problemsAfter(withTrack(null, '../2024/Program5.GPX'))).toEqual([
      `${P5}: days[0].routes[1].track: hibás formátum (várt: a GPX fájl neve a túrafájl mellett, kisbetűvel, pl. program3-hosszu.gpx, kapott: "../2024/Program5.GPX")`,
    ]);
  });
});
