import type { SearchResult } from '@divespot/shared/search-links';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMonths } from '../../../lib/i18n/months.ts';

const TITLE = 'block truncate text-sm font-semibold text-slate-900';
/** A view's line names species, place and month: two lines rather than lose the month. */
const VIEW_TITLE = 'line-clamp-2 text-sm font-semibold text-slate-900';
const DETAILS = 'block truncate text-xs text-slate-600';

/** A result's two lines: its name and its context. */
export function SearchResultText({ result }: { result: SearchResult }) {
  if (result.type === 'EXPLORE') return <ExploreViewText result={result} />;
  return (
    <span className="min-w-0 flex-1">
      <span className={TITLE}>{result.title}</span>
      {result.details ? <span className={DETAILS}>{result.details}</span> : null}
    </span>
  );
}

/**
 * An explore view in the page's language: 'Whale shark in March', 'Manta ray in Bali' over
 * 'Dive spots on the map'. The species' and places' names are the data's own.
 */
function ExploreViewText({ result }: { result: SearchResult }) {
  const intl = useIntl();
  const months = useMonths();
  const species = result.title;
  const month = result.view?.month ? months.name(result.view.month) : undefined;
  const place = result.view?.place ?? (result.details || undefined);
  const title =
    month && place
      ? intl.formatMessage({ id: 'search.explore.placeMonth' }, { species, place, month })
      : place
        ? intl.formatMessage({ id: 'search.explore.place' }, { species, place })
        : month
          ? intl.formatMessage({ id: 'search.explore.month' }, { species, month })
          : species;
  return (
    <span className="min-w-0 flex-1">
      <span className={VIEW_TITLE}>{title}</span>
      <span className={DETAILS}>
        <FormattedMessage id="search.explore.details" />
      </span>
    </span>
  );
}
