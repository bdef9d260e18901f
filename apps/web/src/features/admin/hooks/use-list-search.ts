import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_LIMITS as LIST_LIMITS } from '@divespot/shared/admin-vocabulary';

/** A list's filters as the URL query keeps them: every value a string, '' for none. */
export type ListFilters<K extends string> = Record<K, string>;

export interface ListSearch<K extends string> {
  filters: ListFilters<K>;
  /** Zero-based page, as the API takes it. */
  page: number;
  size: number;
  /** Changes filters and goes back to the first page. */
  filter: (next: Partial<ListFilters<K>>) => void;
  goToPage: (page: number) => void;
}

const wholeNumber = (text: string | null, fallback: number, min: number, max: number) => {
  const n = text === null || text.trim() === '' ? NaN : Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/**
 * A console list's filters and page, kept in the page's URL (`?q=&page=&size=`…) so a view can
 * be linked and Back returns to the previous one. Defaults are left out of the URL; a page or
 * size the API would refuse reads as the default.
 */
export function useListSearch<K extends string>(keys: readonly K[]): ListSearch<K> {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const state = useMemo(() => {
    const filters = Object.fromEntries(keys.map((k) => [k, search.get(k) ?? ''])) as ListFilters<K>;
    return {
      filters,
      page: wholeNumber(search.get('page'), 0, 0, 100_000),
      size: wholeNumber(
        search.get('size'),
        LIST_LIMITS.pageSizeDefault,
        1,
        LIST_LIMITS.pageSizeMax,
      ),
    };
    // Read once per URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const write = useCallback(
    (filters: ListFilters<K>, page: number) => {
      const next = new URLSearchParams();
      for (const k of keys) if (filters[k] !== '') next.set(k, filters[k]);
      if (page > 0) next.set('page', String(page));
      if (state.size !== LIST_LIMITS.pageSizeDefault) next.set('size', String(state.size));
      setSearch(next);
    },
    [setSearch, state.size, keys],
  );

  const filter = useCallback(
    (changes: Partial<ListFilters<K>>) => write({ ...state.filters, ...changes }, 0),
    [write, state.filters],
  );
  const goToPage = useCallback(
    (page: number) => write(state.filters, page),
    [write, state.filters],
  );
  return { ...state, filter, goToPage };
}

/** A filter for the API: trimmed, or left out when empty. */
export const given = (value: string) => (value.trim() === '' ? undefined : value.trim());
