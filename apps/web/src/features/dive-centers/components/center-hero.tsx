import type { DiveCenterDetail } from '@divespot/shared/dive-centers';
import { sizedImageUrl } from '@divespot/shared/images';
import { pagePath, PAGES } from '@divespot/shared/routes';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import MapPinIcon from 'lucide-react/icons/map-pin';
import PhoneIcon from 'lucide-react/icons/phone';
import StarIcon from 'lucide-react/icons/star';
import { FormattedMessage, useIntl } from 'react-intl';
import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useCountryName } from '../../../lib/i18n/country-names.ts';
import { SaveButton } from '../../lists/index.ts';
import { telHref } from '../lib/labels.ts';
import type { OpenStatus } from '../lib/opening-hours.ts';
import { OpenStatusBadge } from './open-status-badge.tsx';
import { SampleNotice } from './sample-notice.tsx';

function Breadcrumb({ center: c }: { center: DiveCenterDetail }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const items: Crumb[] = [];
  if (c.country)
    items.push({
      to: pagePath(PAGES.country, { slug: c.country.slug }),
      label: countryName(c.country.code, c.country.name),
    });
  if (c.country && c.region) {
    items.push({
      to: pagePath(PAGES.region, { country: c.country.slug, region: c.region.slug }),
      label: c.region.name,
    });
  }
  items.push({ label: c.name });
  return (
    <Breadcrumbs label={intl.formatMessage({ id: 'diveCenters.hero.breadcrumb' })} items={items} />
  );
}

interface CenterHeroProps {
  center: DiveCenterDetail;
  status: OpenStatus;
  statusText: string | null;
}

/** Breadcrumb, name, place, rating, open now, agencies and the main ways to get in touch. */
export function CenterHero({ center: c, status, statusText }: CenterHeroProps) {
  const intl = useIntl();
  const countryName = useCountryName();
  const place = c.region?.name ?? (c.country ? countryName(c.country.code, c.country.name) : null);
  return (
    <section className="bg-gradient-to-b from-sky-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
        <Breadcrumb center={c} />
        {c.sample ? <SampleNotice name={c.name} /> : null}

        <div className="mt-6 grid items-center gap-8 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:gap-12">
          <div>
            <p className="text-sm font-semibold tracking-wide text-sky-800 uppercase">
              {place ? (
                <FormattedMessage
                  id="diveCenters.hero.kickerWithPlace"
                  values={{ sample: c.sample ? 'yes' : 'no', place }}
                />
              ) : (
                <FormattedMessage
                  id="diveCenters.hero.kicker"
                  values={{ sample: c.sample ? 'yes' : 'no' }}
                />
              )}
            </p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {c.name}
            </h1>
            {c.address ? (
              <p className="mt-3 flex items-start gap-2 text-lg text-slate-700">
                <MapPinIcon aria-hidden="true" size={20} className="mt-1 shrink-0 text-slate-500" />
                <span translate="no">{c.address}</span>
              </p>
            ) : null}

            {c.rating !== null || status.state !== 'unknown' ? (
              <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
                {c.rating !== null ? (
                  <p className="flex items-center gap-1.5 font-semibold text-slate-900">
                    <StarIcon
                      aria-hidden="true"
                      size={18}
                      className="fill-amber-400 text-amber-500"
                    />
                    <FormattedMessage
                      id="diveCenters.hero.rating"
                      values={{
                        rating: intl.formatNumber(c.rating, {
                          minimumFractionDigits: 1,
                          maximumFractionDigits: 1,
                        }),
                        muted: (chunks) => (
                          <span className="font-normal text-slate-700">{chunks}</span>
                        ),
                      }}
                    />
                  </p>
                ) : null}
                <OpenStatusBadge status={status} detail={statusText} />
              </div>
            ) : null}

            {c.agencies.length ? (
              <div className="mt-5">
                <h2 className="sr-only">
                  <FormattedMessage id="diveCenters.hero.agencies" />
                </h2>
                <ul className="flex flex-wrap gap-2">
                  {c.agencies.map((a) => (
                    <li
                      key={a}
                      className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-sky-900 ring-1 ring-sky-200"
                    >
                      {a}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <div className="mt-7 flex flex-wrap gap-3">
              {c.website ? (
                <a
                  href={c.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses('primary')}
                >
                  <FormattedMessage id="diveCenters.hero.visitWebsite" />
                  <ExternalLinkIcon aria-hidden="true" size={16} />
                  <span className="sr-only">
                    <FormattedMessage id="diveCenters.opensInNewTab" />
                  </span>
                </a>
              ) : null}
              {c.phone ? (
                <a
                  href={telHref(c.phone)}
                  className={buttonClasses(c.website ? 'secondary' : 'primary')}
                >
                  <PhoneIcon aria-hidden="true" size={16} />
                  <FormattedMessage id="diveCenters.hero.call" />
                </a>
              ) : null}
              <SaveButton target={{ type: 'DIVE_CENTER', id: c.objectId, name: c.name }} />
            </div>
          </div>

          <div className="overflow-hidden rounded-3xl bg-sky-100 shadow-sm ring-1 ring-slate-200">
            <img
              src={sizedImageUrl(c.coverImageLink, 960, 600)}
              alt={intl.formatMessage({ id: 'diveCenters.hero.imageAlt' }, { name: c.name })}
              width={960}
              height={600}
              fetchPriority="high"
              className="aspect-[16/10] w-full object-cover"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
