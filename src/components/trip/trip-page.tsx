import type { ClubSettings } from '../../../schema/club';
import type { RouteVariant, Trip } from '../../../schema/trip';
import { siteUrls } from '../../data/site';
import { formatDateRange, formatLongDate } from '../../lib/dates';
import { tripJsonLd } from '../../lib/json-ld';
import { formatForint } from '../../lib/money';
import { departuresInOrder, routeLevelName as levelName, tierLabel } from '../../lib/trip-facts';
import { lastsSeveralDays } from '../../lib/trip-days';
import { tripPlace } from '../../lib/trip-place';
import { TripCalendarButton } from '../shared/calendar-button';
import { JsonLdScript } from '../shared/json-ld-script';
import { BackButton } from '../shared/links';
import { PhoneButtons } from '../shared/phone-buttons';
import { Picture } from '../shared/picture';
import { RegistrationChecklist } from './registration-checklist';
import { PrintButton, ShareButton } from '../shared/share-button';
import { TripDaylight, TripForecastSlot } from './trip-weather';
import { priceExplanation } from '../../lib/price-text';
import type { StatusInfo } from '../../lib/trip-status';
import {
  CancellationTable,
  DifficultyExplanation,
  MapLinks,
  RouteDifficultyFact,
  TripStatusNotice,
} from './trip-extras';
import { tripPageKey } from '../../lib/seasons';

function formatNumber(value: number, digits = 1): string {
  return value.toLocaleString('hu-HU', { maximumFractionDigits: digits });
}

function formatDuration(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  if (minutes === 0) return `kb. ${whole} óra`;
  if (whole === 0) return `kb. ${minutes} perc`;
  return `kb. ${whole} óra ${minutes} perc`;
}

function RouteCard({ route }: { route: RouteVariant }) {
  return (
    <li className={`route route-${route.level}`}>
      <h4 className="route-title">
        <span className="route-level">{levelName[route.level]}</span>
        {route.title ? <span className="route-name">{route.title}</span> : null}
      </h4>
      <dl className="route-facts">
        <div>
          <dt>Táv</dt>
          <dd>{formatNumber(route.distanceKm)} km</dd>
        </div>
        <div>
          <dt>Szintemelkedés</dt>
          <dd>{formatNumber(route.elevationGainM, 0)} m</dd>
        </div>
        <RouteDifficultyFact route={route} />
        {route.durationHours !== undefined ? (
          <div>
            <dt>Menetidő</dt>
            <dd>{formatDuration(route.durationHours)}</dd>
          </div>
        ) : null}
        {route.finishTime !== undefined ? (
          <div>
            <dt>Tervezett érkezés</dt>
            <dd>{route.finishTime}</dd>
          </div>
        ) : null}
      </dl>
      <p>{route.description}</p>
    </li>
  );
}

