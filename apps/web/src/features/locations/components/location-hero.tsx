import { sizedImageUrl } from '@divespot/shared/images';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs.tsx';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';

interface LocationHeroProps {
  crumbs: readonly Crumb[];
  /** Small line above the name, e.g. the continent. */
  eyebrow: string;
  title: string;
  coverImageLink: string;
  /** Key figures under the name, e.g. [['Dive spots', '37']]. */
  stats: readonly (readonly [label: string, value: string])[];
  children?: ReactNode;
}

/**
 * Full-width hero: the place's cover under a dark wash (the text must stay readable whatever
 * the picture), breadcrumb, name and key figures.
 */
export function LocationHero({
  crumbs,
  eyebrow,
  title,
  coverImageLink,
  stats,
  children,
}: LocationHeroProps) {
  const intl = useIntl();
  return (
    <section className="relative isolate overflow-hidden bg-sky-950 text-white">
      <DecorativeImage
        src={sizedImageUrl(coverImageLink, 1600, 640)}
        alt=""
        width={1600}
        height={640}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full bg-sky-900 object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/95 via-sky-950/75 to-sky-950/45"
      />
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8 sm:pb-14">
        <Breadcrumbs
          tone="dark"
          label={intl.formatMessage({ id: 'locations.breadcrumbs.label' })}
          items={crumbs}
        />
        <p className="mt-10 text-sm font-semibold tracking-wide text-sky-200 uppercase sm:mt-24">
          {eyebrow}
        </p>
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {title}
        </h1>
        {children}
        <dl className="mt-8 grid grid-cols-3 gap-4 sm:flex sm:flex-wrap sm:gap-x-10">
          {stats.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wide text-sky-200 uppercase">
                {label}
              </dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
