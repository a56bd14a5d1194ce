import { Link } from '@tanstack/react-router';
import { usePageHead } from '../components/shared/use-page-head.ts';
import { HISTORY_KEPT_MONTHS, LIST_KEPT_DAYS } from '../../schema/changes.ts';
import { club } from '../data/club.ts';
import { withArticle } from '../lib/hungarian-article.ts';

/**
 * `/adatkezeles/`: what the club keeps about the people who register by phone, why, for how
 * long, who sees it and whom to ask, in plain Hungarian. Linked from every page's footer.
 * The numbers are the ones the nightly step keeps to; the contact is the club's settings'.
 */
export function PrivacyScreen() {
  usePageHead(
    'Adatkezelési tájékoztató',
    `${club.clubName}: milyen adatot tárolunk a telefonon jelentkezőkről, miért, meddig, és kitől kérdezhet.`,
    'adatkezeles',
  );
  return (
    <article className="message-page privacy" aria-labelledby="adatkezeles">
      <h1 id="adatkezeles">Adatkezelési tájékoztató</h1>
      <p>
        Ez a honlap {withArticle(club.clubName)} túráit mutatja be. Olvasásához nem kell belépni; nem
        használunk sütiket (cookie-kat), és nem figyeljük, ki mit néz meg.
      </p>

      <h2>Mit tárolunk, és miért</h2>
      <p>
        Aki telefonon jelentkezik egy túrára, annak a szervező felírja a nevét, a telefonszámát, hogy hány
        helyet kér, hol száll fel, a befizetett előleget (összeg, készpénzben vagy átutalással) és egy
        esetleges megjegyzést. Ezekre a túra megszervezéséhez van szükség: hogy tudjuk, ki utazik és hány hely
        maradt a buszon, kit hívjunk vissza, ha felszabadul egy hely, és kinek mennyi előleget kell
        elszámolni.
      </p>
      <p>
        A honlapon ebből csak számok látszanak (hány hely maradt, megtelt-e a busz), nevek és telefonszámok
        soha. A túrák nyilvános szövegeibe (a túra neve, az elmaradás oka) a rendszer telefonszámot vagy
        e-mail-címet nem enged beírni.
      </p>

      <h2>Meddig</h2>
      <ul>
        <li>
          A jelentkezők listáját a túra után {LIST_KEPT_DAYS} nappal töröljük. Utána csak név nélküli
          összesítés marad a pénztárosnak: hány hely kelt el, és mennyi előleg folyt be.
        </li>
        <li>
          Ha egy túrát törlünk a programból, a jelentkezőit akkor is a túra eredeti napja után{' '}
          {LIST_KEPT_DAYS} nappal töröljük. Ha a jelentkezést térerő nélkül vették fel egy olyan túrára, amely
          nincs a programban, az adatokat az utolsó bejegyzés után {LIST_KEPT_DAYS} nappal töröljük.
        </li>
        <li>
          A szervezők telefonjáról is eltűnnek: a szervezői oldal a törlés utáni első, térerővel való
          megnyitáskor leveszi őket. Kilépéskor a telefonon tárolt teljes másolatot törli.
        </li>
        <li>
          Azt, hogy melyik szervező mikor mit változtatott a túraprogramon, {HISTORY_KEPT_MONTHS} hónapig
          őrizzük; ebben a jelentkezők adatai nem szerepelnek.
        </li>
      </ul>

      <h2>Ki látja</h2>
      <p>
        Csak a klub szervezői, belépés után. Az adatokat a klub megbízásából a Google Firebase (Cloud
        Firestore) szolgáltatása tárolja; másnak nem adjuk át. A túra hetében a honlap az
        időjárás-előrejelzést az Open-Meteo szolgáltatótól kéri le a túra helyszínére; ehhez semmilyen adatot
        nem küldünk Önről. A <q>Térkép</q> linkek a Google Térképet nyitják meg (telefonon az alkalmazását);
        ehhez csak a hely koordinátáit adjuk át, és csak akkor, ha Ön rájuk koppint.
      </p>

      <h2>Az Ön jogai</h2>
      <p>
        Kérheti, hogy megmondjuk, mit tárolunk Önről, hogy kijavítsuk, vagy hogy töröljük (törlés után a
        jelentkezését nem tudjuk nyilvántartani). Ehhez forduljon hozzánk:{' '}
        <strong>{club.privacyContact}</strong>. Panaszával a Nemzeti Adatvédelmi és Információszabadság
        Hatósághoz (NAIH) is fordulhat.
      </p>

      <div className="button-row">
        <Link to="/" className="button">
          Vissza a kezdőlapra
        </Link>
      </div>
    </article>
  );
}
