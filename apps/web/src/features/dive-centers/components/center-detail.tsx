import type { DiveCenterDetail } from '@divespot/shared/dive-centers';
import { SITE_NAME } from '@divespot/shared/site';
import CheckIcon from 'lucide-react/icons/check';
import { FormattedMessage, useIntl } from 'react-intl';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { useNow } from '../hooks/use-now.ts';
import { languageName, licenseInfo } from '../lib/labels.ts';
import { openStatus, statusDetail, zonedClock } from '../lib/opening-hours.ts';
import { CenterHero } from './center-hero.tsx';
import { CenterLocation } from './center-location.tsx';
import { ContactCard } from './contact-card.tsx';
import { NearbySpots } from './nearby-spots.tsx';
import { OpeningHoursCard } from './opening-hours-card.tsx';
import { H2, LINK } from './styles.ts';

function Services({ services }: { services: string[] }) {
  const { label } = useVocabulary();
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className={H2}>
        <FormattedMessage id="diveCenters.services.title" />
      </h2>
      {services.length ? (
        <ul className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {services.map((s) => (
            <li key={s} className="flex items-center gap-3 text-slate-800">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-800">
                <CheckIcon aria-hidden="true" size={16} strokeWidth={2.5} />
              </span>
              {label('centerService', s)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700">
          <FormattedMessage id="diveCenters.services.none" />
        </p>
      )}
    </section>
  );
}

function Languages({ languages }: { languages: string[] }) {
  const { locale } = useIntl();
  if (!languages.length) return null;
  return (
    <section aria-labelledby="languages-heading">
      <h2 id="languages-heading" className={H2}>
        <FormattedMessage id="diveCenters.languages.title" />
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {languages.map((code) => (
          <li key={code} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            {languageName(code, locale)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Provenance({ center: c }: { center: DiveCenterDetail }) {
  const license = licenseInfo(c.source.license);
  return (
    <footer className="mt-16 border-t border-slate-200 pt-6 text-sm text-slate-700">
      <p>
        <FormattedMessage
          id="diveCenters.provenance.text"
          values={{
            source: c.source.name,
            license: license.url ? (
              <a href={license.url} className={LINK} rel="license noopener noreferrer">
                {license.label}
              </a>
            ) : (
              license.label
            ),
            illustrated: c.coverImageLink.startsWith('/api/image/illustration/') ? 'yes' : 'no',
            site: SITE_NAME,
          }}
        />
      </p>
    </footer>
  );
}

/** The dive center page below the site header. */
export function DiveCenterDetailView({ center: c }: { center: DiveCenterDetail }) {
  const intl = useIntl();
  const now = useNow();
  const status = openStatus(c.hours, c.timeZone, now);
  const today = zonedClock(now, c.timeZone).day;
  return (
    <article>
      <CenterHero center={c} status={status} statusText={statusDetail(status, today, intl)} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-3 lg:gap-12">
          <div className="flex flex-col gap-6 lg:col-start-3 lg:row-start-1">
            <OpeningHoursCard center={c} now={now} />
            <ContactCard center={c} />
            <CenterLocation center={c} />
          </div>
          <div className="flex flex-col gap-14 lg:col-span-2 lg:col-start-1 lg:row-start-1">
            {c.description ? (
              <section aria-labelledby="about-heading">
                <h2 id="about-heading" className={H2}>
                  <FormattedMessage id="diveCenters.about.title" values={{ name: c.name }} />
                </h2>
                {/* Descriptions are stored in English only. */}
                <p lang="en" className="mt-4 text-lg leading-8 text-slate-700">
                  {c.description}
                </p>
              </section>
            ) : null}
            <Services services={c.services} />
            <Languages languages={c.languages} />
            <NearbySpots lat={c.latitude} lng={c.longitude} />
          </div>
        </div>
        <Provenance center={c} />
      </div>
    </article>
  );
}
