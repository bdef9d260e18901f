import type { ExploreFilters } from '@divespot/shared/explore-url';
import type { Filter } from '@divespot/shared/filters';
import { QUANTITIES, type Quantity } from '@divespot/shared/units';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { monthNames } from '../../../lib/i18n/months.ts';
import { FILTER_VOCABULARY, useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { rangeLimits, rangeValues, selectedValues } from '../lib/filter-values.ts';

/** The explore filters the app knows by name (the server sends their titles in English). */
const FILTER_TITLES: Record<string, MessageId> = {
  activityTypes: 'explore.filter.activityTypes',
  sealife: 'explore.filter.sealife',
  month: 'explore.filter.month',
  level: 'explore.filter.level',
  depth: 'explore.filter.depth',
  siteType: 'explore.filter.siteType',
  entry: 'explore.filter.entry',
  waterType: 'explore.filter.waterType',
  current: 'explore.filter.current',
  certification: 'explore.filter.certification',
  facilities: 'explore.filter.facilities',
};

/** The filter whose options are the months '1' … '12' (SINGLE_SELECT). */
export const MONTH_FILTER = 'month';

/** The quantity a range filter measures, from the metric unit the server gives it ('m' → depth). */
export function rangeQuantity(filter: Filter): Quantity | undefined {
  const unit = filter.unit;
  return (Object.keys(QUANTITIES) as Quantity[]).find((q) => QUANTITIES[q] === unit);
}

/**
 * The words of the explore filters in the page's language: a known filter's title from the
 * catalogs (an unknown one keeps the server's), options through the vocabulary, a range's unit
 * in the diver's unit system.
 */
export function useFilterLabels() {
  const intl = useIntl();
  const { label } = useVocabulary();
  const q = useQuantityFormat();
  return useMemo(() => {
    // The server names months in English; the page's language names them through Intl.
    const months = monthNames(intl.locale, 'long');
    const title = (filter: Filter): string =>
      Object.hasOwn(FILTER_TITLES, filter.name)
        ? intl.formatMessage({ id: FILTER_TITLES[filter.name]! })
        : filter.display;
    const option = (filter: Filter, o: { value: string; display: string }): string => {
      if (filter.name === MONTH_FILTER) return months[Number(o.value) - 1] ?? o.display;
      return Object.hasOwn(FILTER_VOCABULARY, filter.name)
        ? label(FILTER_VOCABULARY[filter.name]!, o.value, o.display)
        : o.display;
    };
    // A range in imperial units reads and takes whole feet (or miles, °F); the filters, the URL
    // and the API keep metric values, to a tenth so that what was typed reads back the same.
    const converted = (filter: Filter) => {
      const quantity = rangeQuantity(filter);
      return quantity !== undefined && q.system !== 'metric' ? quantity : undefined;
    };
    const shown = (filter: Filter, metric: number): number => {
      const quantity = converted(filter);
      return quantity ? Math.round(q.fromMetric(quantity, metric)) : metric;
    };
    const metric = (filter: Filter, value: number): number => {
      const quantity = converted(filter);
      return quantity ? Math.round(q.toMetric(quantity, value) * 10) / 10 : value;
    };
    const unit = (filter: Filter): string | undefined => {
      const quantity = rangeQuantity(filter);
      return quantity ? q.symbol(quantity) : filter.unit;
    };
    /** '0–18 m', '0–59 ft': metric bounds in the diver's unit. */
    const range = (filter: Filter, min: number, max: number): string => {
      const quantity = rangeQuantity(filter);
      const maximumFractionDigits = converted(filter) ? 0 : 2;
      if (quantity) return q.range(quantity, min, max, { maximumFractionDigits });
      const numbers = new Intl.NumberFormat(intl.locale, { maximumFractionDigits }).formatRange(
        min,
        max,
      );
      return filter.unit ? `${numbers} ${filter.unit}` : numbers;
    };
    return {
      title,
      /**
       * A title inside a sentence ('Search activities'): lower case where the language writes
       * it so; German keeps its capitals (nouns), Japanese has none.
       */
      inSentence: (text: string): string =>
        intl.locale.startsWith('de') ? text : text.toLocaleLowerCase(intl.locale),
      option,
      shown,
      metric,
      unit,
      range,
      /**
       * A chip's text: the filter's title, or what is chosen: 'Beginner', 'Level · 2',
       * 'Depth 10–40 m'.
       */
      chip: (filter: Filter, filters: ExploreFilters): string => {
        if (filter.type === 'RANGE') {
          const { lo, hi } = rangeLimits(filter);
          const { min, max } = rangeValues(filters, filter);
          if (min === undefined && max === undefined) return title(filter);
          return intl.formatMessage(
            { id: 'explore.chip.range' },
            { filter: title(filter), range: range(filter, min ?? lo, max ?? hi) },
          );
        }
        const values = selectedValues(filters, filter.name);
        if (values.length === 0) return title(filter);
        if (values.length === 1) {
          const value = values[0]!;
          return option(
            filter,
            filter.options.find((o) => o.value === value) ?? { value, display: value },
          );
        }
        return intl.formatMessage(
          { id: 'explore.chip.count' },
          { filter: title(filter), count: values.length },
        );
      },
    };
  }, [intl, label, q]);
}
