/**
 * The Hungarian words the editor at /admin/ puts on each field of the content
 * schemas, keyed by field path as the content check writes it with list items
 * as `[]` (`days[].routes[].level`). The editor's fields themselves come from
 * the schemas (admin/fields.ts); tests/unit/admin/editor-config.test.ts fails when a
 * field of schema/ has no label here, or a label names a field that is gone.
 *
 * A trip field's hint is the help the VS Code schema and `trips:check` show
 * (TRIP_FIELD_HELP), unless `hint` here says it better for a form; event and
 * club fields have no such help elsewhere, so theirs is here.
 */
import { TRAIL_MARKINGS, type Difficulty, type TripStatus } from '../schema/choices.ts';
import type { RouteLevel } from '../schema/trip.ts';
import { difficultyName } from '../src/lib/difficulty.ts';
import { markingName } from '../src/lib/trail-markings.ts';
import { routeLevelName } from '../src/lib/trip-facts.ts';
import { statusLabel } from '../src/lib/trip-status.ts';

export interface FieldWords {
  /** What the form calls the field. */
  label: string;
  /** The hint under the field, when the file-oriented help does not fit a form. */
  hint?: string;
  /** A text of several sentences: a multi-line box instead of a one-line field. */
  long?: true;
  /** For a list: what one item is called ("Új indulás"). */
  item?: string;
  /** For a list: the line a closed item shows, as Decap's `summary` template. */
  summary?: string;
  /** For a list of a few short items: shown open, not closed to their summary lines. */
  open?: true;
}

export type SchemaWords = Record<string, FieldWords>;

/** Fields the editor leaves out, with the reason: each is still a field of its schema. */
export const NOT_EDITED: Record<'trip' | 'event' | 'club', Record<string, string>> = {
  trip: {},
  event: {
    updatedAt: "the server's time of an organiser's write in Firestore; never part of a file",
    firestoreId: 'the Firestore reader adds it to what it read; never part of a file',
    seats:
      "the trip's list's counts, written only with the list on the organisers' page; never part of a file",
  },
  club: {},
};

