import SearchIcon from 'lucide-react/icons/search';
import Share2Icon from 'lucide-react/icons/share-2';
import SlidersIcon from 'lucide-react/icons/sliders-horizontal';
import XIcon from 'lucide-react/icons/x';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScrollRow } from '../../../components/ui/scroll-row.tsx';
import type { FilterConfiguration } from '@divespot/shared/filters';
import { FILTER_CHIPS, isFilterActive, type ExploreFilters } from '@divespot/shared/explore-url';
import { CHIP_ACTIVE, CHIP_CLASS, CHIP_IDLE, FilterChip } from './filter-chip.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

interface FilterBarProps {
  /** Undefined while the configuration loads. */
  config: FilterConfiguration | undefined;
  filters: ExploreFilters;
  activeCount: number;
  search?: string;
  onChange: (filters: ExploreFilters) => void;
  onClearSearch: () => void;
  onOpenDialog: () => void;
  onShare: () => void;
}

/**
 * The bar above list and map (docs/product/screens.md): the full filter dialog's button with a badge of active
 * filters, the first 4 filters as chips, then a chip for each active filter beyond those (a
 * link to `?facilities=parking` shows its chip), the search text when there is one, and Share. On a phone
 * the chips scroll sideways, and the row shows on which side more of them wait.
 */
export function FilterBar(props: FilterBarProps) {
  const { config, filters, activeCount, search, onChange } = props;
  // A chip past the first four stays once shown, so that clearing its filter from its own
  // dropdown does not pull the chip (and the keyboard focus in it) out from under the diver.
  const [kept, setKept] = useState<readonly string[]>([]);
  const added = (config?.filters ?? [])
    .slice(FILTER_CHIPS)
    .filter((filter) => isFilterActive(filter, filters) && !kept.includes(filter.name));
  if (added.length) setKept([...kept, ...added.map((filter) => filter.name)]);
  const chips = (config?.filters ?? []).filter(
    (filter, i) => i < FILTER_CHIPS || kept.includes(filter.name) || added.includes(filter),
  );
  const intl = useIntl();
  return (
    <div className="relative z-20 flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 bg-white pl-4 sm:pl-6">
      <ScrollRow
        label={intl.formatMessage({ id: 'explore.filters.title' })}
        className="gap-2 py-2 pr-1"
      >
        <button
          type="button"
          onClick={props.onOpenDialog}
          aria-haspopup="dialog"
          aria-label={
            activeCount > 0
              ? intl.formatMessage({ id: 'explore.filters.active' }, { count: activeCount })
              : intl.formatMessage({ id: 'explore.filters.title' })
          }
          className={`${CHIP_CLASS} ${activeCount > 0 ? CHIP_ACTIVE : CHIP_IDLE}`}
        >
          <SlidersIcon aria-hidden="true" size={16} />
          <FormattedMessage id="explore.filters.title" />
          {activeCount > 0 ? (
            <>
              <span
                aria-hidden="true"
                data-testid="active-filter-count"
                className="-mr-1.5 ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-sky-800 px-1.5 text-xs leading-5 font-bold text-white"
              >
                {intl.formatNumber(activeCount)}
              </span>
            </>
          ) : null}
        </button>
        <span aria-hidden="true" className="h-6 w-px shrink-0 bg-slate-200" />
        {config
          ? chips.map((filter) => (
              <FilterChip key={filter.name} filter={filter} filters={filters} onChange={onChange} />
            ))
          : Array.from({ length: FILTER_CHIPS }, (_, i) => (
              <Skeleton
                as="span"
                key={i}
                aria-hidden="true"
                className="h-10 w-24 shrink-0 rounded-full bg-slate-100"
              />
            ))}
        {search ? (
          <span className={`${CHIP_CLASS} ${CHIP_ACTIVE} pr-1`}>
            <SearchIcon aria-hidden="true" size={14} />
            <span className="max-w-40 truncate">{search}</span>
            <button
              type="button"
              onClick={props.onClearSearch}
              aria-label={intl.formatMessage({ id: 'explore.filters.removeSearch' }, { search })}
              className="inline-flex size-8 items-center justify-center rounded-full hover:bg-sky-100"
            >
              <XIcon aria-hidden="true" size={16} />
            </button>
          </span>
        ) : null}
      </ScrollRow>
      <div className="flex shrink-0 items-center pr-2 sm:pr-6">
        <button
          type="button"
          onClick={props.onShare}
          aria-haspopup="dialog"
          aria-label={intl.formatMessage({ id: 'explore.filters.share' })}
          className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-full text-sm font-semibold text-slate-900 hover:bg-slate-100 sm:px-4"
        >
          <Share2Icon aria-hidden="true" size={16} />
          <span className="hidden sm:inline">
            <FormattedMessage id="explore.filters.share" />
          </span>
        </button>
      </div>
    </div>
  );
}
