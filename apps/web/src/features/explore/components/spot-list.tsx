import LoaderIcon from 'lucide-react/icons/loader-circle';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { EMPTY_MESSAGE_DELAY_MS } from '@divespot/shared/explore-url';
import type { SpotSummary } from '@divespot/shared/spots';
import { Button } from '../../../components/ui/button.tsx';
import type { useExploreSpots } from '../api/get-explore-spots.ts';
import { useDelayedFlag } from '../hooks/use-delayed-flag.ts';
import { CardPlaceholders, EmptyList, ListError } from './list-states.tsx';
import { SpotCard, type DistanceOrigin } from './spot-card.tsx';

interface SpotListProps {
  list: ReturnType<typeof useExploreSpots>;
  /** True while newer parameters wait for their debounce, before the request even starts. */
  waiting: boolean;
  filtered: boolean;
  onClearFilters: () => void;
  highlightedId: number | null;
  onHighlight: (objectId: number | null) => void;
  distanceFrom: DistanceOrigin;
  /** 1–12 while the month filter is set. */
  month?: number;
}

/**
 * How many places the view holds, counted exactly: the API's total for the view and filters,
 * however few of them are shown as cards yet (docs/product/screens.md's 'Over {n} places' would round it down).
 */
function placesHeading(intl: IntlShape, total: number): string {
  return intl.formatMessage({ id: 'explore.list.places' }, { count: total });
}

/** What the list's live region says once an answer is on screen. */
function summary(intl: IntlShape, total: number, from: DistanceOrigin): string {
  if (total === 0) return intl.formatMessage({ id: 'explore.list.summaryNone' });
  return from === 'diver'
    ? intl.formatMessage({ id: 'explore.list.summaryNearYou' }, { count: total })
    : intl.formatMessage({ id: 'explore.list.summaryNearCentre' }, { count: total });
}

/**
 * The list beside the map (docs/product/screens.md, docs/product/states.md): 8 placeholders on the first load; afterwards the
 * current cards stay, marked 'Updating...', while a new view or filter loads; the empty message
 * only after 300 ms (a quick pan through an empty stretch does not flash it); 'Failed to fetch
 * spots' with a retry. More cards come page by page.
 */
/** Cards at the list's end that are always drawn (see the list below). */
const DRAWN_AT_END = 6;

export function SpotList(props: SpotListProps) {
  const { list, waiting, filtered, onClearFilters, highlightedId, onHighlight, distanceFrom } =
    props;
  const { month } = props;
  const intl = useIntl();
  const spots: SpotSummary[] = list.data?.pages.flatMap((p) => p.content) ?? [];
  const total = list.data?.pages[0]?.totalElements ?? 0;
  const updating = waiting || (list.isFetching && !list.isFetchingNextPage);
  const settledEmpty = list.isSuccess && !updating && total === 0;
  const showEmpty = useDelayedFlag(settledEmpty, EMPTY_MESSAGE_DELAY_MS);
  const firstLoad = list.data === undefined && !list.isError;

  // Keyboard users who ask for more land on the first new card.
  const focusFrom = useRef<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || list.isFetchingNextPage || spots.length <= from) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLAnchorElement>('article a')[from]?.focus();
  }, [spots.length, list.isFetchingNextPage]);

  return (
    // The placeholders stop at the list's edge: a list that scrolls with nothing in it to
    // focus could not be scrolled from the keyboard.
    <div
      className={`@container px-4 pb-32 sm:px-6 md:pb-8 ${firstLoad ? 'h-full overflow-hidden' : ''}`}
    >
      {/* Stays in sight while the list scrolls, so 'Updating...' is seen wherever one is. */}
      <div className="sticky top-0 z-10 -mx-4 mb-2 flex min-h-14 items-center justify-between gap-3 bg-white px-4 sm:-mx-6 sm:px-6">
        <h2 className="text-lg font-semibold text-slate-900">
          {list.data && total > 0
            ? placesHeading(intl, total)
            : intl.formatMessage({ id: 'explore.list.title' })}
        </h2>
        {/* One region, there from the start, so each change of what the list holds is read
            out: loading, updating, then what came. */}
        <p role="status" className="text-sm text-slate-600">
          {firstLoad ? (
            <span className="sr-only">
              <FormattedMessage id="explore.list.loading" />
            </span>
          ) : updating ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800">
              <LoaderIcon aria-hidden="true" size={14} className="animate-spin" />
              <FormattedMessage id="explore.list.updating" />
            </span>
          ) : list.isSuccess ? (
            <span className="sr-only">{summary(intl, total, distanceFrom)}</span>
          ) : null}
        </p>
      </div>

      {firstLoad ? (
        <CardPlaceholders />
      ) : list.isError && !list.isFetchNextPageError ? (
        <div role="alert">
          <ListError onRetry={() => void list.refetch()} />
        </div>
      ) : showEmpty ? (
        <EmptyList filtered={filtered} onClear={onClearFilters} />
      ) : (
        <>
          <ul
            ref={grid}
            aria-label={intl.formatMessage({ id: 'explore.list.inView' })}
            aria-busy={updating}
            className="grid grid-cols-1 gap-x-5 gap-y-8 @xl:grid-cols-2"
          >
            {spots.map((spot, i) => (
              // On a phone, cards out of sight skip layout and paint until scrolled near (a page
              // holds 20 or more, a phone shows two; Lighthouse's mobile blocking time on explore
              // fell from 197–467 to 118–245 ms with it); `auto` keeps each one's last drawn
              // height. Until drawn, a card is taken to be as tall as most are (a 4:3 photo over
              // 6.5rem of text). A card whose tags wrap is a line taller, which no estimate
              // knows: so the last cards, drawn as 'Show more' is scrolled to, are always drawn
              // (a button shifting under a finger loses the tap), and in two columns all are.
              <li
                key={spot.objectId}
                className={
                  i < spots.length - DRAWN_AT_END
                    ? '[contain-intrinsic-size:auto_calc(75cqw_+_6.5rem)] [content-visibility:auto] @xl:[content-visibility:visible]'
                    : undefined
                }
              >
                <SpotCard
                  spot={spot}
                  eager={i < 2}
                  highlighted={spot.objectId === highlightedId}
                  onHighlight={onHighlight}
                  distanceFrom={distanceFrom}
                  month={month}
                />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError ? (
            <p role="alert" className="mt-8 text-center text-sm font-medium text-rose-800">
              <FormattedMessage id="explore.list.fetchFailed" />
            </p>
          ) : null}
          {list.hasNextPage ? (
            <div className="mt-10 flex flex-col items-center gap-3">
              <p className="text-sm text-slate-600">
                <FormattedMessage
                  id="explore.list.showing"
                  values={{ shown: spots.length, total }}
                />
              </p>
              <Button
                variant="secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => {
                  focusFrom.current = spots.length;
                  void list.fetchNextPage();
                }}
              >
                {list.isFetchingNextPage ? (
                  <LoaderIcon aria-hidden="true" size={16} className="animate-spin" />
                ) : null}
                <FormattedMessage id="explore.list.showMore" />
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