export const TRIP_WORDS: SchemaWords = {
  $schema: { label: 'Séma', hint: 'A VS Code-nak szól; a szerkesztő magától beírja.' },
  draft: {
    label: 'Vázlat',
    hint: 'Bekapcsolva az oldal vázlat: a saját gépen VÁZLAT jellel látszik, a honlapra nem kerül ki. Ha minden mező kész, kapcsolja ki.',
  },
  key: {
    label: 'Az oldal kulcsa',
    hint: 'A „program” szó és a túra sorszáma a program évadában, kisbetűvel, szóköz nélkül, pl. program11. Ebből lesz az oldal címe is.',
  },
  title: { label: 'Cím' },
  subtitle: { label: 'Alcím' },
  region: { label: 'Ország és tájegység' },
  destination: { label: 'Kiindulópont a térképhez' },
  'destination.name': { label: 'Hely neve' },
  'destination.coordinates': {
    label: 'Helye a térképen',
    hint: 'Fokban, tizedesponttal; a térképen a helyre jobb gombbal (telefonon hosszan) kattintva látszik, pl. 48.0597 és 20.6355.',
  },
  'destination.coordinates.lat': { label: 'Szélesség (fok)' },
  'destination.coordinates.lon': { label: 'Hosszúság (fok)' },
  startDate: { label: 'A túra (első) napja' },
  endDate: { label: 'Utolsó nap (több napos túránál)' },
  picture: {
    label: 'Kép',
    hint: 'Válasszon a honlap képei közül: ez áll a túra kártyáján és az oldal tetején.',
  },
  summary: { label: 'Ismertető', long: true },
  departures: {
    label: 'Indulások',
    item: 'indulás',
    summary: '{{fields.time}} – {{fields.point}}',
    open: true,
  },
  'departures[].point': {
    label: 'Indulási hely',
    hint: 'A klub indulási helyei közül; újat A klub adatai között lehet felvenni.',
  },
  'departures[].time': { label: 'Indulási idő' },
  returnTime: { label: 'Várható hazaérkezés' },
  days: { label: 'Programnapok', item: 'nap', summary: '{{fields.date}} {{fields.title}}' },
  'days[].date': { label: 'Dátum (több napos túránál)' },
  'days[].title': { label: 'A nap címe' },
  'days[].description': { label: 'A nap leírása', long: true },
  'days[].routes': { label: 'Útvonalak', item: 'útvonal', summary: '{{fields.level}} – {{fields.title}}' },
  'days[].routes[].level': { label: 'Táv', hint: 'Rövid, közepes vagy hosszú.' },
  'days[].routes[].title': { label: 'Az útvonal neve' },
  'days[].routes[].distanceKm': { label: 'Táv (km)' },
  'days[].routes[].elevationGainM': { label: 'Szintemelkedés (m)' },
  'days[].routes[].elevationLossM': { label: 'Ereszkedés (m)' },
  'days[].routes[].durationHours': { label: 'Menetidő (óra)' },
  'days[].routes[].finishTime': { label: 'A gyaloglás vége' },
  'days[].routes[].track': {
    label: 'GPX nyomvonal',
    hint: 'A bejárt útvonal GPX-felvétele (a telefoné vagy a GPS-é). A nevét a szerkesztő adja az útvonalról, és a túrával együtt menti.',
  },
  'days[].routes[].markings': { label: 'Turistajelzések, a bejárás sorrendjében', item: 'jelzés' },
  'days[].routes[].publicTransport': { label: 'Tömegközlekedés (aki nem a busszal jön)' },
  'days[].routes[].publicTransport.toStart': { label: 'A rajthoz' },
  'days[].routes[].publicTransport.fromFinish': { label: 'A céltól' },
  'days[].routes[].description': { label: 'Az útvonal leírása', long: true },
  'days[].routes[].difficulty': { label: 'Nehézség, ha a terep miatt más' },
  'days[].routes[].difficulty.level': { label: 'Nehézség', hint: 'Könnyű, közepes vagy nehéz.' },
  'days[].routes[].difficulty.reason': { label: 'Indoklás' },
  fee: { label: 'Részvételi díj' },
  'fee.tiers': { label: 'Árak', item: 'ár', summary: '{{fields.price}} Ft {{fields.groupSize}}', open: true },
  'fee.tiers[].groupSize': { label: 'Létszám (fő)' },
  'fee.tiers[].orMore': {
    label: 'Ennyi vagy több főre',
    hint: 'Bekapcsolva az ár a megadott létszámra vagy annál több főre érvényes.',
  },
  'fee.tiers[].price': { label: 'Ár (Ft/fő)' },
  'fee.deposit': { label: 'Előleg (Ft/fő)' },
  'fee.included': { label: 'A díj tartalmazza', item: 'tétel' },
  'fee.notIncluded': { label: 'A díj nem tartalmazza', item: 'tétel' },
  'fee.cancellation': { label: 'Lemondási feltételek', item: 'feltétel' },
  'fee.cancellationTable': {
    label: 'Lemondási díjak táblázata',
    item: 'sor',
    summary: '{{fields.fromDays}}–{{fields.toDays}} nap: {{fields.cost}}',
    open: true,
  },
  'fee.cancellationTable[].fromDays': { label: 'Legalább ennyi nappal előtte' },
  'fee.cancellationTable[].toDays': { label: 'Legfeljebb ennyi nappal előtte' },
  'fee.cancellationTable[].cost': { label: 'Költség' },
  equipment: { label: 'Ajánlott felszerelés', item: 'tétel' },
  notices: { label: 'Fontos tudnivalók', item: 'tudnivaló' },
};

export const EVENT_WORDS: SchemaWords = {
  id: { label: 'Azonosító', hint: 'Egész szám, az évad listáján belül egyedi, pl. 7.' },
  date: { label: 'Dátum', hint: 'A túra napja ÉÉÉÉ.HH.NN alakban, pontokkal, pl. 2026.02.28.' },
  name: { label: 'A túra neve', hint: 'Ahogy a kártyán és az éves programban áll.' },
  picture: { label: 'Kép', hint: 'Válasszon a honlap képei közül: ez áll az esemény kártyáján.' },
  pdf: {
    label: 'Oldal kulcsa',
    hint: 'A túraoldal kulcsa, pl. program5: a túrák közül az évad ilyen nevű fájlja lesz az oldala.',
  },
  status: {
    label: 'Állapot',
    hint: 'Üresen hagyva: a túra a terv szerint megvalósul.',
  },
  statusNote: { label: 'Az állapot indoklása', hint: 'Pl. „Kevés jelentkező miatt elmarad.”' },
  decisionBy: {
    label: 'Döntés ideje (időjárásfüggő túránál)',
    hint: 'ÉÉÉÉ.HH.NN ÓÓ:PP alakban, budapesti idő szerint, pl. 2026.06.20 18:00; legkésőbb a túra napján. A döntés után is maradjon itt.',
  },
  newDate: {
    label: 'Új időpont (elhalasztott túránál)',
    hint: 'ÉÉÉÉ.HH.NN alakban, pl. 2026.05.10; csak ha a túra elhalasztva, és már tudjuk, mikorra.',
  },
};

