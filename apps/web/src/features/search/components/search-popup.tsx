import type { SearchResult } from '@divespot/shared/search-links';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

/**
 * The options' content comes with the first search (the box loads it on focus, beside the
 * search itself): results cannot exist before, and pages nobody searches from skip its code.
 */
export const loadSearchOptionContent = () => import('./search-option-content.tsx');
const SearchOptionContent = lazy(() =>
  loadSearchOptionContent().then(
    (m) => ({ default: m.SearchOptionContent }),
    // Without its code (offline, a new version deployed meanwhile) the option still names it.
    () => ({ default: ({ result }: { result: SearchResult }) => <span>{result.title}</span> }),
  ),
);

interface SearchPopupProps {
  listboxId: string;
  optionId: (index: number) => string;
  results: SearchResult[];
  active: number;
  /** 'Searching...' or 'No results found' (docs/product/screens.md), shown above any results. */
  status: string | null;
  visible: boolean;
  /** Across the whole phone panel, under its top bar, instead of a card under the field. */
  fullWidth: boolean;
  onHover: (index: number) => void;
  onChoose: (result: SearchResult) => void;
}

/**
 * The suggestion list of the search combobox: a listbox of options (ARIA 1.2 combobox
 * pattern), max 24rem tall (docs/product/limits.md). Options are not links: focus stays in the field and the
 * field's aria-activedescendant points at the highlighted one.
 */
export function SearchPopup(props: SearchPopupProps) {
  const { listboxId, optionId, results, active, status, visible, fullWidth } = props;
  const intl = useIntl();
  const frame = fullWidth
    ? 'absolute top-full right-0 left-0 border-b border-slate-200 bg-white px-2 py-2'
    : 'absolute top-full right-0 left-0 z-50 mt-2 min-w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-900/10';
  return (
    // Always mounted: the status line is a live region, which must exist before it speaks.
    <div className={visible ? frame : ''}>
      <p
        role="status"
        className={
          visible && status ? 'flex min-h-11 items-center px-4 text-sm text-slate-700' : 'sr-only'
        }
      >
        {visible ? status : null}
      </p>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'search.suggestions' })}
        hidden={!visible || results.length === 0}
        className="max-h-96 overflow-y-auto overscroll-contain"
      >
        {results.map((result, index) => {
          const selected = index === active;
          return (
            <li
              key={`${result.type}-${result.objectId}`}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ${
                selected ? 'bg-sky-50 ring-1 ring-sky-200' : 'hover:bg-slate-50'
              }`}
              // Keep focus in the field so the click lands and the list stays usable.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => props.onHover(index)}
              onClick={() => props.onChoose(result)}
            >
              <Suspense fallback={null}>
                <SearchOptionContent result={result} />
              </Suspense>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
