import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { MapSpot } from '../../../components/map/map-types.ts';
import {
  activeFilterCount,
  sanitizeFilters,
  SPOT_FETCH_DEBOUNCE_MS,
  type ExploreFilters,
} from '@divespot/shared/explore-url';
import { useExploreSpots, useSearchMatches } from '../api/get-explore-spots.ts';
import { useFilterConfiguration } from '../api/get-filter-configuration.ts';
import { useMapSpots } from '../api/get-map-spots.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useExploreState } from '../hooks/use-explore-state.ts';
import { useExploreViews } from '../hooks/use-explore-views.ts';
import { useNearbyRequest } from '../hooks/use-nearby-request.ts';
import { useIsWide } from '../hooks/use-media-query.ts';
import type { DiverLocation, SpotQuery } from '@divespot/shared/explore-list';
import { monthOf } from '../lib/filter-values.ts';
import { nearbyStateOf } from '../lib/nearby.ts';
import { viewAround } from '../lib/search-fit.ts';
import { ExploreLayout } from './explore-layout.tsx';
import { FilterBar } from './filter-bar.tsx';
import { FilterDialog } from './filter-dialog.tsx';
import { MapPanel } from './map-panel.tsx';
import { LocatingNotice, NearbyNotice } from './nearby-notice.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { SpotBottomCard } from './spot-preview.tsx';
import { SpotList } from './spot-list.tsx';

/**
 * The live explore screen (docs/product/screens.md, docs/product/states.md). State comes from the URL once, then lives here and is
 * written back (replace): filters at once, the view 200 ms after the map stops. List and markers
 * follow the view and filters 300 ms after they settle; the screen waits for the filter
 * configuration first, so filters in the URL are read in their canonical form.
 */
