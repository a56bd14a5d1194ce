import { useId } from 'react';
import { monthName } from '../../lib/dates.ts';
import { difficultyName, DIFFICULTY_LEVELS, difficultySlug } from '../../lib/difficulty.ts';
import { countText, hasFilters } from '../../lib/program-filter-match.ts';
import type { ProgramFilters } from '../../lib/program-filters.ts';

/**
 * The yearly program's filters: month, difficulty, one-day or multi-day. Each
 * change becomes a new address, so the back button undoes it and the link can
 * be shared. The count is announced to screen readers as it changes.
 */
export function ProgramFilterControls({
  filters,
  onChange,
  shownCount,
  totalCount,
  withoutDifficulty,
}: {
  filters: ProgramFilters;
  onChange: (filters: ProgramFilters) => void;
  shownCount: number;
  totalCount: number;
  /** How many trips have no difficulty yet (no written program). */
  withoutDifficulty: number;
}) {
  const id = useId();
  const set = <K extends keyof ProgramFilters>(key: K, value: ProgramFilters[K] | undefined) => {
    const next = { ...filters };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const active = hasFilters(filters);

  return (
    <details className="program-filters" open={active || undefined}>
      <summary>Szűrés hónap, nehézség és időtartam szerint</summary>
      {/* Each select is named by its own aria-label too, its label's words: inside the closed
          details the label is hidden, and a checker computing the name there finds none. The
          label stands beside the select, not around it, so its visible words are the name's. */}
      <div role="group" aria-labelledby={`${id}-cim`} className="filter-group">
        <p id={`${id}-cim`} className="visually-hidden">
          Túrák szűrése
        </p>
        <div className="filter-field">
          <label htmlFor={`${id}-honap`}>Hónap</label>
          <select
            id={`${id}-honap`}
            aria-label="Hónap"
            value={filters.honap ?? ''}
            onChange={(event) => set('honap', event.target.value ? Number(event.target.value) : undefined)}
          >
            <option value="">Minden hónap</option>
            {Array.from({ length: 12 }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {monthName(index + 1)}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-field">
          <label htmlFor={`${id}-nehezseg`}>Nehézség</label>
          <select
            id={`${id}-nehezseg`}
            aria-label="Nehézség"
            value={filters.nehezseg ?? ''}
            onChange={(event) =>
              set(
                'nehezseg',
                DIFFICULTY_LEVELS.map((level) => difficultySlug[level]).find(
                  (slug) => slug === event.target.value,
                ),
              )
            }
          >
            <option value="">Bármilyen</option>
            {DIFFICULTY_LEVELS.map((level) => (
              <option key={level} value={difficultySlug[level]}>
                {difficultyName[level]}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-field">
          <label htmlFor={`${id}-hossz`}>Időtartam</label>
          <select
            id={`${id}-hossz`}
            aria-label="Időtartam"
            value={filters.tobbnapos ?? ''}
            onChange={(event) =>
              set(
                'tobbnapos',
                event.target.value === 'igen' || event.target.value === 'nem'
                  ? event.target.value
                  : undefined,
              )
            }
          >
            <option value="">Egy- és többnapos</option>
            <option value="nem">Egynapos</option>
            <option value="igen">Többnapos</option>
          </select>
        </div>
      </div>
      {filters.nehezseg && withoutDifficulty > 0 ? (
        <p className="filter-note">
          {withoutDifficulty} túrának még nem készült el a részletes programja, így nehézsége sincs: a
          nehézség szerinti szűrés ezeket nem mutatja.
        </p>
      ) : null}
      <div className="filter-result">
        <p role="status" aria-live="polite" aria-atomic="true">
          {countText(shownCount, totalCount)}
        </p>
        {active ? (
          <button type="button" className="button button-secondary" onClick={() => onChange({})}>
            Szűrők törlése
          </button>
        ) : null}
      </div>
    </details>
  );
}
