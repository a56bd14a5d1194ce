import { describe, expect, it } from 'vitest';
import { ClubSettingsSchema } from '../../../schema/club.ts';
import { StoredEventListSchema } from '../../../schema/event.ts';
import { newTripDocument } from '../../../content-check/trip-template.ts';
import { checkFixture, problemsAfter, setField, trip, validContent } from '../../support/content-fixture.ts';

const P5 = 'trips/2025/program5.json';
const P8 = 'trips/2025/program8.json';
const EVENTS = 'src/content/events/2025.json';
const PAGES = 'src/content/pages.json';

describe('content check: the fixture', () => {
  it('passes as it is, without notes', () => {
    // The parsed pages the report carries for other checks are not what this test is about.
    expect(checkFixture(validContent())).toMatchObject({
      problems: [],
      notes: [],
      drafts: [],
      tripCount: 2,
      eventCount: 3,
    });
  });
});

describe('content check: real calendar dates', () => {
  it('rejects a day that does not exist', () => {
    expect(problemsAfter((c) => setField(trip(c), 'startDate', '2025-02-30'))).toEqual([
      `${P5}: startDate: hibás érték (várt: létező naptári nap (pl. február 30. nincs), kapott: "2025-02-30")`,
    ]);
  });

  it('rejects a date in the wrong form, once per field', () => {
    expect(problemsAfter((c) => setField(trip(c), 'startDate', '2025.3.1'))).toEqual([
      `${P5}: startDate: hibás formátum (várt: dátum ÉÉÉÉ-HH-NN alakban, pl. 2025-01-18, kapott: "2025.3.1")`,
    ]);
  });

  it('checks itinerary days and event dates too', () => {
    expect(
      problemsAfter((c) => {
        setField(trip(c, 'program8.json'), 'days[2].date', '2025-04-31');
        c.events[1]!.date = '2025.02.29';
      }),
    ).toEqual([
      `${P8}: days[2].date: hibás érték (várt: létező naptári nap (pl. február 30. nincs), kapott: "2025-04-31")`,
      `${EVENTS}: [1].date: hibás érték (várt: létező naptári nap, kapott: "2025.02.29")`,
    ]);
  });
});

describe('content check: the date range of a multi-day trip', () => {
  it('rejects an end before the start', () => {
    expect(problemsAfter((c) => setField(trip(c, 'program8.json'), 'endDate', '2025-04-17'))).toEqual([
      `${P8}: endDate: a túra vége nem lehet a kezdete előtt (várt: 2025-04-18 utáni nap, kapott: 2025-04-17)`,
    ]);
  });

  it('rejects an end on the start day (a one-day trip has no endDate)', () => {
    expect(problemsAfter((c) => setField(trip(c), 'endDate', '2025-03-01'))).toEqual([
      `${P5}: endDate: egynapos túránál ne adja meg az endDate mezőt (várt: 2025-03-01 utáni nap, vagy a mező törlése, kapott: 2025-03-01)`,
    ]);
  });
});

describe('content check: itinerary days inside the range', () => {
  it('rejects a day after the last day', () => {
    expect(problemsAfter((c) => setField(trip(c, 'program8.json'), 'days[3].date', '2025-04-22'))).toEqual([
      `${P8}: days[3].date: a programnap a túra napjain kívül esik (várt: 2025-04-18 és 2025-04-21 között, kapott: 2025-04-22)`,
    ]);
  });

  it('rejects a dated day of a one-day trip that is not the trip day', () => {
    expect(problemsAfter((c) => setField(trip(c), 'days[0].date', '2025-03-02'))).toEqual([
      `${P5}: days[0].date: a programnap a túra napjain kívül esik (várt: 2025-03-01, kapott: 2025-03-02)`,
    ]);
  });
});

describe('content check: departure before return', () => {
  it('rejects a return not later than the last departure of a one-day trip', () => {
    expect(problemsAfter((c) => setField(trip(c), 'returnTime', '07:00'))).toEqual([
      `${P5}: returnTime: a hazaérkezés nem lehet az indulás előtt (várt: 07:00 utáni időpont, kapott: 07:00)`,
    ]);
  });

  it('does not compare clock times of a multi-day trip, which returns on its last day', () => {
    expect(problemsAfter((c) => setField(trip(c, 'program8.json'), 'returnTime', '05:00'))).toEqual([]);
  });
});

