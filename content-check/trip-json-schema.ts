import { z } from 'zod';
import { TripSchema } from '../schema/trip.ts';

/**
 * Hungarian help for every field of a trip document, keyed by field path
 * (`[]` stands for any list item). The editor shows it on hover and while
 * completing, and `trips:check` uses it to say what a missing field expects.
 */
export const TRIP_FIELD_HELP: Record<string, string> = {
  '': 'Egy túra oldala (/programN/). A fájl neve és a key mező egyezzen: trips/2025/program11.json → "program11".',
  $schema:
    'Ettől ismeri fel a szerkesztő (pl. VS Code) a mezőket. Maradjon így: "../../schema/trip.schema.json".',
  draft:
    'Vázlat: true, amíg az oldal nincs kész (a trips:new így írja). A honlapra nem kerül ki, az esemény addig a helyőrző oldalt mutatja; ha minden mezőt kitöltött, törölje ezt a sort.',
  key: 'Az oldal kulcsa, a fájl nevével egyező, pl. "program11" (a cím: /program11/).',
  title: 'A túra címe, az oldal tetején nagy betűkkel, pl. "Bükkszentkereszt – Lillafüred".',
  subtitle: 'Nem kötelező. Egy sor a cím alatt, pl. "Téli túra a Bükk-fennsíkon".',
  region: 'Ország és tájegység, pl. "Magyarország, Bükk" vagy "Szlovákia, Magas-Tátra".',
  destination:
    'Nem kötelező. A túra kiindulópontja a térképhez (a tájegység vagy az első útvonal kezdete): név és koordináták.',
  'destination.name': 'A hely neve, pl. "Bükkszentkereszt".',
  'destination.coordinates': 'A hely koordinátái fokban (WGS 84), pl. { "lat": 48.0597, "lon": 20.6355 }.',
  'destination.coordinates.lat': 'Földrajzi szélesség fokban, tizedesponttal, pl. 48.0597.',
  'destination.coordinates.lon': 'Földrajzi hosszúság fokban, tizedesponttal, pl. 20.6355.',
  startDate: 'A túra (első) napja ÉÉÉÉ-HH-NN alakban, pl. "2025-03-01".',
  endDate:
    'Csak több napos túránál: az utolsó nap ÉÉÉÉ-HH-NN alakban, pl. "2025-04-21". Egynapos túránál hagyja el.',
  picture: 'A kép fájlneve a public/pictures mappából, pl. "bukk.svg".',
  summary: 'Néhány mondatos ismertető a túráról, a cím alatt jelenik meg.',
  departures: 'Indulási helyek és időpontok; legalább egy kell.',
  'departures[]': 'Egy indulás: hely és időpont.',
  'departures[].point':
    'Az indulási hely azonosítója a src/content/club.json fájlból: "benzinkut" vagy "parkolo".',
  'departures[].time': 'Indulási idő ÓÓ:PP alakban, pl. "06:00".',
  returnTime: 'Várható hazaérkezés ÓÓ:PP alakban, pl. "19:30"; több napos túránál az utolsó napon.',
  days: 'A program napjai (PROGRAMOK); egynapos túránál egy nap.',
  'days[]': 'Egy programnap.',
  'days[].date':
    'Több napos túránál a nap dátuma ÉÉÉÉ-HH-NN alakban; a túra első és utolsó napja közé essen. Egynapos túránál elhagyható.',
  'days[].title': 'A nap címe, pl. "Bükkszentkereszttől Lillafüredig".',
  'days[].description': 'A nap leírása: mikor érkezünk, mit nézünk meg, hol találkozunk.',
  'days[].routes': 'Útvonalak: rövid, közepes és/vagy hosszú táv. Elhagyható.',
  'days[].routes[]': 'Egy útvonal-változat.',
  'days[].routes[].level': 'A táv: "short" (rövid), "medium" (közepes) vagy "long" (hosszú).',
  'days[].routes[].title': 'Nem kötelező. Az útvonal neve, pl. "Tarajka – Rainer-menedékház".',
  'days[].routes[].distanceKm': 'A táv kilométerben, 0-nál nagyobb szám, pl. 12 vagy 12.5 (tizedespont!).',
  'days[].routes[].elevationGainM': 'Szintemelkedés méterben, egész szám, lehet 0 is, pl. 450.',
  'days[].routes[].elevationLossM':
    'Nem kötelező. Ereszkedés méterben, egész szám, pl. 400 (a programsor "−400 m"-e).',
  'days[].routes[].durationHours': 'Nem kötelező. Menetidő órában, pl. 4 vagy 4.5.',
  'days[].routes[].finishTime':
    'Nem kötelező. Mikorra ér véget a gyaloglás ezen az útvonalon, ÓÓ:PP alakban, budapesti idő szerint, pl. "16:30". A honlap összeveti az aznapi napnyugtával.',
  'days[].routes[].track':
    'Nem kötelező. Az útvonal GPX nyomvonala, a túrafájl mellé tett fájl neve, pl. "program3-hosszu.gpx". Az oldal szintmetszetet és útvonalvázlatot rajzol belőle, és letölthetővé teszi; ha a fájl metaadataiban <keywords>minta</keywords> áll, mintaként jelöli, és nem ad letöltést.',
  'days[].routes[].markings':
    'Nem kötelező. A követendő turistajelzések a bejárás sorrendjében, ahogy a klub írja: a szín betűje (K kék, P piros, S sárga, Z zöld) és a jel (sávnál semmi, + kereszt, ▲ háromszög, ■ négyzet, ● kör, Ω barlang, L rom, ↺ körséta), pl. "K", "P+", "Z▲"; tanösvény: "T".',
  'days[].routes[].markings[]': 'Egy turistajelzés, pl. "K" vagy "P+".',
  'days[].routes[].publicTransport':
    'Nem kötelező. Akik nem a busszal jönnek: hogyan jutnak el a rajthoz, és hogyan haza a céltól.',
  'days[].routes[].publicTransport.toStart':
    'Tömegközlekedéssel a rajthoz, pl. "Budapest, Stadion autóbusz-pályaudvar – Mátraháza (Volánbusz)".',
  'days[].routes[].publicTransport.fromFinish':
    'Tömegközlekedéssel a céltól, pl. "Lillafüred – Miskolc, 5-ös busz".',
  'days[].routes[].description': 'Az útvonal leírása: merre megyünk, mit látunk.',
  'days[].routes[].difficulty':
    'Nem kötelező. Csak ha a terep miatt más a nehézség, mint amit a táv és a szint ad (pl. sziklás gerinc, vasalt szakasz): szint és indoklás.',
  'days[].routes[].difficulty.level':
    'A nehézség: "easy" (könnyű), "moderate" (közepes) vagy "hard" (nehéz).',
  'days[].routes[].difficulty.reason': 'Miért, egy mondatban, pl. "Láncokkal biztosított sziklás szakasz."',
  fee: 'Részvételi díj, előleg, mit tartalmaz a díj, lemondási feltételek.',
  'fee.tiers':
    'Árak forintban, fejenként. Több létszámsávnál növekvő létszám szerint, és nagyobb csoportnak nem lehet drágább.',
  'fee.tiers[]': 'Egy ár, esetleg létszámhoz kötve.',
  'fee.tiers[].groupSize': 'Nem kötelező. Hány fős csoportra érvényes az ár, pl. 40.',
  'fee.tiers[].orMore': 'Nem kötelező. true, ha az ár a megadott létszámra „vagy több” főre érvényes.',
  'fee.tiers[].price': 'Az ár forintban, fejenként, egész szám szóköz nélkül, pl. 9000.',
  'fee.deposit': 'Nem kötelező. Jelentkezéskor fizetendő előleg forintban; kevesebb minden árnál, pl. 3000.',
  'fee.included': 'Mit tartalmaz a díj, egy-egy szöveg soronként.',
  'fee.included[]': 'Egy tétel, pl. "Autóbuszos utazás oda-vissza".',
  'fee.notIncluded': 'Mit nem tartalmaz a díj.',
  'fee.notIncluded[]': 'Egy tétel, pl. "Belépőjegyek".',
  'fee.cancellation': 'Lemondási feltételek, ha vannak.',
  'fee.cancellation[]': 'Egy feltétel, egy mondatban.',
  'fee.cancellationTable':
    'Nem kötelező. A lemondás költsége táblázatban: hány nappal az érkezés előtt mennyibe kerül.',
  'fee.cancellationTable[]': 'Egy sor: napok (tól–ig) és a költség.',
  'fee.cancellationTable[].fromDays': 'Legalább ennyi nappal az érkezés előtt, pl. 3.',
  'fee.cancellationTable[].toDays': 'Legfeljebb ennyi nappal az érkezés előtt, pl. 6.',
  'fee.cancellationTable[].cost': 'Mennyibe kerül, pl. "a szobaár 50%-a".',
  equipment: 'Ajánlott felszerelés; legalább egy tétel.',
  'equipment[]': 'Egy tétel, pl. "Vízálló bakancs".',
  notices: 'Fontos tudnivalók (felelősségvállalás, TAJ-kártya stb.); legalább egy.',
  'notices[]': 'Egy tudnivaló, egy-két mondatban.',
};