/** One generic page for every trip document (`trips/programN.json`). */
export function TripPage({
  trip,
  club,
  event,
}: {
  trip: Trip;
  club: ClubSettings;
  /** The trip's event, for its status (full, cancelled, postponed); absent while unknown. */
  event?: StatusInfo | undefined;
}) {
  // Several program days show their dates even before the trip's end date is written.
  const multiDay = trip.days.length > 1 || lastsSeveralDays(trip);
  const place = tripPlace(trip, club);

  return (
    <article className="trip" aria-labelledby="trip-title">
      {trip.draft ? (
        <p className="draft-mark" role="note">
          <strong>VÁZLAT</strong> Ez az oldal még nincs kész, csak az előnézetben látszik: a honlapra nem
          kerül ki, amíg a fájlból ki nem törlik a <code>"draft": true</code> sort.
        </p>
      ) : null}
      <div className="page-actions">
        <BackButton />
      </div>

      <header className="trip-header">
        <Picture file={trip.picture} className="trip-picture" fetchPriority="high" />
        <div className="trip-heading">
          <p className="trip-region">{trip.region}</p>
          <h1 id="trip-title">{trip.title}</h1>
          {trip.subtitle ? <p className="trip-subtitle">{trip.subtitle}</p> : null}
          <p className="date-badge trip-date">
            <time dateTime={trip.startDate}>{formatDateRange(trip.startDate, trip.endDate)}</time>
          </p>
          <TripStatusNotice event={event} />
          <div className="trip-actions">
            <TripCalendarButton trip={trip} club={club} event={event} />
            <ShareButton
              page={tripPageKey(trip)}
              title={trip.title}
              text={`${trip.title} – ${formatDateRange(trip.startDate, trip.endDate)}`}
            />
            <PrintButton />
          </div>
        </div>
      </header>

      <section className="trip-times" aria-labelledby="indulas">
        <h2 id="indulas">Indulás és érkezés</h2>
        <ul className="departures" role="list">
          {departuresInOrder(trip, club).map(({ time, pointId, point }) => (
            <li key={pointId} className="departure">
              <span className="departure-time">{time}</span>
              <span>
                <strong>{point?.name ?? pointId}</strong>
                {point ? <span className="departure-address">{point.address}</span> : null}
                {point?.coordinates ? (
                  <MapLinks point={point.coordinates} label={`${point.name}, indulás ${time}`} />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <p className="return-time">
          Várható visszaérkezés: <strong>kb. {trip.returnTime}</strong>
          {multiDay && trip.endDate ? ` (${formatLongDate(trip.endDate)})` : null}
        </p>
        {trip.destination ? (
          <p className="destination">
            A túra kiindulópontja: <strong>{trip.destination.name}</strong>{' '}
            <MapLinks point={trip.destination.coordinates} label={trip.destination.name} />
          </p>
        ) : null}
      </section>

      {place ? (
        <>
          <TripDaylight trip={trip} place={place} />
          <TripForecastSlot trip={trip} place={place} event={event} />
        </>
      ) : null}

      <p className="trip-summary">{trip.summary}</p>

      <section className="trip-program" aria-labelledby="programok">
        <h2 id="programok">PROGRAMOK</h2>
        {trip.days.some((day) => day.routes.length > 0) ? <DifficultyExplanation /> : null}
        {trip.days.map((day, index) => (
          <section key={day.date ?? index} className="trip-day" aria-label={day.title}>
            <h3>
              {multiDay && day.date ? <span className="day-date">{formatLongDate(day.date)}: </span> : null}
              {day.title}
            </h3>
            <p>{day.description}</p>
            {day.routes.length > 0 ? (
              <ul className="routes" role="list">
                {day.routes.map((route) => (
                  <RouteCard key={`${route.level}-${route.title ?? ''}`} route={route} />
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </section>

      <section className="trip-fee" aria-labelledby="reszveteli-dij">
        <h2 id="reszveteli-dij">Részvételi díj</h2>
        <dl className="fee-tiers">
          {trip.fee.tiers.map((tier) => (
            <div key={`${tier.groupSize ?? 0}-${tier.price}`} className="fee-tier">
              <dt>{tierLabel(tier)}</dt>
              <dd>
                <strong>{formatForint(tier.price)}</strong>/fő
              </dd>
            </div>
          ))}
          {trip.fee.deposit !== undefined ? (
            <div className="fee-tier fee-deposit">
              <dt>Előleg jelentkezéskor</dt>
              <dd>
                <strong>{formatForint(trip.fee.deposit)}</strong>/fő
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="price-explanation">{priceExplanation(trip.fee)}</p>
        {trip.fee.included.length > 0 ? (
          <>
            <h3>A díj tartalmazza</h3>
            <ul>
              {trip.fee.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
        {trip.fee.notIncluded.length > 0 ? (
          <>
            <h3>A díj nem tartalmazza</h3>
            <ul>
              {trip.fee.notIncluded.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
        {trip.fee.cancellation.length > 0 ? (
          <>
            <h3>Lemondási feltételek</h3>
            <ul>
              {trip.fee.cancellation.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
        <CancellationTable rows={trip.fee.cancellationTable} />
      </section>

      <section className="trip-registration" aria-labelledby="jelentkezes">
        <h2 id="jelentkezes" tabIndex={-1}>
          Jelentkezés telefonon
        </h2>
        <p>Jelentkezni csak telefonon lehet, a két szervező bármelyikénél.</p>
        <RegistrationChecklist trip={trip} club={club} />
        <PhoneButtons organisers={club.organisers} />
      </section>

      <section className="trip-equipment" aria-labelledby="felszereles">
        <h2 id="felszereles">Ajánlott felszerelés</h2>
        <ul>
          {trip.equipment.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className="trip-notices" aria-labelledby="tudnivalok">
        <h2 id="tudnivalok">Fontos tudnivalók</h2>
        <ul>
          {trip.notices.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <div className="page-actions">
        <BackButton />
      </div>
      <JsonLdScript data={() => tripJsonLd(trip, club, siteUrls(), event)} />
    </article>
  );
}
