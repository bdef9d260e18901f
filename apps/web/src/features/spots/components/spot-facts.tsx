import type { SpotDetail } from '@divespot/shared/spots';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { formatDepthRange } from '../lib/format.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The facts divers plan with, as a grid; unknown ones are left out rather than shown empty. */
export function SpotFacts({ spot }: { spot: SpotDetail }) {
  const intl = useIntl();
  const q = useQuantityFormat();
  const { label } = useVocabulary();
  const depth = formatDepthRange(q, spot.depth);
  const facts: [MessageId, ReactNode][] = [];
  if (depth) facts.push(['spots.facts.depth', depth]);
  if (spot.level)
    facts.push(['spots.facts.level', <LevelBadge key="level" level={spot.level} size="md" />]);
  if (spot.siteType) facts.push(['spots.facts.siteType', label('siteType', spot.siteType)]);
  if (spot.entry) facts.push(['spots.facts.entry', label('entry', spot.entry)]);
  if (spot.waterType) facts.push(['spots.facts.water', label('waterType', spot.waterType)]);
  if (spot.visibility)
    facts.push([
      'spots.facts.visibility',
      q.range('depth', spot.visibility.min, spot.visibility.max),
    ]);
  if (spot.current) facts.push(['spots.facts.current', label('current', spot.current)]);
  if (spot.certificationRequired)
    facts.push(['spots.facts.certification', label('certification', spot.certificationRequired)]);

  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        <FormattedMessage id="spots.facts.title" />
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {facts.map(([term, value]) => (
          <Fact key={term} term={intl.formatMessage({ id: term })}>
            {value}
          </Fact>
        ))}
      </dl>
      {spot.facilities.length ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">
            <FormattedMessage id="spots.facts.facilities" />
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {spot.facilities.map((f) => (
              <li
                key={f}
                className="rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-300"
              >
                {label('facility', f)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
