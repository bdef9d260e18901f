import { FormattedMessage } from 'react-intl';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { useSpeciesGroups } from '../api/get-species-groups.ts';
import { useSpeciesPage } from '../api/get-species-page.ts';
import { guideSearch, parseGuideParams, type GuideState } from '../lib/guide-params.ts';
import { GroupFilter } from './group-filter.tsx';
import { SpeciesResults } from './species-results.tsx';
import { SpeciesSearchBox } from './species-search-box.tsx';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { useSearchParamsNow } from '../../../lib/live-location.ts';

/** /marine-life: the guide with group chips, name search and a paged grid; state in the URL. */
export function SpeciesGuide() {
  const [params, setParams] = useSearchParamsNow();
  const state = parseGuideParams(params);
  const groups = useSpeciesGroups();
  const list = useSpeciesPage(state);
  const total = groups.data?.reduce((n, g) => n + g.count, 0);
  const { label } = useVocabulary();
  const groupLabel = state.group
    ? label('speciesGroup', state.group, groups.data?.find((g) => g.group === state.group)?.label)
    : undefined;

  const update = (next: Partial<GuideState>, replace = false) =>
    setParams((now) => guideSearch({ ...parseGuideParams(now), ...next }), {
      replace,
      state: KEEP_SCROLL,
    });

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-sky-950 via-sky-900 to-sky-800 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-24 sm:px-6 sm:pt-20 sm:pb-28">
          <p className="text-sm font-semibold tracking-wide text-sky-200 uppercase">
            <FormattedMessage id="marineLife.guide.eyebrow" />
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            <FormattedMessage id="marineLife.guide.title" />
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-sky-100">
            {total ? (
              <FormattedMessage id="marineLife.guide.leadCount" values={{ count: total }} />
            ) : (
              <FormattedMessage id="marineLife.guide.lead" />
            )}
          </p>
        </div>
      </section>

      <div className="mx-auto -mt-12 max-w-7xl px-4 pb-20 sm:px-6">
        <div className="rounded-3xl border border-slate-200 bg-white p-4 shadow-lg sm:p-6">
          <div className="max-w-2xl">
            <SpeciesSearchBox value={state.q} onSearch={(q) => update({ q, page: 1 }, true)} />
          </div>
          <div className="mt-4">
            <GroupFilter groups={groups.data} state={state} />
          </div>
        </div>

        <SpeciesResults
          state={state}
          list={list}
          groupLabel={groupLabel}
          onClear={() => update({ q: '', group: undefined, page: 1 })}
        />
      </div>
    </>
  );
}
