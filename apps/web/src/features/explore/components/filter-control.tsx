import type { Filter } from '@divespot/shared/filters';
import type { ExploreFilters } from '@divespot/shared/explore-url';
import { rangeValues, selectedValues, withRange, withValues } from '../lib/filter-values.ts';
import { OptionList } from './option-list.tsx';
import { RangeControl } from './range-control.tsx';

interface FilterControlProps {
  filter: Filter;
  filters: ExploreFilters;
  onChange: (filters: ExploreFilters) => void;
  layout?: 'list' | 'grid';
}

/** The control of one filter, whatever its type. */
export function FilterControl({ filter, filters, onChange, layout }: FilterControlProps) {
  if (filter.type === 'RANGE') {
    const { min, max } = rangeValues(filters, filter);
    return (
      <RangeControl
        filter={filter}
        min={min}
        max={max}
        onChange={(a, b) => onChange(withRange(filters, filter, a, b))}
      />
    );
  }
  return (
    <OptionList
      filter={filter}
      layout={layout}
      selected={selectedValues(filters, filter.name)}
      onChange={(values) => onChange(withValues(filters, filter, values))}
    />
  );
}
