import { useCallback } from 'react';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { useSearchParamsNow } from '../../../lib/live-location.ts';

export const DESTINATION_TABS = ['countries', 'regions'] as const;
export type DestinationTab = (typeof DESTINATION_TABS)[number];

/**
 * The directory's tab (`?tab=countries|regions`, countries by default) and search text (`?q=`)
 * live in the URL, so a reload or shared link shows the same list. Changes replace the history
 * entry: typing must not leave a trail of back-button stops.
 */
export function useDestinationsParams() {
  const [params, setParams] = useSearchParamsNow();
  const tab: DestinationTab = params.get('tab') === 'regions' ? 'regions' : 'countries';
  const q = params.get('q') ?? '';

  const update = useCallback(
    (changes: { tab?: DestinationTab; q?: string }) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (changes.tab !== undefined) next.set('tab', changes.tab);
          if (changes.q !== undefined) {
            if (changes.q) next.set('q', changes.q);
            else next.delete('q');
          }
          return next;
        },
        { replace: true, state: KEEP_SCROLL },
      );
    },
    [setParams],
  );

  return {
    tab,
    q,
    setTab: (t: DestinationTab) => update({ tab: t }),
    setQuery: (text: string) => update({ q: text }),
  };
}
