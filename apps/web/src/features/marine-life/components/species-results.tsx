import type { SpeciesPage } from '@divespot/shared/marine-life';
import type { UseQueryResult } from '../../../lib/query.ts';
import FishOffIcon from 'lucide-react/icons/fish-off';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { inSentence } from '../lib/format.ts';
import { GUIDE_PAGE_SIZE, guideSearch, type GuideState } from '../lib/guide-params.ts';
import { Pagination } from './pagination.tsx';
import { SpeciesCard, SpeciesCardSkeleton } from './species-card.tsx';

const GRID = 'grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
const RESULTS_ID = 'species-results';

interface SpeciesResultsProps {
  state: GuideState;
  list: UseQueryResult<SpeciesPage>;
  groupLabel?: string;
  onClear: () => void;
}

/** The guide's result grid with its loading, error, empty and updating states. */
export function SpeciesResults({ state, list, groupLabel, onClear }: SpeciesResultsProps) {
  const intl = useIntl();
  const heading = groupLabel ?? intl.formatMessage({ id: 'marineLife.results.all' });
  const { data } = list;
  const hrefFor = (page: number) => `?${guideSearch({ ...state, page }).toString()}`;
  const toTop = () =>
    document.getElementById(RESULTS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  let body;
  let summary = '';
  if (!data && list.isError) {
    body = (
      <div className="mt-6 flex flex-col items-center rounded-2xl border border-rose-200 bg-rose-50 px-6 py-12 text-center">
        <TriangleAlertIcon aria-hidden="true" size={32} className="text-rose-700" />
        <p className="mt-3 font-semibold text-slate-900">
          <FormattedMessage id="marineLife.results.loadFailed" />
        </p>
        <p className="mt-1 text-sm text-slate-700">{list.error.message}</p>
        <Button className="mt-6" onClick={() => void list.refetch()}>
          <FormattedMessage id="marineLife.results.tryAgain" />
        </Button>
      </div>
    );
  } else if (!data) {
    summary = intl.formatMessage({ id: 'marineLife.results.loading' });
    body = (
      <ul
        className={`mt-6 ${GRID}`}
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'marineLife.results.loadingLabel' })}
      >
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <SpeciesCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (data.content.length === 0) {
    const beyondEnd = data.totalElements > 0;
    summary = beyondEnd ? '' : intl.formatMessage({ id: 'marineLife.results.noneFound' });
    body = (
      <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
        <FishOffIcon aria-hidden="true" size={36} className="text-sky-800" />
        <p className="mt-3 text-lg font-semibold text-slate-900">
          <FormattedMessage
            id={beyondEnd ? 'marineLife.results.pageEmpty' : 'marineLife.results.noMatch'}
          />
        </p>
        <p className="mt-1 max-w-md text-sm text-slate-700">
          {beyondEnd ? (
            <FormattedMessage
              id="marineLife.results.pageCount"
              values={{ count: data.totalPages }}
            />
          ) : state.q ? (
            groupLabel ? (
              <FormattedMessage
                id="marineLife.results.nothingCalledInGroup"
                values={{ q: state.q, group: inSentence(groupLabel, intl.locale) }}
              />
            ) : (
              <FormattedMessage id="marineLife.results.nothingCalled" values={{ q: state.q }} />
            )
          ) : (
            <FormattedMessage id="marineLife.results.tryAnotherGroup" />
          )}
        </p>
        {beyondEnd ? (
          <ButtonLink className="mt-6" to={hrefFor(1)}>
            <FormattedMessage id="marineLife.results.firstPage" />
          </ButtonLink>
        ) : (
          <Button className="mt-6" onClick={onClear}>
            <FormattedMessage id="marineLife.results.clear" />
          </Button>
        )}
      </div>
    );
  } else {
    const first = (state.page - 1) * GUIDE_PAGE_SIZE + 1;
    const last = first + data.content.length - 1;
    summary = intl.formatMessage(
      { id: 'marineLife.results.showing' },
      { first, last, count: data.totalElements },
    );
    body = (
      <>
        <ul
          className={`mt-6 ${GRID} transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={list.isPlaceholderData}
        >
          {data.content.map((s, i) => (
            <li key={s.objectId}>
              <SpeciesCard species={s} headingLevel="h3" eager={i < 4} />
            </li>
          ))}
        </ul>
        <Pagination
          page={state.page}
          totalPages={data.totalPages}
          hrefFor={hrefFor}
          onNavigate={toTop}
        />
      </>
    );
  }

  return (
    <section
      aria-labelledby={`${RESULTS_ID}-heading`}
      id={RESULTS_ID}
      className="mt-12 scroll-mt-24"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id={`${RESULTS_ID}-heading`}
          className="text-2xl font-bold tracking-tight text-slate-900"
        >
          {heading}
          {state.q ? (
            <span className="font-normal text-slate-700">
              <FormattedMessage id="marineLife.results.matching" values={{ q: state.q }} />
            </span>
          ) : null}
        </h2>
        <p className="text-sm text-slate-700" aria-live="polite">
          {list.isPlaceholderData
            ? intl.formatMessage({ id: 'marineLife.results.updating' })
            : summary}
        </p>
      </div>
      {body}
    </section>
  );
}
