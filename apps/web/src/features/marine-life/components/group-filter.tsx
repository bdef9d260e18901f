import type { SpeciesGroupCount } from '@divespot/shared/marine-life';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { guideSearch, type GuideState } from '../lib/guide-params.ts';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

// `relative` keeps each chip's screen-reader text inside the scrolling row; positioned outside
// it, that text widened the whole page on phones.
const CHIP =
  'relative inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors';
const ACTIVE = 'border-sky-800 bg-sky-800 text-white';
const IDLE = 'border-slate-300 bg-white text-slate-800 hover:border-sky-400 hover:bg-sky-50';

interface GroupFilterProps {
  groups: readonly SpeciesGroupCount[] | undefined;
  state: GuideState;
}

/**
 * Group chips with species counts. Links rather than buttons: each filter is a shareable URL,
 * and choosing one starts again at page 1 but keeps the search text.
 */
export function GroupFilter({ groups, state }: GroupFilterProps) {
  const intl = useIntl();
  const { label } = useVocabulary();
  const total = groups?.reduce((n, g) => n + g.count, 0);
  const href = (group?: GuideState['group']) =>
    `?${guideSearch({ ...state, group, page: 1 }).toString()}`;

  return (
    <nav
      aria-label={intl.formatMessage({ id: 'marineLife.groupFilter.label' })}
      className="-mx-4 sm:mx-0"
    >
      <ul className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible sm:px-0">
        <li>
          <Link
            to={href(undefined)}
            state={KEEP_SCROLL}
            aria-current={state.group ? undefined : 'page'}
            className={`${CHIP} ${state.group ? IDLE : ACTIVE}`}
          >
            <FormattedMessage id="marineLife.groupFilter.all" />
            {total ? <Count n={total} active={!state.group} /> : null}
          </Link>
        </li>
        {groups
          ? groups.map((g) => {
              const active = state.group === g.group;
              return (
                <li key={g.group}>
                  <Link
                    to={href(g.group as GuideState['group'])}
                    state={KEEP_SCROLL}
                    aria-current={active ? 'page' : undefined}
                    className={`${CHIP} ${active ? ACTIVE : IDLE}`}
                  >
                    {label('speciesGroup', g.group, g.label)}
                    <Count n={g.count} active={active} />
                  </Link>
                </li>
              );
            })
          : Array.from({ length: 6 }, (_, i) => (
              <Skeleton
                as="li"
                key={i}
                aria-hidden="true"
                className="h-11 w-28 shrink-0 rounded-full bg-slate-100"
              />
            ))}
      </ul>
    </nav>
  );
}

function Count({ n, active }: { n: number; active: boolean }) {
  const intl = useIntl();
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700'}`}
    >
      {/* One piece of hidden text, so screen readers hear "Rays (17 species)" without gaps. */}
      <span aria-hidden="true">{intl.formatNumber(n)}</span>
      <span className="sr-only">
        <FormattedMessage id="marineLife.groupFilter.count" values={{ count: n }} />
      </span>
    </span>
  );
}
