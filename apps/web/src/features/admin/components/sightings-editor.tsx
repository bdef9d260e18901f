import { CONTENT_LIMITS } from '@divespot/shared/admin-content-vocabulary';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@divespot/shared/search-links';
import PlusIcon from 'lucide-react/icons/plus';
import XIcon from 'lucide-react/icons/x';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { useMonths } from '../../../lib/i18n/months.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSpotSearch } from '../api/admin-editors.ts';
import type { SightingRow } from '../lib/species-draft.ts';
import { buttonClass, inputClass, labelClass } from './list-parts.tsx';

const ALL_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

const toggleClass = (on: boolean) =>
  `min-h-11 rounded-lg border px-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 ${
    on
      ? 'border-sky-800 bg-sky-800 text-white hover:bg-sky-900'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
  }`;

/** One spot's months: twelve toggles and one for the whole year, each named with the spot. */
function SightingMonths({
  row,
  onChange,
  onRemove,
}: {
  row: SightingRow;
  onChange: (months: number[]) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const months = useMonths();
  const chosen = new Set(row.months);
  const wholeYear = chosen.size === 12;
  const toggle = (month: number) =>
    onChange(chosen.has(month) ? row.months.filter((m) => m !== month) : [...row.months, month]);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="min-w-0 font-semibold break-words text-slate-900">{row.spotName}</h4>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={wholeYear}
            aria-label={intl.formatMessage(
              { id: 'admin.species.sightings.wholeYearOf' },
              { spot: row.spotName },
            )}
            onClick={() => onChange(wholeYear ? [] : ALL_MONTHS)}
            className={`${toggleClass(wholeYear)} px-3`}
          >
            <FormattedMessage id="admin.species.sightings.wholeYear" />
          </button>
          <button type="button" onClick={onRemove} className={`${buttonClass} min-h-11`}>
            <XIcon aria-hidden="true" size={16} />
            <FormattedMessage
              id="admin.species.sightings.remove"
              values={{ spot: row.spotName, hidden }}
            />
          </button>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-6 gap-1.5 lg:grid-cols-12">
        {ALL_MONTHS.map((month) => (
          <button
            key={month}
            type="button"
            aria-pressed={chosen.has(month)}
            aria-label={intl.formatMessage(
              { id: 'admin.species.sightings.monthOf' },
              { spot: row.spotName, month: months.name(month) },
            )}
            onClick={() => toggle(month)}
            className={toggleClass(chosen.has(month))}
          >
            {months.short[month - 1]}
          </button>
        ))}
      </div>
      {chosen.size === 0 ? (
        <p className="mt-2 text-xs text-slate-600">
          <FormattedMessage id="admin.species.sightings.noMonths" />
        </p>
      ) : null}
    </li>
  );
}

/** Finds spots by name and offers each one not yet listed. */
function AddSpot({
  listed,
  onAdd,
  inputRef,
}: {
  listed: ReadonlySet<number>;
  onAdd: (spot: { spotId: number; spotName: string }) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSpotSearch(settled, useContentLanguage());
  const results = settled === '' ? [] : (search.data ?? []);
  return (
    <div className="mt-4">
      <label htmlFor={id} className={labelClass}>
        <FormattedMessage id="admin.species.sightings.add" />
      </label>
      <input
        id={id}
        ref={inputRef}
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        // Enter searches no sooner and must not submit the species' form around it.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
        aria-describedby={`${id}-hint`}
        className={`${inputClass} mt-1`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        <FormattedMessage id="admin.species.sightings.addHint" />
      </p>
      <div role="status" className="mt-2 text-sm text-slate-700">
        {settled === '' ? null : search.isFetching && !search.data ? (
          <FormattedMessage id="admin.species.sightings.searching" />
        ) : search.isError ? (
          <FormattedMessage id="admin.species.sightings.searchFailed" />
        ) : results.length === 0 ? (
          <FormattedMessage id="admin.species.sightings.noSpots" />
        ) : null}
      </div>
      {results.length > 0 ? (
        <ul className="mt-1 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {results.map((spot) => {
            const added = listed.has(spot.objectId);
            return (
              <li key={spot.objectId} className="flex items-center justify-between gap-3 p-2">
                <span className="min-w-0">
                  <span className="block font-medium break-words text-slate-900">{spot.title}</span>
                  {spot.context?.place || spot.details ? (
                    <span className="block text-xs text-slate-600">
                      {spot.context?.place ?? spot.details}
                    </span>
                  ) : null}
                </span>
                <button
                  type="button"
                  disabled={added}
                  onClick={() => {
                    onAdd({ spotId: spot.objectId, spotName: spot.title });
                    setText('');
                  }}
                  className={`${buttonClass} shrink-0`}
                >
                  {added ? (
                    <FormattedMessage
                      id="admin.species.sightings.added"
                      values={{ spot: spot.title, hidden }}
                    />
                  ) : (
                    <>
                      <PlusIcon aria-hidden="true" size={16} />
                      <FormattedMessage
                        id="admin.species.sightings.addSpot"
                        values={{ spot: spot.title, hidden }}
                      />
                    </>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The spots where a species is seen, each with the months it is seen there (docs/product/admin.md
 * content): months are toggle buttons named "Spot, March"; a spot is added by searching for it
 * and removed with its own button. What changed is announced, and focus returns to the search.
 */
export function SightingsEditor({
  id,
  value,
  onChange,
  error,
}: {
  /** The list's id, where the error summary's link lands. */
  id?: string;
  value: readonly SightingRow[];
  onChange: (next: SightingRow[]) => void;
  /** Why the server or the schema refused the list, in the reader's language. */
  error?: string;
}) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const listed = new Set(value.map((row) => row.spotId));
  const full = value.length >= CONTENT_LIMITS.sightingsMax;
  const replace = (index: number, row: SightingRow) =>
    onChange(value.map((r, i) => (i === index ? row : r)));
  return (
    <div id={id} tabIndex={-1} className="focus-visible:outline-2 focus-visible:outline-offset-2">
      <p className="text-sm text-slate-700">
        <FormattedMessage id="admin.species.sightings.count" values={{ count: value.length }} />
      </p>
      {error ? <p className="mt-2 text-sm font-medium text-rose-800">{error}</p> : null}
      {value.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {value.map((row, index) => (
            <SightingMonths
              key={row.spotId}
              row={row}
              onChange={(months) => replace(index, { ...row, months })}
              onRemove={() => {
                onChange(value.filter((_, i) => i !== index));
                setSaid(
                  intl.formatMessage(
                    { id: 'admin.species.sightings.removed' },
                    { spot: row.spotName },
                  ),
                );
                inputRef.current?.focus();
              }}
            />
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="mt-4 text-sm text-slate-700">
          <FormattedMessage
            id="admin.species.sightings.full"
            values={{ max: CONTENT_LIMITS.sightingsMax }}
          />
        </p>
      ) : (
        <AddSpot
          listed={listed}
          inputRef={inputRef}
          onAdd={(spot) => {
            onChange([...value, { ...spot, months: [] }]);
            setSaid(
              intl.formatMessage(
                { id: 'admin.species.sightings.addedNow' },
                { spot: spot.spotName },
              ),
            );
            inputRef.current?.focus();
          }}
        />
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}