export const CLUB_WORDS: SchemaWords = {
  clubName: {
    label: 'Az egyesület neve',
    hint: 'A teljes név: a honlap fejlécében és a naptárbejegyzésekben áll.',
  },
  siteName: {
    label: 'A honlap neve',
    hint: 'Minden lap címében és a megosztott linkek előnézetében áll, pl. Túraprogramok – Mecseki Természetjárók.',
  },
  shortName: {
    label: 'Rövid név',
    hint: 'Legfeljebb 15 betű: a telefon kezdőképernyőjén az ikon alatt áll.',
  },
  description: {
    label: 'A honlap leírása',
    hint: 'Egy mondat: a keresők találatai és a megosztott linkek előnézete mutatja.',
  },
  logo: {
    label: 'Logó',
    hint: 'A klub jelének SVG képe a beállítások mellett, a neve kisbetűvel, pl. cimer.svg. A böngészőfül ikonja, a telefonra telepített honlap ikonjai és a megosztási képek ebből készülnek.',
  },
  colours: {
    label: 'Színek',
    hint: 'A honlap a két színből maga készíti a sötétebb és világosabb árnyalatokat, és ellenőrzi, hogy minden felirat jól olvasható legyen rajtuk.',
  },
  'colours.main': {
    label: 'Fő szín',
    hint: 'A fejléc, a gombok és a linkek színe, fehér felirattal; #RRGGBB alakban, pl. #2a6041.',
  },
  'colours.accent': {
    label: 'Kiemelő szín',
    hint: 'A következő túra jelvénye, sötét felirattal; világos szín, #RRGGBB alakban, pl. #f2c14e.',
  },
  calendarId: {
    label: 'A naptár azonosítója',
    hint: 'Kisbetűk, számok, pont és kötőjel. Élesítés előtt egyszer állítsa be, utána ne változtassa: a naptárra feliratkozottaknál minden túra kétszer jelenne meg.',
  },
  cancelledTripDeposits: {
    label: 'Előlegek elmaradó túránál',
    hint: 'Mi lesz a befizetett előlegekkel, ha a klub mondja le a túrát: az elmaradó túra oldala ezt írja ki.',
  },
  privacyContact: {
    label: 'Adatkezelési kapcsolattartó',
    hint: 'Név és telefonszám vagy postacím: az adatkezelési tájékoztató ide irányítja, aki a tárolt adatairól kérdez.',
  },
  mapTiles: {
    label: 'Térkép a túraoldalakon',
    hint: 'A Térkép gombra megnyíló térkép csempéi és forrásuk. Az OpenStreetMap csempéit a szabályaik szerint szabad így használni; más szolgáltatónál a saját feltételei szerint.',
  },
  'mapTiles.url': { label: 'Csempék címe', hint: 'https://…/{z}/{x}/{y}.png alakban.' },
  'mapTiles.attribution': { label: 'A térkép forrása', hint: 'A térkép sarkában áll, ahogy a licenc kéri.' },
  'mapTiles.attributionUrl': { label: 'A forrás oldala', hint: 'https://… alakban.' },
  organisers: {
    label: 'Szervezők',
    item: 'szervező',
    summary: '{{fields.name}} {{fields.phone}}',
    open: true,
    hint: 'Pontosan két szervező: az ő telefonszámukat hívják a jelentkezők.',
  },
  'organisers[].name': { label: 'Név' },
  'organisers[].phone': { label: 'Telefonszám', hint: '+36… alakban, szóköz nélkül, pl. +36201112233.' },
  departurePoints: {
    label: 'Indulási helyek',
    item: 'indulási hely',
    summary: '{{fields.name}}',
    hint: 'A túrák indulásai ezek közül választhatók.',
  },
  'departurePoints[].id': {
    label: 'Azonosító',
    hint: 'Kisbetűkkel, ékezet és szóköz nélkül, pl. benzinkut. A túrák ezzel hivatkoznak a helyre: egy már használt hely azonosítója maradjon.',
  },
  'departurePoints[].name': { label: 'Név', hint: 'Rövid név, pl. Vasútállomás.' },
  'departurePoints[].address': { label: 'Cím, útbaigazítás' },
  'departurePoints[].coordinates': {
    label: 'Helye a térképen',
    hint: 'Fokban, tizedesponttal, pl. 47.5337 és 19.0641.',
  },
  'departurePoints[].coordinates.lat': { label: 'Szélesség (fok)', hint: 'Tizedesponttal, pl. 47.5337.' },
  'departurePoints[].coordinates.lon': { label: 'Hosszúság (fok)', hint: 'Tizedesponttal, pl. 19.0641.' },
};

/**
 * The Hungarian name of each fixed choice, in the site's own words (what a
 * visitor reads on the trip page and the badges), by field path.
 */
export const CHOICE_NAMES: Record<string, Record<string, string>> = {
  'days[].routes[].level': routeLevelName satisfies Record<RouteLevel, string>,
  'days[].routes[].difficulty.level': difficultyName satisfies Record<Difficulty, string>,
  status: statusLabel satisfies Record<TripStatus, string>,
  // "piros kereszt (P+)": the name a volunteer knows, and the code the program line writes.
  'days[].routes[].markings[]': Object.fromEntries(
    TRAIL_MARKINGS.map((code) => [code, `${markingName(code)} (${code})`]),
  ),
};
