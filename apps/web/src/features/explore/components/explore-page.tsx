import { EXPLORE_OPENING } from '@divespot/shared/explore-list';
import { useHydratedSoon } from '../../../lib/use-hydrated.ts';
import { useSentList } from '../api/get-explore-spots.ts';
import { ExploreLayout } from './explore-layout.tsx';
import { ExploreScreen } from './explore-screen.tsx';
import { FilterBar } from './filter-bar.tsx';
import { CardPlaceholders } from './list-states.tsx';
import { MapPlaceholder } from './map-placeholder.tsx';
import { SpotList } from './spot-list.tsx';

const noop = () => {};

/**
 * /explore. The build prerenders the screen's frame (filter bar, list placeholders, the sea);
 * opened without a view or filters, the server renders it with the list's first page, which it
 * sends with the page, so the first cards and their pictures show before the app runs. The
 * browser adopts it, then renders the screen the URL asks for.
 */
export function ExplorePage() {
  const hydrated = useHydratedSoon();
  const sent = useSentList(EXPLORE_OPENING);
  if (hydrated) return <ExploreScreen />;
  return (
    <ExploreLayout
      hideMenu={false}
      onToggleList={noop}
      phoneMap={false}
      onTogglePhoneMap={noop}
      filterBar={
        <FilterBar
          config={undefined}
          filters={{}}
          activeCount={0}
          onChange={noop}
          onClearSearch={noop}
          onOpenDialog={noop}
          onShare={noop}
        />
      }
      list={
        sent.data ? (
          <SpotList
            list={sent}
            waiting={false}
            filtered={false}
            onClearFilters={noop}
            highlightedId={null}
            onHighlight={noop}
            distanceFrom="centre"
          />
        ) : (
          <div className="px-4 sm:px-6">
            <div className="mb-2 h-14" />
            <CardPlaceholders />
          </div>
        )
      }
      map={<MapPlaceholder />}
    />
  );
}