export function ExploreScreen() {
  const { state, update, revision } = useExploreState();
  const configQuery = useFilterConfiguration();
  const config = configQuery.data;
  const isWide = useIsWide();

  const filters = useMemo(
    () => (config ? sanitizeFilters(state.filters, config) : state.filters),
    [config, state.filters],
  );
  const activeCount = config ? activeFilterCount(filters, config) : 0;
  const narrowed = activeCount > 0 || !!state.search;

  const views = useExploreViews(state.view, isWide);
  const { liveView, mapView, goTo, onViewChange, settledView, fetchedView } = views;
  // A search without a view (the header's search box) first finds its matches anywhere and
  // moves the map around them; from then on the list is the view's, as always.
  const wantsFit = (s: typeof state) => !!s.search && !s.viewFromUrl;
  const [fitting, setFitting] = useState(() => wantsFit(state));
  // Phones show the list or the map. A link asking for the map alone (hideMenu) opens on the
  // map; after that the switch is the phone's own and stays out of the URL, which links share.
  const [phoneMap, setPhoneMap] = useState(state.hideMenu);
  const [seenRevision, setSeenRevision] = useState(revision);
  if (revision !== seenRevision) {
    setSeenRevision(revision);
    goTo(state.view);
    setFitting(wantsFit(state));
    setPhoneMap(state.hideMenu);
  }
  // The URL gets the map's view once it has rested.
  useEffect(() => {
    update((s) => (s.view === settledView ? s : { ...s, view: settledView, viewFromUrl: true }));
  }, [settledView, update]);

  const criteria = useMemo(() => ({ filters, search: state.search }), [filters, state.search]);
  const query = useMemo<SpotQuery>(() => ({ view: liveView, ...criteria }), [liveView, criteria]);
  const fetchedCriteria = useDebouncedValue(criteria, SPOT_FETCH_DEBOUNCE_MS);
  const fetched = useMemo<SpotQuery>(
    () => ({ view: fetchedView, ...fetchedCriteria }),
    [fetchedView, fetchedCriteria],
  );
  const waiting = fetchedView !== liveView || fetchedCriteria !== criteria;
  const ready = config !== undefined;
  const matches = useSearchMatches(ready && fitting ? { filters, search: state.search } : null);
  if (fitting && (matches.isSuccess || matches.isError)) {
    setFitting(false);
    const around = matches.data ? viewAround(matches.data.content) : undefined;
    if (around) goTo(around);
  }
  // Once the diver shares where they are (the map's locate control, or a "Nearby dive spots"
  // link, which passes it in the router state), distances are theirs.
  const location = useLocation();
  const nearby = nearbyStateOf(location.state);
  const [diver, setDiver] = useState<DiverLocation | null>(nearby.diver ?? null);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (nearby.diver) setDiver(nearby.diver);
  }
  // "Nearby dive spots": no list until the view around the diver is known.
  const locating = useNearbyRequest();
  const list = useExploreSpots(
    ready && !fitting && !locating ? { ...fetched, origin: diver } : null,
  );
  const markers = useMapSpots(ready ? { ...fetched, view: views.markersView } : null);

  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const [selected, setSelected] = useState<MapSpot | null>(null);
  const [dialog, setDialog] = useState<'filters' | 'share' | null>(null);

  // The map's code loads once it is first on screen: on wide screens after the list's first
  // answer (its megabyte of code and its first frames, drawn without a GPU, would hold the one
  // main thread the list needs to show), on a phone when the map is switched to. It then stays,
  // keeping its place while the list shows.
  const listShown = list.data !== undefined || list.isError || configQuery.isError;
  const mapOnScreen = isWide ? listShown || state.hideMenu : phoneMap;
  const [mapWanted, setMapWanted] = useState(false);
  if (mapOnScreen && !mapWanted) setMapWanted(true);

  const setFilters = useCallback(
    (next: ExploreFilters) => update((s) => ({ ...s, filters: next })),
    [update],
  );
  const clearAll = useCallback(
    () => update((s) => ({ ...s, filters: {}, search: undefined })),
    [update],
  );

  return (
    <>
      <ExploreLayout
        hideMenu={state.hideMenu}
        onToggleList={() => update((s) => ({ ...s, hideMenu: !s.hideMenu }))}
        phoneMap={phoneMap}
        onTogglePhoneMap={() => setPhoneMap((shown) => !shown)}
        filterBar={
          <FilterBar
            config={config}
            filters={filters}
            activeCount={activeCount}
            search={state.search}
            onChange={setFilters}
            onClearSearch={() => update((s) => ({ ...s, search: undefined }))}
            onOpenDialog={() => setDialog('filters')}
            onShare={() => setDialog('share')}
          />
        }
        list={
          <>
            {locating ? <LocatingNotice /> : null}
            {nearby.nearbyFailed ? <NearbyNotice reason={nearby.nearbyFailed} /> : null}
            <SpotList
              list={list}
              waiting={!ready || fitting || locating || waiting}
              filtered={narrowed}
              onClearFilters={clearAll}
              highlightedId={highlightedId}
              onHighlight={setHighlightedId}
              distanceFrom={diver ? 'diver' : 'centre'}
              month={monthOf(filters)}
            />
          </>
        }
        map={
          <MapPanel
            enabled={mapWanted}
            view={mapView}
            data={markers.data}
            highlightedId={highlightedId}
            selected={selected}
            popup={isWide}
            onViewChange={onViewChange}
            onSelect={setSelected}
            onLocate={setDiver}
          />
        }
        mapOverlay={
          !isWide && selected ? (
            // Above the floating list button, which sits above the map's attribution.
            <div className="absolute inset-x-3 bottom-28 z-20">
              <SpotBottomCard
                key={selected.objectId}
                marker={selected}
                onClose={() => setSelected(null)}
              />
            </div>
          ) : null
        }
      />
      {config ? (
        <FilterDialog
          open={dialog === 'filters'}
          onClose={() => setDialog(null)}
          config={config}
          query={query}
          onApply={setFilters}
        />
      ) : null}
      <ShareDialog
        open={dialog === 'share'}
        onClose={() => setDialog(null)}
        query={{ ...query, hideMenu: state.hideMenu }}
      />
    </>
  );
}
