import CheckIcon from 'lucide-react/icons/check';
import SearchIcon from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Filter } from '@divespot/shared/filters';
import {
  FILTER_OPTIONS_SHOWN,
  OPTION_SEARCH_ABOVE,
  optionMatches,
} from '@divespot/shared/explore-url';
import { foreignLang } from '../../../lib/i18n/content-language.ts';
import { MONTH_FILTER, useFilterLabels } from '../hooks/use-filter-labels.ts';

/** Columns of the options: months two or four abreast, 'Any' on a row of its own. */
function columns(layout: 'list' | 'grid', calendar: boolean): string {
  if (calendar) return layout === 'grid' ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-2';
  return layout === 'grid' ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-1';
}

interface OptionListProps {
  filter: Filter;
  selected: string[];
  onChange: (values: string[]) => void;
  /** 'grid' lays options out in two columns where there is room (the dialog). */
  layout?: 'list' | 'grid';
}

/**
 * The options of a select filter (docs/product/screens.md, docs/product/validation.md): checkboxes for MULTI_SELECT, radios for
 * SINGLE_SELECT; 8 options, then 'Show N more options'; above 6 options a search on display and
 * value with 'No options found for "{text}"'. The months show all at once, as a small calendar.
 */
export function OptionList({ filter, selected, onChange, layout = 'list' }: OptionListProps) {
  const id = useId();
  const intl = useIntl();
  const labels = useFilterLabels();
  const title = labels.title(filter);
  const multi = filter.type === 'MULTI_SELECT';
  const calendar = filter.name === MONTH_FILTER && !multi;
  const [text, setText] = useState('');
  // Start expanded when a chosen option sits behind 'Show more', so no choice is hidden.
  const [expanded, setExpanded] = useState(() =>
    filter.options.slice(FILTER_OPTIONS_SHOWN).some((o) => selected.includes(o.value)),
  );
  const searchable = multi && filter.options.length > OPTION_SEARCH_ABOVE;
  const searching = searchable && text.trim() !== '';
  // Options read (and are searched) in the page's language. A single choice can be taken back
  // only through an explicit 'Any'.
  // A species' name without a form in the page's language is English, and marked so.
  const own = filter.options.map((o) => ({
    value: o.value,
    display: labels.option(filter, o),
    lang: o.lang && foreignLang(o.lang, intl.locale),
  }));
  const any = {
    value: '',
    display: intl.formatMessage({ id: 'explore.options.any' }),
    lang: undefined,
  };
  const options = multi ? own : [any, ...own];
  const matches = searching ? options.filter((o) => optionMatches(o, text)) : options;
  const shown =
    searching || expanded || calendar ? matches : matches.slice(0, FILTER_OPTIONS_SHOWN);
  const hiddenCount = matches.length - shown.length;

  const searchLabel = intl.formatMessage(
    { id: 'explore.options.search' },
    { filter: labels.inSentence(title) },
  );

  const toggle = (value: string) => {
    if (!multi) return onChange(value === '' ? [] : [value]);
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{title}</legend>
      {searchable ? (
        <div className="relative mb-3">
          <SearchIcon
            aria-hidden="true"
            size={16}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
          />
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-label={searchLabel}
            placeholder={searchLabel}
            className="h-10 w-full rounded-full border border-slate-300 bg-white pr-3 pl-9 text-sm placeholder:text-slate-500 focus:border-sky-700"
          />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p role="status" className="py-2 text-sm text-slate-600">
          <FormattedMessage id="explore.options.noneFound" values={{ text: text.trim() }} />
        </p>
      ) : (
        <ul className={`grid gap-1 ${columns(layout, calendar)}`}>
          {shown.map((option, index) => {
            const checked =
              option.value === '' ? selected.length === 0 : selected.includes(option.value);
            const inputId = `${id}-${index}`;
            return (
              <li
                key={option.value}
                className={calendar && option.value === '' ? 'col-span-full' : undefined}
              >
                <label
                  htmlFor={inputId}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-sm text-slate-800 hover:bg-slate-50"
                >
                  <span className="relative flex size-5 shrink-0">
                    <input
                      id={inputId}
                      type={multi ? 'checkbox' : 'radio'}
                      name={multi ? undefined : `${id}-choice`}
                      checked={checked}
                      onChange={() => toggle(option.value)}
                      className={`peer size-5 cursor-pointer appearance-none border border-slate-400 bg-white transition-colors checked:border-sky-700 checked:bg-sky-700 ${
                        multi ? 'rounded-md' : 'rounded-full'
                      }`}
                    />
                    {multi ? (
                      <CheckIcon
                        aria-hidden="true"
                        size={14}
                        strokeWidth={3}
                        className="pointer-events-none absolute inset-0 m-auto hidden text-white peer-checked:block"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="pointer-events-none absolute inset-0 m-auto hidden size-2 rounded-full bg-white peer-checked:block"
                      />
                    )}
                  </span>
                  <span
                    lang={option.lang}
                    className={checked ? 'font-semibold text-slate-900' : undefined}
                  >
                    {option.display}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {hiddenCount > 0 ? (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          className="mt-1 min-h-11 rounded-full px-2 text-sm font-semibold text-sky-800 underline underline-offset-4 hover:text-sky-950"
        >
          <FormattedMessage id="explore.options.showMore" values={{ count: hiddenCount }} />
        </button>
      ) : null}
    </fieldset>
  );
}
