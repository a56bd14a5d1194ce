import type { ReactNode } from 'react';
import { siteUrls } from '../../data/site.ts';
import { lastsSeveralDays } from '../../lib/trip-days.ts';
import { tripPlace } from '../../lib/trip-place.ts';
import { JsonLdScript } from '../shared/json-ld-script.tsx';
import { BackButton } from '../shared/links.tsx';
import { OPEN_REGISTRATION, RegistrationBlock, type Registration } from './registration-block.tsx';
import { RegistrationChecklist } from './registration-checklist.tsx';
import { TripFee } from './trip-fee.tsx';
import { CallStrip } from './call-strip.tsx';
import { TripEssentials } from './trip-essentials.tsx';
import { TripHeader, TripPictureAndActions } from './trip-header.tsx';
import type { TripPageProps } from './trip-page-props.ts';
import { TripProgram } from './trip-program.tsx';
import { TripTimes } from './trip-times.tsx';
import { TripDaylight, TripForecastSlot } from './trip-weather.tsx';
import { useToday } from '../shared/use-today.ts';

/**
 * One generic page for every trip document (`trips/programN.json`). A past or
 * called-off trip's page says so where the departure times were, and lists them
 * no more, nor the day's light and weather: nobody sets out for it.
 */
export function TripPage({
  trip,
  club,
  event,
  registration = OPEN_REGISTRATION,
  takingLive = (
    <>
      a fájlból ki nem törlik a <code>"draft": true</code> sort
    </>
  ),
}: TripPageProps & {
  registration?: Registration;
  /** What takes a draft live, in the words of where its preview is read: the editor's switch there. */
  takingLive?: ReactNode;
}) {
  // Several program days show their dates even before the trip's end date is written.
  const multiDay = trip.days.length > 1 || lastsSeveralDays(trip);
  const place = tripPlace(trip, club);
  const past = registration.state.kind === 'past';
  const off = past || registration.state.kind === 'cancelled';
  // The trip's morning, while it goes ahead as planned: not for a postponed or called-off one.
  const day = useToday();
  const today =
    (registration.state.kind === 'open' || registration.state.kind === 'full') && day === trip.startDate;
  const picture = <TripPictureAndActions trip={trip} club={club} event={event} />;
  const block = (
    <RegistrationBlock
      {...registration}
      club={club}
      written
      details={<RegistrationChecklist trip={trip} club={club} />}
    />
  );

  return (
    <article className="trip" aria-labelledby="trip-title">
      {trip.draft ? (
        <p className="draft-mark" role="note">
          <strong>VÁZLAT</strong> Ez az oldal még nincs kész, csak az előnézetben látszik: a honlapra nem
          kerül ki, amíg {takingLive}.
        </p>
      ) : null}
      <div className="page-actions">
        <BackButton />
      </div>

      <TripHeader trip={trip}>
        <TripEssentials trip={trip} club={club} event={event} state={registration.state} today={today} />
      </TripHeader>
      {/* Held in sight on a phone while the page is read (styles.css); the block below has the numbers too. */}
      {registration.phonesInPage ? <CallStrip organisers={club.organisers} /> : null}

      {/* On the trip's morning the day's facts come before the picture: where the coach calls, the light, the weather. */}
      {today ? null : picture}
      {off ? block : <TripTimes trip={trip} club={club} multiDay={multiDay} />}

      {place && !off ? (
        <>
          <TripDaylight trip={trip} place={place} />
          <TripForecastSlot trip={trip} place={place} event={event} />
        </>
      ) : null}
      {today ? picture : null}

      <p className="trip-summary">{trip.summary}</p>

      <TripProgram trip={trip} multiDay={multiDay} />

      {/* Once the trip is over or off, its head-count prices nothing; nor does an empty list. */}
      <TripFee fee={trip.fee} headCount={off || !event?.seats?.taken ? undefined : event.seats.taken} />

      {off ? null : block}

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
      <JsonLdScript data={(jsonLd) => jsonLd.tripJsonLd(trip, club, siteUrls(), event)} />
    </article>
  );
}
