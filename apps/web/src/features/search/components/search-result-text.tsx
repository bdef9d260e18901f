import type { SearchResult } from '@divespot/shared/search-links';
import { FormattedMessage, useIntl } from 'react-intl';
import { SpeciesName, SpeciesOtherName } from '../../../components/ui/species-names.tsx';
import { useMonths } from '../../../lib/i18n/months.ts';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { RESULT_KINDS } from './search-result-icon.tsx';

const TITLE = 'block truncate text-sm font-semibold text-slate-900';
/** A view's line names species, place and month: two lines rather than lose the month. */
const VIEW_TITLE = 'line-clamp-2 text-sm font-semibold text-slate-900';
const DETAILS = 'block truncate text-xs text-slate-600';

/** A result's two lines: its name and its context. */
export function SearchResultText({ result }: { result: SearchResult }) {
  if (result.type === 'EXPLORE') return <ExploreViewText result={result} />;
  if (result.type === 'MARINE_LIFE') return <SpeciesText result={result} />;
  return <RecordText result={result} />;
}

/**
 * The line under a record's name in the page's language: the kind (a spot's site type), then
 * its place, "Wrack · Rotes Meer, Ägypten"; the API's English `details` when it sent no
 * `context` (an answer in English (US)).
 */
export function useDetailsLine(): (result: SearchResult) => string {
  const intl = useIntl();
  const { label } = useVocabulary();
  return (result) => {
    const { context } = result;
    if (!context) return result.details;
    const kind =
      result.type === 'DIVE_SPOT'
        ? context.siteType && label('siteType', context.siteType)
        : intl.formatMessage({ id: RESULT_KINDS[result.type].label });
    const { place } = context;
    if (kind && place)
      return intl.formatMessage({ id: 'search.details.kindPlace' }, { kind, place });
    return kind || place || '';
  };
}

function RecordText({ result }: { result: SearchResult }) {
  const details = useDetailsLine()(result);
  return (
    <span className="min-w-0 flex-1">
      <span className={TITLE}>{result.title}</span>
      {details ? <span className={DETAILS}>{details}</span> : null}
    </span>
  );
}

/**
 * A species as the other species lists name it (decision 0014): its common name in the page's
 * language over its scientific name, or, with no common name in that language, its scientific
 * name over the English one, marked as English.
 */
function SpeciesText({ result }: { result: SearchResult }) {
  const species = {
    commonName: result.title,
    // An answer without `titleLang` is English (US): its title is the English common name.
    commonNameLang: result.titleLang ?? 'en',
    scientificName: result.details,
  };
  return (
    <span className="min-w-0 flex-1">
      <span className={TITLE}>
        <SpeciesName species={species} />
      </span>
      {result.details ? <SpeciesOtherName species={species} className={DETAILS} /> : null}
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
