import type { SearchResult } from '@divespot/shared/search-links';
import { FormattedMessage } from 'react-intl';
import { RESULT_KINDS, SearchResultIcon } from './search-result-icon.tsx';
import { SearchResultText } from './search-result-text.tsx';

/** What a suggestion shows: the kind's icon, the result's text and the kind's name. */
export function SearchOptionContent({ result }: { result: SearchResult }) {
  return (
    <>
      <SearchResultIcon type={result.type} />
      <SearchResultText result={result} />
      <span className="sr-only shrink-0 text-xs font-medium text-slate-600 sm:not-sr-only">
        <FormattedMessage id={RESULT_KINDS[result.type].label} />
      </span>
    </>
  );
}
