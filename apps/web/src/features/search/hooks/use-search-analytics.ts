import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { track } from '../../../lib/analytics.ts';

/**
 * How long the results of a text stay on show before they count as a search: the diver has
 * stopped typing to read them, rather than passing through "s", "sh", "sha" on the way to
 * "shark" (docs/product/analytics.md).
 */
export const SEARCH_COUNT_PAUSE_MS = 1000;

/**
 * The search box's analytics: a `search` event once per text whose results were shown, with
 * how many there were, when the diver pauses on it or goes on (a result chosen, Enter, the box
 * gone), never twice in a row for one text; and a `search_result_click` for each result opened.
 *
 * `text` is the box's text, trimmed; `shown` the number of results on show for exactly that
 * text, or undefined while none are (typing, loading, failed).
 */
export function useSearchAnalytics(text: string, shown: number | undefined) {
  const pending = useRef<{ text: string; results: number } | null>(null);
  const last = useRef('');

  /** Counts the search on show now, unless that text was the last one counted. */
  const commit = useCallback(() => {
    const search = pending.current;
    pending.current = null;
    if (!search || search.text === last.current) return;
    last.current = search.text;
    track({ type: 'search', text: search.text, results: search.results });
  }, []);

  // A layout effect: the results on show are known before the browser paints them, so a key
  // pressed at once (Enter on "No results found") already finds them pending.
  useLayoutEffect(() => {
    // An emptied box starts afresh: the same text typed again is a new search.
    if (text === '') last.current = '';
    if (shown !== undefined) pending.current = { text, results: shown };
    else if (pending.current?.text !== text) pending.current = null;
    if (!pending.current) return;
    const timer = setTimeout(commit, SEARCH_COUNT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, shown, commit]);

  // The box going away (the phone's panel closed) ends the search on show.
  useEffect(() => commit, [commit]);

  /** The diver opens the result at `position` (from 0) of the list `searched` found. */
  const opened = useCallback(
    (searched: string, href: string, position: number) => {
      commit();
      track({ type: 'search_result_click', text: searched, path: pathOf(href), position });
    },
    [commit],
  );

  return { commit, opened };
}

/** The page of a link, without its query or fragment (an explore result's filters). */
const pathOf = (href: string) => href.split(/[?#]/, 1)[0] ?? href;
