import { lazy, Suspense, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { MAP_ONLY_HREF, NEARBY_HREF } from '../../../config/navigation.ts';
import { SearchBox } from '../../search/index.ts';
import { useNeededSoon } from '../hooks/use-needed-soon.ts';
import { ActivityTiles } from './activity-tiles.tsx';
import { HeroSlideshow } from './hero-slideshow.tsx';
import { BecomeHost, DiverStories } from './home-sections.tsx';
import { DestinationsPlaceholder, TrendingPlaceholder } from './placeholders.tsx';
import { StatsPlaceholder } from './stats-line.tsx';

// The parts with data sit below the first screen: their code (and the query library) loads as
// the diver scrolls towards them, not with the first paint. If it cannot arrive (a flaky
// network), they stay out, as they do when their data fails, and the rest of the page stays.
const loadData = () => import('./home-data.tsx').catch(() => null);
const LeftOut = () => null;
const HomeDestinations = lazy(() =>
  loadData().then((m) => ({ default: m?.HomeDestinations ?? LeftOut })),
);
const TrendingSpots = lazy(() =>
  loadData().then((m) => ({ default: m?.TrendingSpots ?? LeftOut })),
);
const StatsLine = lazy(() => loadData().then((m) => ({ default: m?.StatsLine ?? LeftOut })));

const linkClass = 'font-medium text-sky-800 underline underline-offset-4';

/**
 * The home page (docs/product/README.md): the hero slideshow with the search box, popular destinations,
 * activity tiles, trending spots, the statistics line, divers' stories and the call to hosts.
 */
export function HomePage() {
  const belowFold = useRef<HTMLDivElement>(null);
  const needed = useNeededSoon(belowFold);
  return (
    <>
      <HeroSlideshow>
        <div className="relative mx-auto w-full max-w-7xl px-4 pt-16 pb-10 sm:px-6 sm:pt-24 sm:pb-14">
          <p className="text-sm font-semibold tracking-wide text-sky-200 uppercase">
            <FormattedMessage id="home.hero.eyebrow" />
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-sky-100">
            <FormattedMessage id="home.hero.intro" />
          </p>
          <div className="mt-8 max-w-xl text-slate-900">
            <SearchBox variant="hero" />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/explore" variant="inverse">
              <FormattedMessage id="home.hero.explore" />
            </ButtonLink>
            <ButtonLink to={NEARBY_HREF} variant="inverse-outline">
              <FormattedMessage id="home.hero.nearby" />
            </ButtonLink>
            <ButtonLink to={MAP_ONLY_HREF} variant="inverse-outline">
              <FormattedMessage id="home.hero.openMap" />
            </ButtonLink>
          </div>
        </div>
      </HeroSlideshow>

      <div ref={belowFold} className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        {needed ? (
          <Suspense fallback={<DestinationsPlaceholder />}>
            <HomeDestinations />
          </Suspense>
        ) : (
          <DestinationsPlaceholder />
        )}
        <ActivityTiles />
        {needed ? (
          <Suspense fallback={<TrendingPlaceholder />}>
            <TrendingSpots />
          </Suspense>
        ) : (
          <TrendingPlaceholder />
        )}
        {needed ? (
          <Suspense fallback={<StatsPlaceholder />}>
            <StatsLine />
          </Suspense>
        ) : (
          <StatsPlaceholder />
        )}
        <DiverStories />
        <BecomeHost />
        <p className="mt-10 text-sm text-slate-700">
          <FormattedMessage
            id="home.pillars.changelog"
            values={{
              link: (text) => (
                <Link to="/changelog" className={linkClass}>
                  {text}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </>
  );
}
