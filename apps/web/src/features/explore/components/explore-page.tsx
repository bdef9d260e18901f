import { useHydrated } from '../../../lib/use-hydrated.ts';
import { ExploreLayout } from './explore-layout.tsx';
import { ExploreScreen } from './explore-screen.tsx';
import { FilterBar } from './filter-bar.tsx';
import { CardPlaceholders } from './list-states.tsx';
import { MapPlaceholder } from './map-placeholder.tsx';

const noop = () => {};

/**
 * /explore. The build prerenders the screen's frame (filter bar, list placeholders, the sea);
 * the browser adopts it, then renders the screen the URL asks for.
 */
export function ExplorePage() {
  const hydrated = useHydrated();
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
        <div className="px-4 sm:px-6">
          <div className="mb-2 h-14" />
          <CardPlaceholders />
        </div>
      }
      map={<MapPlaceholder />}
    />
  );
}
