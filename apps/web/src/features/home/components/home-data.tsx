import { useIntl } from 'react-intl';
import { FeaturedDestinations } from '../../destinations/index.ts';

export { StatsLine } from './stats-line.tsx';
export { TrendingSpots } from './trending-spots.tsx';

/** The popular destinations (docs/product/README.md), six of them. */
export function HomeDestinations() {
  const intl = useIntl();
  return (
    <FeaturedDestinations
      limit={6}
      heading={intl.formatMessage({ id: 'home.featured.heading' })}
      headingId="home-featured"
      columns="auto"
    />
  );
}
