import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { rangeOfSearch, searchOfRange, type DayRange } from '../lib/range.ts';

/**
 * The dashboard's range, kept in the page's URL (`?from=&to=`) so a view can be linked; choosing
 * another adds a history entry, so Back returns to the previous one.
 */
export function useReportRange(): { range: DayRange; choose: (range: DayRange) => void } {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // Read once per URL: the default range ends on the day the URL was first shown.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const range = useMemo(() => rangeOfSearch(search), [key]);
  const choose = useCallback(
    (next: DayRange) => setSearch(new URLSearchParams(searchOfRange(next))),
    [setSearch],
  );
  return { range, choose };
}
