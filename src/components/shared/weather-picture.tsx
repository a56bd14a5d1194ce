/*
 * The forecast's weather pictures (src/components/shared/forecast-view.tsx): line
 * drawings in the text's colour, one per kind of weather.
 */
import type { WeatherIcon } from '../../lib/forecast.ts';

/** The day's picture beside its word; the word says it, so the picture is hidden from screen readers. */
export function WeatherPicture({ icon }: { icon: WeatherIcon }) {
  const sun = ['clear', 'mostly-clear'].includes(icon);
  const peeking = ['partly-cloudy', 'rain-showers', 'snow-showers'].includes(icon);
  const cloud = !sun && icon !== 'unknown';
  const falling = !['clear', 'mostly-clear', 'partly-cloudy', 'overcast', 'unknown'].includes(icon);
  return (
    <svg className="weather-picture" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {sun ? (
          <>
            <circle cx="16" cy="16" r="6" />
            <path d="M16 3v3M16 26v3M3 16h3M26 16h3M6.8 6.8l2.1 2.1M23.1 23.1l2.1 2.1M6.8 25.2l2.1-2.1M23.1 8.9l2.1-2.1" />
          </>
        ) : null}
        {peeking ? <path d="M9 9.5a5 5 0 0 1 9.4-1.7M12 2v2M4.5 5.5l1.4 1.4M2 12h2" /> : null}
        {cloud ? (
          <path
            d={
              falling
                ? 'M9 20h14a5 5 0 0 0 .6-10A7 7 0 0 0 10.2 11 4.5 4.5 0 0 0 9 20z'
                : 'M8 25h15a5.5 5.5 0 0 0 .7-11A7.5 7.5 0 0 0 9.3 15 5 5 0 0 0 8 25z'
            }
          />
        ) : null}
        {icon === 'fog' ? <path d="M6 24h20M9 28h14" /> : null}
        {icon === 'drizzle' ? <path d="M11 25v.5M16 25v.5M21 25v.5M13.5 29v.5M18.5 29v.5" /> : null}
        {icon === 'rain' || icon === 'rain-showers' || icon === 'freezing-rain' ? (
          <path d="M11 24l-1.5 4M16 24l-1.5 4M21 24l-1.5 4" />
        ) : null}
        {icon === 'freezing-rain' ? <path d="M6 30h20" /> : null}
        {icon === 'snow' || icon === 'snow-showers' ? (
          <path d="M11 23v6M8.4 24.5l5.2 3M8.4 27.5l5.2-3M21 23v6M18.4 24.5l5.2 3M18.4 27.5l5.2-3" />
        ) : null}
        {icon === 'thunderstorm' ? <path d="M17 21l-4 5h5l-3 5" /> : null}
        {icon === 'hail' ? (
          <>
            <path d="M17 21l-4 5h4" />
            <circle cx="22" cy="25" r="1.5" />
            <circle cx="19" cy="29.5" r="1.5" />
            <circle cx="9" cy="28" r="1.5" />
          </>
        ) : null}
        {icon === 'unknown' ? <path d="M12 12a4 4 0 1 1 5.5 3.7c-1 .4-1.5 1.3-1.5 2.3v1.5M16 24v.5" /> : null}
      </g>
    </svg>
  );
}