/** Hungarian text the editor shows when a value does not match a field's pattern. */
const PATTERN_HELP: Record<string, string> = {
  '^\\d{4}-\\d{2}-\\d{2}$': 'Dátum ÉÉÉÉ-HH-NN alakban, pl. 2025-03-01.',
  '^([01]\\d|2[0-3]):[0-5]\\d$': 'Időpont ÓÓ:PP alakban, pl. 06:00.',
  '^[a-z0-9-]+\\.(svg|webp|png|jpg)$': 'Képfájl neve kisbetűkkel, ékezet és szóköz nélkül, pl. bukk.svg.',
  '^program[1-9]\\d*$': 'Programkulcs, pl. program11.',
  '^[a-z0-9-]+$': 'Azonosító kisbetűkkel, ékezet nélkül, pl. benzinkut.',
};

type JsonSchemaNode = {
  [keyword: string]: unknown;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
};

function annotate(node: JsonSchemaNode, path: string) {
  const help = TRIP_FIELD_HELP[path];
  if (help !== undefined) node.description = help;
  if (typeof node.pattern === 'string') {
    const message = PATTERN_HELP[node.pattern];
    // VS Code shows `patternErrorMessage` instead of an English regex dump.
    if (message !== undefined) node.patternErrorMessage = message;
  }
  // zod writes Number.MAX_SAFE_INTEGER as the bound of every int: noise in an editor tooltip.
  if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    annotate(child, path === '' ? name : `${path}.${name}`);
  }
  if (node.items !== undefined) annotate(node.items, `${path}[]`);
}

