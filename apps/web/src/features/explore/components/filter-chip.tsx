import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Filter } from '@divespot/shared/filters';
import { isFilterActive, type ExploreFilters } from '@divespot/shared/explore-url';
import { useFilterLabels } from '../hooks/use-filter-labels.ts';
import { withoutFilter } from '../lib/filter-values.ts';
import { FilterControl } from './filter-control.tsx';

interface FilterChipProps {
  filter: Filter;
  filters: ExploreFilters;
  onChange: (filters: ExploreFilters) => void;
}

export const CHIP_CLASS =
  'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors';
export const CHIP_IDLE = 'border-slate-300 bg-white text-slate-800 hover:border-slate-900';
export const CHIP_ACTIVE = 'border-sky-800 bg-sky-50 text-sky-900 ring-1 ring-sky-800';

/**
 * One of the filter bar's chips (docs/product/screens.md, docs/product/states.md) with its dropdown, a native popover: one open at a
 * time, closed by the chip again, a click outside or Escape; focus moves from the chip into it
 * in tab order. Changes apply at once. The dropdown is anchored under the chip with CSS anchor
 * positioning and flips to stay on screen.
 */
export function FilterChip({ filter, filters, onChange }: FilterChipProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const anchor = `--chip-${id.replace(/[^a-zA-Z0-9]/g, '')}`;
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const active = isFilterActive(filter, filters);
  const labels = useFilterLabels();

  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        aria-expanded={open}
        aria-controls={panelId}
        className={`${CHIP_CLASS} ${active ? CHIP_ACTIVE : CHIP_IDLE}`}
        style={{ anchorName: anchor }}
      >
        {labels.chip(filter, filters)}
        <ChevronDownIcon
          aria-hidden="true"
          size={16}
          className={`transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        onToggle={(event) => setOpen((event as unknown as ToggleEvent).newState === 'open')}
        style={{ positionAnchor: anchor }}
        className="m-0 mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl [position-area:bottom_span-right] [position-try-fallbacks:flip-inline,flip-block]"
      >
        {open ? (
          <>
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 id={`${id}-title`} className="text-base font-semibold">
                {labels.title(filter)}
              </h2>
              {active ? (
                <button
                  type="button"
                  onClick={() => onChange(withoutFilter(filters, filter))}
                  className="min-h-11 rounded-full px-3 text-sm font-semibold text-sky-800 underline underline-offset-4 hover:text-sky-950"
                >
                  <FormattedMessage id="explore.filters.clear" />
                </button>
              ) : null}
            </div>
            <div className="max-h-[min(24rem,60dvh)] overflow-y-auto">
              <FilterControl filter={filter} filters={filters} onChange={onChange} />
            </div>
          </>
        ) : null}
      </div>
    </>
  );
}