describe('content check: fees', () => {
  it('rejects a deposit that is not below every price', () => {
    expect(problemsAfter((c) => setField(trip(c), 'fee.deposit', 6000))).toEqual([
      `${P5}: fee.deposit: az előleg legyen kevesebb minden árnál (várt: kevesebb, mint 6000, kapott: 6000)`,
    ]);
  });

  it('rejects a bigger group paying more', () => {
    expect(problemsAfter((c) => setField(trip(c), 'fee.tiers[1].price', 8000))).toEqual([
      `${P5}: fee.tiers[1].price: a nagyobb csoport ára nem lehet magasabb (várt: legfeljebb 7500, kapott: 8000)`,
    ]);
  });

  it('rejects group sizes out of ascending order', () => {
    expect(problemsAfter((c) => setField(trip(c), 'fee.tiers[1].groupSize', 40))).toEqual([
      `${P5}: fee.tiers[1].groupSize: a létszámsávok növekvő sorrendben kövessék egymást (várt: több, mint 40, kapott: 40)`,
    ]);
  });

  it('asks for a group size on every tier when there are several', () => {
    expect(problemsAfter((c) => setField(trip(c), 'fee.tiers[0].groupSize', undefined))).toEqual([
      `${P5}: fee.tiers[0].groupSize: több ár esetén mindegyikhez meg kell adni a létszámot (várt: létszám (fő), pl. 40, kapott: semmi)`,
    ]);
  });
});

describe('content check: distances and climbs', () => {
  it('rejects a distance that is not positive and a negative climb; a climb of 0 is fine', () => {
    expect(
      problemsAfter((c) => {
        setField(trip(c), 'days[0].routes[0].distanceKm', 0);
        setField(trip(c), 'days[0].routes[1].elevationGainM', -5);
        setField(trip(c), 'days[0].routes[0].elevationGainM', 0);
      }),
    ).toEqual([
      `${P5}: days[0].routes[0].distanceKm: a táv pozitív szám (km) (várt: nagyobb, mint 0, kapott: 0)`,
      `${P5}: days[0].routes[1].elevationGainM: a szintemelkedés nem lehet negatív (m) (várt: legalább 0, kapott: -5)`,
    ]);
  });

  it('asks for a whole number of metres', () => {
    expect(problemsAfter((c) => setField(trip(c), 'days[0].routes[0].elevationGainM', 180.5))).toEqual([
      `${P5}: days[0].routes[0].elevationGainM: egész számot kell írni (várt: egész szám idézőjelek nélkül, pl. 3000, kapott: 180.5)`,
    ]);
  });
});

