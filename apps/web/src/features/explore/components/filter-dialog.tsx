import XIcon from 'lucide-react/icons/x';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FilterConfiguration } from '@divespot/shared/filters';
import {
  activeFilterCount,
  SPOT_FETCH_DEBOUNCE_MS,
  type ExploreFilters,
} from '@divespot/shared/explore-url';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSpotCount } from '../api/get-explore-spots.ts';
import { useFilterLabels } from '../hooks/use-filter-labels.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { SpotQuery } from '@divespot/shared/explore-list';
import { FilterControl } from './filter-control.tsx';

interface FilterDialogProps {
  open: boolean;
  onClose: () => void;
  config: FilterConfiguration;
  /** The screen's query; the dialog counts its own pending filters in the same view. */
  query: SpotQuery;
  onApply: (filters: ExploreFilters) => void;
}

/** The full filter dialog (docs/product/screens.md, docs/product/states.md): every filter; nothing applies until 'Show {n} places'. */
export function FilterDialog({ open, onClose, ...rest }: FilterDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="filter-dialog-title"
      className="m-0 mt-auto h-[92dvh] max-h-none w-full max-w-none rounded-t-3xl bg-white p-0 text-slate-900 shadow-2xl sm:m-auto sm:h-auto sm:max-h-[min(48rem,90dvh)] sm:w-[min(42rem,calc(100vw-2rem))] sm:rounded-3xl"
    >
      <FilterDialogBody onClose={onClose} {...rest} />
    </Dialog>
  );
}

function FilterDialogBody({ onClose, config, query, onApply }: Omit<FilterDialogProps, 'open'>) {
  const [pending, setPending] = useState(query.filters);
  const counted = useDebouncedValue(pending, SPOT_FETCH_DEBOUNCE_MS);
  const count = useSpotCount({ ...query, filters: counted });
  const activeCount = activeFilterCount(pending, config);
  const intl = useIntl();
  const labels = useFilterLabels();

  return (
    <div className="flex h-full max-h-[inherit] flex-col">
      <div className="relative flex h-16 shrink-0 items-center justify-center border-b border-slate-200 px-14">
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'explore.close' })}
          onClick={onClose}
          className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full hover:bg-slate-100"
        >
          <XIcon aria-hidden="true" size={20} />
        </button>
        <h2 id="filter-dialog-title" className="text-base font-bold">
          <FormattedMessage id="explore.filters.title" />
        </h2>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-6">
        {config.filters.map((filter) => (
          <section
            key={filter.name}
            aria-labelledby={`filter-section-${filter.name}`}
            className="border-b border-slate-200 py-6 last:border-b-0"
          >
            <h3 id={`filter-section-${filter.name}`} className="mb-3 text-lg font-semibold">
              {labels.title(filter)}
              {filter.type === 'RANGE' && filter.unit ? (
                <span className="ml-1 text-sm font-normal text-slate-600">
                  <FormattedMessage
                    id="explore.filters.unit"
                    values={{ unit: labels.unit(filter) }}
                  />
                </span>
              ) : null}
            </h3>
            <FilterControl filter={filter} filters={pending} onChange={setPending} layout="grid" />
          </section>
        ))}
      </div>
      <div className="flex shrink-0 items-center justify-between gap-3 border-t border-slate-200 px-6 py-4">
        <button
          type="button"
          onClick={() => setPending({})}
          disabled={activeCount === 0}
          className="min-h-11 rounded-full px-2 text-sm font-semibold text-slate-900 underline underline-offset-4 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
        >
          <FormattedMessage id="explore.filters.clearAll" />
        </button>
        <Button
          onClick={() => {
            onApply(pending);
            onClose();
          }}
          aria-busy={count.isFetching || counted !== pending}
          className="min-w-40"
        >
          {count.data === undefined ? (
            <FormattedMessage id="explore.filters.showPlacesPending" />
          ) : (
            <FormattedMessage id="explore.filters.showPlaces" values={{ count: count.data }} />
          )}
        </Button>
      </div>
    </div>
  );
}
