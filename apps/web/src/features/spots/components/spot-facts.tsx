import {
  CERTIFICATION_NAMES,
  CURRENT_NAMES,
  displayName,
  ENTRY_NAMES,
  FACILITY_NAMES,
  formatDepthRange,
  siteTypeName,
  WATER_TYPE_NAMES,
} from '@divespot/shared/spot-vocabulary';
import type { SpotDetail } from '@divespot/shared/spots';
import type { ReactNode } from 'react';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';

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
  const depth = formatDepthRange(spot.depth);
  const facts: [string, ReactNode][] = [];
  if (depth) facts.push(['Depth', depth]);
  if (spot.level) facts.push(['Level', <LevelBadge key="level" level={spot.level} size="md" />]);
  if (spot.siteType) facts.push(['Site type', siteTypeName(spot.siteType)]);
  if (spot.entry) facts.push(['Entry', displayName(ENTRY_NAMES, spot.entry)]);
  if (spot.waterType) facts.push(['Water', displayName(WATER_TYPE_NAMES, spot.waterType)]);
  if (spot.visibility)
    facts.push([
      'Visibility',
      spot.visibility.min === spot.visibility.max
        ? `${spot.visibility.max} m`
        : `${spot.visibility.min}–${spot.visibility.max} m`,
    ]);
  if (spot.current) facts.push(['Current', displayName(CURRENT_NAMES, spot.current)]);
  if (spot.certificationRequired)
    facts.push(['Certification', displayName(CERTIFICATION_NAMES, spot.certificationRequired)]);

  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Key facts
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {facts.map(([term, value]) => (
          <Fact key={term} term={term}>
            {value}
          </Fact>
        ))}
      </dl>
      {spot.facilities.length ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">Facilities</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {spot.facilities.map((f) => (
              <li
                key={f}
                className="rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-300"
              >
                {displayName(FACILITY_NAMES, f)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