describe('content check: descent, trail markings and public transport', () => {
  it("takes a descent, the markings in the club's writing and the way to the start and from the finish", () => {
    expect(
      problemsAfter((c) => {
        setField(trip(c), 'days[0].routes[0].elevationLossM', 420);
        setField(trip(c), 'days[0].routes[0].markings', ['K', 'P+', 'Z▲', 'S■', 'K●', 'PΩ', 'ZL', 'S↺', 'T']);
        setField(trip(c), 'days[0].routes[0].publicTransport', { toStart: 'Miskolc – Varbó, Volánbusz' });
      }),
    ).toEqual([]);
  });

  it('refuses a negative descent and a marking outside the national set, naming the field and what is expected', () => {
    const problems = problemsAfter((c) => {
      setField(trip(c), 'days[0].routes[0].elevationLossM', -10);
      setField(trip(c), 'days[0].routes[1].markings', ['K', 'kék', 'B+']);
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(
      `${P5}: days[0].routes[0].elevationLossM: az ereszkedés nem lehet negatív (m) (várt: legalább 0, kapott: -10)`,
    );
    for (const [index, given] of [
      [1, 'kék'],
      [2, 'B+'],
    ] as const) {
      expect(problems[index]).toContain(`${P5}: days[0].routes[1].markings[${index}]: `);
      expect(problems[index]).toContain('a szín betűje (K, P, S, Z)');
      expect(problems[index]).toContain(`kapott: "${given}"`);
    }
  });

  it('refuses an empty way to the start', () => {
    expect(
      problemsAfter((c) => setField(trip(c), 'days[0].routes[0].publicTransport', { toStart: ' ' })),
    ).toEqual([expect.stringContaining(`${P5}: days[0].routes[0].publicTransport.toStart: nem lehet üres`)]);
  });
});

describe('content check: trip key and file name', () => {
  it('rejects a key that differs from the file name', () => {
    expect(problemsAfter((c) => setField(trip(c), 'key', 'program6'))).toEqual([
      `${P5}: key: a kulcs nem egyezik a fájl nevével (várt: "program5", kapott: "program6")`,
    ]);
  });

  it('rejects a file the build would not pick up as a trip', () => {
    expect(
      problemsAfter((c) => {
        c.trips['Program9.json'] = { ...trip(c), key: 'program9' };
      }),
    ).toEqual([
      'trips/2025/Program9.json: ez a fájl nem lesz túraoldal: a trips mappában csak programN.json nevű fájlok lehetnek (kisbetűvel, szóköz nélkül) (várt: pl. program11.json, kapott: "Program9.json")',
    ]);
  });
});

describe('content check: pictures and departure points', () => {
  it('rejects a picture missing from public/pictures, suggesting the likely one', () => {
    expect(
      problemsAfter((c) => {
        setField(trip(c), 'picture', 'bukk.png');
        c.events[1]!.picture = 'hortobagy.svg';
      }),
    ).toEqual([
      `${P5}: picture: nincs ilyen kép a public/pictures mappában (várt: létező képfájl, talán "bukk.svg", kapott: "bukk.png")`,
      `${EVENTS}: [1].picture: nincs ilyen kép a public/pictures mappában (várt: a public/pictures mappában lévő fájl neve, kapott: "hortobagy.svg")`,
    ]);
  });

  it('rejects a departure point that club.json does not define, and one named twice', () => {
    expect(
      problemsAfter((c) => {
        setField(trip(c), 'departures[0].point', 'posta');
        setField(trip(c, 'program8.json'), 'departures[1].point', 'benzinkut');
      }),
    ).toEqual([
      `${P5}: departures[0].point: nincs ilyen indulási hely a src/content/club.json fájlban (várt: "benzinkut" vagy "parkolo", kapott: "posta")`,
      `${P8}: departures[1].point: ez az indulási hely kétszer szerepel (várt: minden hely egyszer, kapott: "benzinkut")`,
    ]);
  });
});

describe('content check: events and pages', () => {
  it('rejects a repeated event id', () => {
    expect(problemsAfter((c) => (c.events[2]!.id = 5))).toEqual([
      `${EVENTS}: [2].id: ez az azonosító már szerepel a [0] eseménynél (várt: egyedi szám, kapott: 5)`,
    ]);
  });

  it('gives every announced event a page: a new key without a trip file is its placeholder, not a mistake', () => {
    expect(problemsAfter((c) => (c.events[1]!.pdf = 'program30'))).toEqual([]);
    expect(problemsAfter((c) => (c.events[0]!.pdf = 'program2'))).toEqual([]);
  });

  it('rejects an event dated differently from its trip file', () => {
    expect(problemsAfter((c) => (c.events[0]!.date = '2025.03.08'))).toEqual([
      `${P5}: startDate: a túra napja eltér a 2025. évi program eseményétől (src/content/events/2025.json) (várt: "2025-03-08", kapott: "2025-03-01")`,
      `${EVENTS}: [0].date: az esemény napja eltér a túra fájljában (trips/2025/program5.json) megadott startDate-től (várt: "2025.03.01", kapott: "2025.03.08")`,
    ]);
  });

  it('rejects an alias to a trip that has no file', () => {
    expect(problemsAfter((c) => (c.pages.aliases.program2 = 'program4'))).toEqual([
      `${PAGES}: aliases.program2: az átirányítás célja nem létezik (várt: egy meglévő trips/programN.json fájl kulcsa, kapott: "program4")`,
    ]);
  });

  it('rejects an alias whose key has a file of its own, which would never show', () => {
    expect(problemsAfter((c) => (c.trips['program2.json'] = { ...trip(c), key: 'program2' }))).toEqual([
      `trips/2025/program2.json: key: a 2025. évi programban (src/content/events/2025.json) nincs ilyen túra, így ez az oldal nem jelenik meg (várt: egy src/content/events/2025.json eseményének pdf mezője, kapott: "program2")`,
      `${PAGES}: aliases.program2: ennek a címnek saját fájlja is van (trips/program2.json), de az átirányítás miatt nem jelenik meg (várt: vagy az átirányítás, vagy a fájl, kapott: mindkettő)`,
    ]);
  });

  it('says nothing when a trip file is dropped in for a placeholder (the file wins)', () => {
    const content = validContent();
    content.trips['program6.json'] = { ...trip(content), key: 'program6', startDate: '2025-03-15' };
    expect(checkFixture(content)).toMatchObject({ problems: [], notes: [], tripCount: 3 });
  });
});

describe('content check: the volunteer’s usual slips', () => {
  it('names an unknown field and the field it probably meant', () => {
    expect(
      problemsAfter((c) => {
        setField(trip(c), 'fee.deposite', 3000);
        setField(trip(c), 'color', 'zöld');
      }),
    ).toEqual([
      `${P5}: fee.deposite: ismeretlen mező – talán "deposit"? (várt: ezek egyike: tiers, deposit, included, notIncluded, cancellation, cancellationTable, kapott: "deposite")`,
      `${P5}: color: ismeretlen mező (várt: ezek egyike: $schema, draft, key, title, subtitle, region, destination, startDate, endDate, picture, summary, departures, returnTime, days, fee, equipment, notices, kapott: "color")`,
    ]);
  });

  it('names a missing field and what to write there', () => {
    expect(problemsAfter((c) => setField(trip(c), 'returnTime', undefined))).toEqual([
      `${P5}: returnTime: hiányzik ez a kötelező mező (várt: Várható hazaérkezés ÓÓ:PP alakban, pl. "19:30"; több napos túránál az utolsó napon, kapott: semmi)`,
    ]);
  });

  it('explains a price written as text and a route level in Hungarian', () => {
    expect(
      problemsAfter((c) => {
        setField(trip(c), 'fee.tiers[0].price', '7 500 Ft');
        setField(trip(c), 'days[0].routes[1].level', 'közepes');
      }),
    ).toEqual([
      `${P5}: days[0].routes[1].level: nem megengedett érték (várt: "short", "medium" vagy "long", kapott: "közepes")`,
      `${P5}: fee.tiers[0].price: rossz típus (várt: szám idézőjelek nélkül, pl. 12 vagy 12.5, kapott: "7 500 Ft" (szöveg))`,
    ]);
  });

  it('rejects an empty title and a time in the wrong form', () => {
    expect(
      problemsAfter((c) => {
        setField(trip(c), 'title', ' ');
        setField(trip(c), 'departures[0].time', '6:45');
      }),
    ).toEqual([
      `${P5}: title: nem lehet üres (várt: nem üres szöveg, kapott: " ")`,
      `${P5}: departures[0].time: hibás formátum (várt: időpont ÓÓ:PP alakban, pl. 06:00, kapott: "6:45")`,
    ]);
  });

  it('checks club.json and pages.json with the same kind of line', () => {
    expect(
      problemsAfter((c) => {
        (c.club.organisers as { phone: string }[])[1]!.phone = '06 70 765 4321';
        c.pages.placeholders.push('oldal12');
      }),
    ).toEqual([
      `${PAGES}: placeholders[1]: hibás formátum (várt: programkulcs, pl. program7, kapott: "oldal12")`,
      'src/content/club.json: organisers[1].phone: hibás formátum (várt: telefonszám +36… alakban, szóközök nélkül, kapott: "06 70 765 4321")',
    ]);
  });

  it("refuses a map tile address the trip page's map cannot ask (no https, no {z}/{x}/{y})", () => {
    const tiles = (url: string) =>
      problemsAfter((c) => {
        (c.club.mapTiles as { url: string }).url = url;
      });
    expect(tiles('http://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'src/content/club.json: mapTiles.url: hibás formátum (várt: a térképcsempék címe https://…/{z}/{x}/{y}.png alakban, kapott: "http://tile.openstreetmap.org/{z}/{x}/{y}.png")',
    ]);
    expect(tiles('https://tile.openstreetmap.org/')).toHaveLength(1);
    expect(tiles('https://tiles.example.hu:8443/turista/{z}/{x}/{y}.png')).toEqual([]);
  });
});

describe('content check: a new trip from the template', () => {
  it('passes as a draft, with a reminder for each sample text and example value left in', () => {
    const content = validContent();
    const document = newTripDocument('program6', {
      events: StoredEventListSchema.parse(content.events),
      club: ClubSettingsSchema.parse(content.club),
      today: '2025-01-10',
    });
    content.trips['program6.json'] = document;
    const report = checkFixture(content);
    expect(report.problems).toEqual([]);
    const left = [
      'region',
      'summary',
      'days[0].description',
      'days[0].routes[0].description',
      'departures[0].time',
      'departures[1].time',
      'returnTime',
      'days[0].routes[0].distanceKm',
      'days[0].routes[0].elevationGainM',
      'days[0].routes[0].durationHours',
      'fee.tiers[0].price',
      'fee.deposit',
    ];
    expect(report.notes.map((note) => note.split(': ')[1])).toEqual(left);
    expect(report.drafts).toEqual([{ file: 'trips/2025/program6.json', leftToFill: left }]);
  });

  it('fails a page that is no longer a draft on every field still as the template wrote it', () => {
    const content = validContent();
    const finished = newTripDocument('program6', {
      events: StoredEventListSchema.parse(content.events),
      club: ClubSettingsSchema.parse(content.club),
      today: '2025-01-10',
    });
    delete finished.draft;
    content.trips['program6.json'] = { ...finished, fee: { ...finished.fee, deposit: 2000 } };
    const report = checkFixture(content);
    expect(report.drafts).toEqual([]);
    expect(report.problems).toEqual([
      expect.stringMatching(/^trips\/2025\/program6\.json: region: még a minta szövege áll itt/),
      expect.stringMatching(/: summary: /),
      expect.stringMatching(/: days\[0\]\.description: /),
      expect.stringMatching(/: days\[0\]\.routes\[0\]\.description: /),
      expect.stringMatching(/: departures\[0\]\.time: még a trips:new mintaértéke áll itt \("05:55"\)/),
      expect.stringMatching(/: departures\[1\]\.time: /),
      expect.stringMatching(/: returnTime: /),
      expect.stringMatching(/: days\[0\]\.routes\[0\]\.distanceKm: .*\(12\.3\)/),
      expect.stringMatching(/: days\[0\]\.routes\[0\]\.elevationGainM: /),
      expect.stringMatching(/: days\[0\]\.routes\[0\]\.durationHours: /),
      // The deposit was changed: the price alone could be real, so neither is named.
    ]);
  });

  it('does not take a real trip that happens to share a price or a time for an unfinished one', () => {
    const content = validContent();
    const real = trip(content);
    real.fee = { ...(real.fee as object), tiers: [{ price: 12345 }], deposit: 3000 };
    real.returnTime = '20:05';
    expect(checkFixture(content).problems).toEqual([]);
  });

  it('reminds about a missing $schema line without failing', () => {
    const content = validContent();
    setField(trip(content), '$schema', undefined);
    expect(checkFixture(content)).toMatchObject({
      problems: [],
      notes: [
        `${P5}: $schema: írja a fájl elejére: "$schema": "../../schema/trip.schema.json", így a szerkesztő kiegészíti és aláhúzza a mezőket`,
      ],
    });
  });
});
