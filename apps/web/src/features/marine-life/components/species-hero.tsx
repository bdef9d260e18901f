import { speciesCoverPicture } from '@divespot/shared/images';
import type { SpeciesDetail } from '@divespot/shared/marine-life';
import { useIntl } from 'react-intl';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useMonths } from '../../../lib/i18n/months.ts';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { SaveButton } from '../../lists/index.ts';
import {
  SpeciesName,
  SpeciesOtherName,
  useGoesByLatin,
} from '../../../components/ui/species-names.tsx';
import { peakMonths, speciesInSentence, useSpeciesFormat } from '../lib/format.ts';
import { groupGuideHref } from '../lib/guide-params.ts';
import { IucnBadge } from './iucn-badge.tsx';
import { SpeciesCover } from './species-cover.tsx';

/** Breadcrumb, cover, names, Red List status and the key facts at a glance. */
export function SpeciesHero({ species: s }: { species: SpeciesDetail }) {
  const intl = useIntl();
  const months = useMonths();
  const format = useSpeciesFormat();
  const { label } = useVocabulary();
  const groupLabel = label('speciesGroup', s.group);
  const shownName = useGoesByLatin(s) ? s.scientificName : s.commonName;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const facts: [string, string | null][] = [
    [t('marineLife.hero.size'), format.size(s.sizeCm)],
    [t('marineLife.hero.depth'), format.depth(s.depth)],
    [t('marineLife.hero.family'), s.family],
    [
      t('marineLife.hero.seenAt'),
      s.spotCount
        ? intl.formatMessage({ id: 'marineLife.hero.spotCount' }, { count: s.spotCount })
        : null,
    ],
    [t('marineLife.hero.bestMonths'), peakMonths(s.monthCounts, months.ranges)],
  ];
  return (
    <section className="bg-gradient-to-b from-sky-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
        <Breadcrumbs
          label={t('marineLife.hero.breadcrumb')}
          items={[
            { to: '/marine-life', label: t('marineLife.hero.guide') },
            { to: groupGuideHref(s.group), label: groupLabel },
            { label: <SpeciesName species={s} /> },
          ]}
        />

        <div className="mt-6 grid items-center gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12">
          <div className="overflow-hidden rounded-3xl bg-sky-100 shadow-sm ring-1 ring-slate-200">
            <SpeciesCover
              {...speciesCoverPicture(s.coverImageLink)}
              alt={intl.formatMessage(
                { id: 'marineLife.hero.coverAlt' },
                { name: speciesInSentence(s, intl.locale) },
              )}
              width={960}
              height={720}
              priority
              className="aspect-[4/3] w-full"
            />
          </div>
          <div>
            <p className="text-sm font-semibold tracking-wide text-sky-800 uppercase">
              {groupLabel}
            </p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              <SpeciesName species={s} />
            </h1>
            <SpeciesOtherName as="p" species={s} className="mt-2 text-xl text-slate-700" />
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <IucnBadge status={s.iucnStatus} withCode />
              <SaveButton target={{ type: 'MARINE_LIFE', id: s.objectId, name: shownName }} />
            </div>
            <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-3">
              {facts
                .filter((f): f is [string, string] => f[1] !== null)
                .map(([term, value]) => (
                  <div key={term} className="border-l-2 border-sky-200 pl-3">
                    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                      {term}
                    </dt>
                    <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
                  </div>
                ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
