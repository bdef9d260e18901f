import type { SpeciesDetail } from '@divespot/shared/marine-life';
import CompassIcon from 'lucide-react/icons/compass';
import MapIcon from 'lucide-react/icons/map';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { LicenseName, SourceName } from '../../../lib/provenance.tsx';
import { speciesExploreHref } from '../lib/explore-link.ts';
import { speciesInSentence } from '../lib/format.ts';
import { foreignLang } from '../../../lib/i18n/content-language.ts';
import { IUCN_EXPLANATIONS, IUCN_RED_LIST_URL, isIucnStatus } from '../lib/iucn.ts';
import { MonthHistogram } from './month-histogram.tsx';
import { SightingMap } from './sighting-map.tsx';
import { SightingSpotList } from './sighting-spot-list.tsx';
import { SpeciesHero } from './species-hero.tsx';

const H2 = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';
const LINK = 'font-medium text-sky-800 underline underline-offset-4 hover:text-sky-950';

function RedListNote({ status }: { status: string | null }) {
  const intl = useIntl();
  const { label } = useVocabulary();
  if (!isIucnStatus(status)) return null;
  return (
    <aside className="mt-8 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">
        <FormattedMessage
          id="marineLife.redList.heading"
          values={{ label: label('iucn', status), code: status }}
        />
      </h3>
      <p className="mt-1 text-sm leading-6 text-slate-700">
        <FormattedMessage
          id="marineLife.redList.note"
          values={{
            explanation: intl.formatMessage({ id: IUCN_EXPLANATIONS[status] }),
            link: (chunks) => (
              <a
                href={IUCN_RED_LIST_URL}
                className={LINK}
                rel="noopener noreferrer"
                target="_blank"
              >
                {chunks}
              </a>
            ),
          }}
        />
      </p>
    </aside>
  );
}

function WhereToSee({ species: s }: { species: SpeciesDetail }) {
  const { locale } = useIntl();
  const name = speciesInSentence(s, locale);
  return (
    <section aria-labelledby="where-heading" className="mt-16">
      <h2 id="where-heading" className={H2}>
        <FormattedMessage id="marineLife.where.heading" />
      </h2>
      {s.spots.length === 0 ? (
        <div className="mt-6 flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
          <p className="text-slate-700">
            <FormattedMessage id="marineLife.where.none" values={{ name }} />
          </p>
          <ButtonLink to="/explore" variant="secondary">
            <CompassIcon aria-hidden="true" size={18} />
            <FormattedMessage id="marineLife.where.explore" />
          </ButtonLink>
        </div>
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
            <p className="max-w-3xl text-slate-700">
              <FormattedMessage
                id="marineLife.where.lead"
                values={{ name, count: s.spots.length }}
              />
            </p>
            <ButtonLink to={speciesExploreHref(s.slug, s.spots)} variant="secondary">
              <MapIcon aria-hidden="true" size={18} />
              <FormattedMessage id="marineLife.where.showOnMap" />
            </ButtonLink>
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <SightingMap spots={s.spots} commonName={name} />
            <MonthHistogram
              counts={s.monthCounts}
              spotCount={s.spots.length}
              commonName={name}
              monthHref={(month) => speciesExploreHref(s.slug, s.spots, month)}
            />
          </div>
          <h3 className="mt-10 text-lg font-semibold text-slate-900">
            <FormattedMessage id="marineLife.where.spots" />
          </h3>
          <div className="mt-4">
            <SightingSpotList spots={s.spots} />
          </div>
        </>
      )}
    </section>
  );
}

/** Where the record comes from and under which licence. */
function SourceNote({ species: s }: { species: SpeciesDetail }) {
  return (
    <p>
      <FormattedMessage
        id="marineLife.source.line"
        values={{
          source: <SourceName code={s.source.name} />,
          illustrated: s.coverImageLink.startsWith('/api/image/illustration/') ? 'yes' : 'no',
          license: <LicenseName code={s.source.license} linkClassName={LINK} />,
        }}
      />
    </p>
  );
}

/** The species page below the head: hero, description, where and when, source. */
export function SpeciesDetailView({ species: s }: { species: SpeciesDetail }) {
  const { locale } = useIntl();
  return (
    <article>
      <SpeciesHero species={s} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <section aria-labelledby="about-heading" className="max-w-3xl">
          <h2 id="about-heading" className={H2}>
            <FormattedMessage
              id="marineLife.about.heading"
              values={{ name: speciesInSentence(s, locale) }}
            />
          </h2>
          {/* English where the species has no description in the page's language. */}
          {s.description ? (
            <p
              lang={foreignLang(s.descriptionLang, locale)}
              className="mt-4 text-lg leading-8 text-slate-700"
            >
              {s.description}
            </p>
          ) : (
            <p className="mt-4 text-lg leading-8 text-slate-700">
              <FormattedMessage id="marineLife.about.noDescription" />
            </p>
          )}
          <RedListNote status={s.iucnStatus} />
        </section>

        <WhereToSee species={s} />

        <footer className="mt-16 border-t border-slate-200 pt-6 text-sm text-slate-700">
          <SourceNote species={s} />
        </footer>
      </div>
    </article>
  );
}
