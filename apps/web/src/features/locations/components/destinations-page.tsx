import SearchIcon from 'lucide-react/icons/search';
import SearchXIcon from 'lucide-react/icons/search-x';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { useCountryName } from '../../../lib/i18n/country-names.ts';
import { useDiveCountries } from '../api/get-countries.ts';
import { useRegions } from '../api/get-regions.ts';
import { useDestinationsParams, type DestinationTab } from '../hooks/use-destinations-params.ts';
import { foldText } from '../lib/format.ts';
import { CountryDirectory } from './country-directory.tsx';
import { DestinationTabs, panelId, tabId } from './destination-tabs.tsx';
import { RegionDirectory } from './region-directory.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

function DirectorySkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        <FormattedMessage id="locations.destinations.loading" />
      </p>
      <div
        aria-hidden="true"
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-2xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

function DirectoryError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-rose-200 bg-rose-50 p-6 text-rose-900">
      <p className="font-semibold">
        <FormattedMessage id="locations.destinations.loadFailed" />
      </p>
      <p className="mt-1 text-sm">
        <FormattedMessage id="locations.destinations.checkConnection" />
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        <FormattedMessage id="locations.detailError.retry" />
      </Button>
    </div>
  );
}

function NoMatches({ q, what, onClear }: { q: string; what: DestinationTab; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
      <SearchXIcon aria-hidden="true" size={32} className="text-slate-500" />
      <p className="mt-4 text-lg font-semibold text-slate-900">
        <FormattedMessage id="locations.destinations.noMatch" values={{ what, q }} />
      </p>
      <p className="mt-1 text-sm text-slate-700">
        <FormattedMessage id="locations.destinations.noMatchHint" />
      </p>
      <Button variant="secondary" className="mt-6" onClick={onClear}>
        <FormattedMessage id="locations.destinations.clearSearch" />
      </Button>
    </div>
  );
}

/** `/destinations`: every country and dive region, in two tabs, filtered by name. */
export function DestinationsPage() {
  const intl = useIntl();
  const countryName = useCountryName();
  const { tab, q, setTab, setQuery } = useDestinationsParams();
  const countries = useDiveCountries();
  const regions = useRegions();
  const needle = foldText(q);

  const shownCountries = useMemo(
    () =>
      (countries.data ?? []).filter((c) =>
        // The name shown and the stored (English) one both match, so 'Ägypten' and 'Egypt' do.
        [countryName(c.code, c.name), c.name].some((n) => foldText(n).includes(needle)),
      ),
    [countries.data, needle, countryName],
  );
  const shownRegions = useMemo(
    () =>
      (regions.data ?? []).filter((r) =>
        [r.name, countryName(r.countryCode, r.countryName), r.countryName].some((n) =>
          foldText(n).includes(needle),
        ),
      ),
    [regions.data, needle, countryName],
  );

  const active = tab === 'countries' ? countries : regions;
  const shown = tab === 'countries' ? shownCountries.length : shownRegions.length;
  const searchLabel = intl.formatMessage({
    id:
      tab === 'countries'
        ? 'locations.destinations.searchCountries'
        : 'locations.destinations.searchRegions',
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-sky-800 uppercase">
          <FormattedMessage id="locations.destinations.name" />
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          <FormattedMessage id="locations.destinations.title" />
        </h1>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          <FormattedMessage id="locations.destinations.lead" />
        </p>
      </header>

      <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <DestinationTabs
          selected={tab}
          counts={{ countries: countries.data?.length, regions: regions.data?.length }}
          onSelect={setTab}
        />
        <div className="relative w-full sm:max-w-xs">
          <label htmlFor="destinations-search" className="sr-only">
            {searchLabel}
          </label>
          <SearchIcon
            aria-hidden="true"
            size={18}
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="destinations-search"
            type="search"
            value={q}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={searchLabel}
            autoComplete="off"
            className="min-h-11 w-full rounded-full border border-slate-300 bg-white py-2 pr-4 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-sky-700 sm:text-sm"
          />
        </div>
      </div>

      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        tabIndex={0}
        className="mt-8 rounded-lg focus-visible:outline-offset-4"
      >
        <p className="sr-only" aria-live="polite">
          {active.data
            ? intl.formatMessage(
                { id: 'locations.destinations.shown' },
                { what: tab, count: shown },
              )
            : ''}
        </p>
        {active.isPending ? (
          <DirectorySkeleton />
        ) : active.isError ? (
          <DirectoryError onRetry={() => void active.refetch()} />
        ) : shown === 0 ? (
          <NoMatches q={q} what={tab} onClear={() => setQuery('')} />
        ) : tab === 'countries' ? (
          <CountryDirectory countries={shownCountries} />
        ) : (
          <RegionDirectory regions={shownRegions} />
        )}
      </div>
    </div>
  );
}