/**
 * The JSON Schema a trip file points to with `"$schema"`, generated from
 * TripSchema (input side: fields with defaults are optional). Draft-07,
 * because every editor understands it.
 */
export function tripJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(TripSchema, { io: 'input', target: 'draft-7' }) as JsonSchemaNode;
  annotate(generated, '');
  return { ...generated, title: 'Túraprogram (trips/programN.json)' };
}

/** The committed file's exact text: what `npm run schema` writes. */
export function tripJsonSchemaText(): string {
  return `${JSON.stringify(tripJsonSchema(), null, 2)}\n`;
}

/** Field path of a value, with list indexes written as `[]`: `days[].routes[].level`. */
export function helpKey(path: ReadonlyArray<PropertyKey>): string {
  let key = '';
  for (const segment of path) {
    if (typeof segment === 'number') key += '[]';
    else key += key === '' ? String(segment) : `.${String(segment)}`;
  }
  return key;
}

let tripJsonSchemaCache: JsonSchemaNode | undefined;

/** The field names allowed at a path of a trip document (for naming unknown fields), or null. */
export function knownTripFields(path: ReadonlyArray<PropertyKey>): string[] | null {
  tripJsonSchemaCache ??= tripJsonSchema() as JsonSchemaNode;
  let node: JsonSchemaNode | undefined = tripJsonSchemaCache;
  for (const segment of path) {
    node = typeof segment === 'number' ? node?.items : node?.properties?.[String(segment)];
  }
  return node?.properties ? Object.keys(node.properties) : null;
}
