import type { FeatureCollection } from 'geojson';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_ZOOM, MIN_ZOOM } from '@divespot/shared/explore-url';
import { OFFLINE_MAP_STYLE_PATH } from '@divespot/shared/map-style-paths';
import type { MapAreaCollection } from './map-areas.ts';
import { useMapAreas } from './use-map-areas.ts';
import { useMapPicker, type MapPicker } from './use-map-picker.ts';
import { addMarkerImage } from './map-images.ts';
import { MOVE_END_MARK, showSpots } from './map-spots-data.ts';
import {
  ACTIVE_SOURCE,
  CLUSTER_LAYERS,
  SPOT_LAYERS,
  SPOTS_SOURCE,
  spotLayers,
} from './map-layers.ts';
import {
  cameraBounds,
  clusterLabel,
  featuresInView,
  isSpot,
  lngLatOf,
  wrapLng,
  type AnyFeature,
  type SpotFeature,
} from './map-lib.ts';
import { watchCamera, type CameraWatch } from './map-camera.ts';
import { declutter } from './map-declutter.ts';
import { markerAt } from './map-hit.ts';
import { MapSpotList } from './map-spot-list.tsx';
import { mapStyleUrl } from './map-style-url.ts';
import { mapControlTexts } from './map-texts.ts';
import { useSpotPopup } from './use-spot-popup.ts';
import type { MapBounds, MapFeatureCollection, MapSpot, ScreenPoint } from './map-types.ts';
import './map-view.css';

maplibregl.setWorkerUrl(workerUrl);

export interface MapViewProps {
  /**
   * The view to show: fitted on mount, and again whenever it changes to one the map did not
   * itself report through `onViewChange` (back/forward, a shared link). `east` < `west` crosses
   * the antimeridian.
   */
  view: MapBounds;
  /** Spots and clusters (`GET /api/spot/map`). */
  data?: MapFeatureCollection;
  /** Shaded areas under the markers (the console's hot areas), coloured by their weight. */
  areas?: MapAreaCollection;
  /** A spot drawn with the highlighted pin, e.g. while its card is hovered. */
  highlightedId?: number | null;
  /** The spot whose popup is open (also drawn highlighted); null or undefined for none. */
  selectedId?: number | null;
  /** Contents of the popup anchored at the selected spot. Without it no popup opens. */
  renderPopup?: (spot: MapSpot) => ReactNode;
  /** The user closed the popup: its close button, Escape, or a click elsewhere on the map. */
  onPopupClose?: () => void;
  /**
   * Each view the camera rests on: the visible bounds (wrapped into ±180°, rounded as the URL)
   * and zoom. `fitted` while the map still shows the `view` it was given (fitted to its shape)
   * rather than one the diver or a control moved it to.
   */
  onViewChange?: (view: MapBounds, fitted: boolean) => void;
  /** A spot marker, or its button in the keyboard list, was activated. */
  onSpotClick?: (spot: MapSpot, point: ScreenPoint) => void;
  /**
   * With it, the map has a locate control; the browser asks for the location on its click only,
   * never on load. Called with each position it reports (the map also flies there).
   */
  onLocate?: (at: { lat: number; lng: number }) => void;
  /** A style URL instead of the server's choice (MAP_STYLE_URL, else the offline basemap). */
  styleUrl?: string;
  /** Accessible name of the map. */
  label?: string;
  /** Classes of the outer box; it must get a size (default `h-full w-full`). */
  className?: string;
  /** Makes the map pick a point (a pin that a click, a drag or Enter moves), without spot list. */
  picker?: MapPicker;
}

/** Where the popup's tip goes, by the side it opens on: above the 36 px pin, or beside it. */
const POPUP_OFFSET: maplibregl.Offset = {
  center: [0, -20],
  top: [0, 4],
  'top-left': [0, 4],
  'top-right': [0, 4],
  bottom: [0, -40],
  'bottom-left': [0, -40],
  'bottom-right': [0, -40],
  left: [16, -20],
  right: [-16, -20],
};

const collection = (features: readonly unknown[]) =>
  ({ type: 'FeatureCollection', features }) as FeatureCollection;

/**
 * The interactive map (MapLibre GL JS), the only module that imports it (docs/architecture.md). Spots are a
 * symbol layer of the level pins in /icons, clusters circles with their count; the canvas takes
 * arrow keys and +/-, and the markers in view are buttons in a list that shows on focus.
 */
export function MapView(props: MapViewProps) {
  const { view, data, highlightedId, selectedId, renderPopup } = props;
  const intl = useIntl();
  const label = props.label ?? intl.formatMessage({ id: 'map.label' });
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const cameraRef = useRef<CameraWatch | null>(null);
  const activeKeyRef = useRef('');
  // Bumped whenever a style has loaded and our layers were added (again, after a fallback).
  const [styleEpoch, setStyleEpoch] = useState(0);
  const [failed, setFailed] = useState(false);
  const [listHost, setListHost] = useState<HTMLElement | null>(null);
  const [inView, setInView] = useState<AnyFeature[]>([]);
  const descriptionId = useId();
  // The whole zoom level the map is at: markers are grouped for it, so that none overlap.
  const [level, setLevel] = useState<number | null>(null);

  // What the map draws: the answer's spots and clusters, grouped where they would overlap.
  // Cluster features carry their label: the id of the count image drawn for them.
  const features = useMemo(
    () =>
      (level === null ? [] : declutter(data?.features ?? [], level)).map((f) =>
        f.properties.kind === 'cluster'
          ? { ...f, properties: { ...f.properties, label: clusterLabel(f.properties.count) } }
          : f,
      ),
    [data, level],
  );
  const spotsById = useMemo(() => {
    const byId = new Map<number, SpotFeature>();
    for (const f of data?.features ?? []) if (isSpot(f)) byId.set(f.properties.objectId, f);
    return byId;
  }, [data]);

  // The selected spot stays while a new answer (which may have clustered it) replaces the data.
  const found = selectedId == null ? undefined : spotsById.get(selectedId);
  const [kept, setKept] = useState<SpotFeature | null>(null);
  if (found && found !== kept) setKept(found);
  const selected =
    selectedId == null ? null : (found ?? (kept?.properties.objectId === selectedId ? kept : null));

  // The popup at the selected spot, with the caller's contents portalled into it.
  const popupSpot = renderPopup ? selected : null;
  const popup = useSpotPopup({
    mapRef,
    ready: styleEpoch > 0,
    at: popupSpot ? lngLatOf(popupSpot) : null,
    name: popupSpot?.properties.name ?? '',
    createPopup: () =>
      new maplibregl.Popup({
        closeButton: true,
        focusAfterOpen: true,
        maxWidth: '340px',
        offset: POPUP_OFFSET,
        className: 'ds-popup',
      }),
    onClose: () => props.onPopupClose?.(),
  });

  const refreshList = useEffectEvent(() => {
    const b = mapRef.current?.getBounds();
    if (!b) return;
    const [west, east, south, north] = [b.getWest(), b.getEast(), b.getSouth(), b.getNorth()];
    setInView(
      featuresInView({ type: 'FeatureCollection', features }, { west, east, south, north }),
    );
  });

  const onLocate = useEffectEvent((at: { lat: number; lng: number }) => props.onLocate?.(at));
  // The view as it is when the map is made: the screen may have gone to another one while the
  // map's style address was being asked for.
  const latestView = useEffectEvent(() => view);

  const emitView = useEffectEvent((next: MapBounds, fitted: boolean) => {
    refreshList();
    props.onViewChange?.(next, fitted);
  });

  /** A marker activated: a cluster zooms in, a spot goes to the caller (who may open a popup). */
  const openFeature = (feature: AnyFeature, point?: ScreenPoint) => {
    const map = mapRef.current;
    if (!map) return;
    const [lng, lat] = lngLatOf(feature);
    // The copy of the point nearest the view, so the camera never sweeps round the world.
    const centre = map.getCenter().lng;
    const near: [number, number] = [centre + wrapLng(lng - centre), lat];
    if (feature.properties.kind === 'cluster') {
      map.easeTo({ center: near, zoom: Math.min(feature.properties.expansionZoom, MAX_ZOOM) });
    } else {
      props.onSpotClick?.(feature.properties, point ?? map.project(near));
    }
  };

  const onMarkerClick = useEffectEvent((hit: maplibregl.MapGeoJSONFeature, point: ScreenPoint) => {
    const p = hit.properties as { kind?: string; objectId?: number; expansionZoom?: number };
    if (p.kind === 'spot' && p.objectId !== undefined) {
      // Rendered features hold arrays as JSON text: hand over the data's own spot.
      const spot = spotsById.get(p.objectId);
      popup.returnFocusTo(null);
      if (spot) openFeature(spot, point);
    } else if (p.kind === 'cluster' && hit.geometry.type === 'Point') {
      const cluster = { kind: 'cluster' as const, count: 0, expansionZoom: p.expansionZoom ?? 0 };
      openFeature({ type: 'Feature', geometry: hit.geometry, properties: cluster });
    }
  });

  // Create the map once; what it calls back reaches the latest props through effect events.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let map: maplibregl.Map | undefined;
    let cancelled = false;

    const addOwnLayers = () => {
      if (!map || map.getSource(SPOTS_SOURCE)) return;
      map.addSource(SPOTS_SOURCE, { type: 'geojson', data: collection([]) });
      map.addSource(ACTIVE_SOURCE, { type: 'geojson', data: collection([]) });
      for (const layer of spotLayers()) map.addLayer(layer);
      setStyleEpoch((n) => n + 1);
    };

    void (async () => {
      const requested = props.styleUrl ?? (await mapStyleUrl());
      if (cancelled) return;
      const initial = latestView();
      try {
        map = new maplibregl.Map({
          container,
          style: requested,
          bounds: cameraBounds(initial),
          fitBoundsOptions: { padding: 0 },
          minZoom: MIN_ZOOM,
          maxZoom: MAX_ZOOM,
          // Pins and counts ignore collisions, so fading only delays new spots (and keeps
          // the map repainting for 300 ms after each answer): draw them at once.
          fadeDuration: 0,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          attributionControl: {},
          // Read once, as the map is made: explore, the one page with it, has no language choice.
          locale: mapControlTexts(intl, label),
          // watchCamera follows the box's size instead (see there).
          trackResize: false,
          // Relative URLs resolve against the page, also for requests made in the workers.
          transformRequest: (url) => ({ url: new URL(url, window.location.href).href }),
        });
      } catch {
        setFailed(true); // no WebGL
        return;
      }
      mapRef.current = map;
      // For end-to-end tests, which read where the map draws its markers.
      Object.defineProperty(container, 'maplibreMap', { value: map, configurable: true });
      map.keyboard.disableRotation();
      map.touchZoomRotate.disableRotation();
      map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
      if (props.onLocate) {
        const locate = new maplibregl.GeolocateControl({
          positionOptions: { enableHighAccuracy: false, timeout: 10_000 },
          // Close enough to find the diver, wide enough to show the spots around them.
          fitBoundsOptions: { maxZoom: 9 },
          showAccuracyCircle: false,
        });
        locate.on('geolocate', (position) =>
          onLocate({ lat: position.coords.latitude, lng: position.coords.longitude }),
        );
        map.addControl(locate, 'top-right');
        // MapLibre names its button only after an asynchronous check: name it from the start.
        const locateButton = map.getContainer().querySelector('.maplibregl-ctrl-geolocate');
        locateButton?.setAttribute('aria-label', intl.formatMessage({ id: 'map.findMyLocation' }));
      }
      map.getCanvas().setAttribute('aria-describedby', descriptionId);
      map.setMissingStyleImageResolver((id) => (map ? addMarkerImage(map, id) : undefined));

      const host = document.createElement('div');
      map.getCanvasContainer().after(host); // in tab order right after the canvas
      setListHost(host);

      let styleLoaded = false;
      map.on('style.load', () => {
        styleLoaded = true;
        addOwnLayers();
      });
      // A hosted style that cannot load (offline, blocked): fall back to ours, once.
      map.on('error', () => {
        if (styleLoaded || !map || requested === OFFLINE_MAP_STYLE_PATH) return;
        styleLoaded = true;
        map.setStyle(OFFLINE_MAP_STYLE_PATH, { diff: false });
      });
      map.on('moveend', () => performance.mark(MOVE_END_MARK));
      cameraRef.current = watchCamera(map, container, emitView);
      const atLevel = () => setLevel(Math.floor(map?.getZoom() ?? 0));
      atLevel();
      map.on('zoom', atLevel);

      const interactive = [...SPOT_LAYERS, ...CLUSTER_LAYERS];
      map.on('click', (e) => {
        const hit = map && markerAt(map, e.point, interactive);
        if (hit) onMarkerClick(hit, e.point);
      });
      const cursor = (value: string) => () => map && (map.getCanvas().style.cursor = value);
      map.on('mouseenter', interactive, cursor('pointer'));
      map.on('mouseleave', interactive, cursor(''));
    })();

    return () => {
      cancelled = true;
      mapRef.current = null;
      cameraRef.current?.stop();
      cameraRef.current = null;
      map?.remove();
    };
    // The map is made once; later props reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Data: the spots and clusters, handed to the map's worker before the browser paints the
  // render that brought them (a passive effect would wait for that paint, a frame later). The
  // keyboard list of the spots in view follows once the map has drawn them: its hundreds of
  // buttons, made before, would hold up the frame that draws the spots.
  useLayoutEffect(() => {
    if (styleEpoch === 0) return;
    const map = mapRef.current;
    const source = map?.getSource<maplibregl.GeoJSONSource>(SPOTS_SOURCE);
    if (!map || !source) return;
    const counts = { features: features.length, answered: data?.features.length ?? 0 };
    return showSpots(map, source, collection(features), counts, () => refreshList());
    // `features` follows `data`: the answer's count goes with the markers drawn from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleEpoch, features]);

  // The highlighted and selected spots, drawn again, larger, above the others.
  useEffect(() => {
    if (styleEpoch === 0) return;
    const hovered = highlightedId == null ? undefined : spotsById.get(highlightedId);
    const active = [hovered, selected].filter(
      (f, i, all): f is SpotFeature => !!f && all.indexOf(f) === i,
    );
    // Each new answer brings new objects for the same (mostly no) active spots: the worker and
    // the tiles are only asked to redo their work when what is drawn changes.
    const key = `${styleEpoch}:${JSON.stringify(active)}`;
    if (key === activeKeyRef.current) return;
    activeKeyRef.current = key;
    const source = mapRef.current?.getSource<maplibregl.GeoJSONSource>(ACTIVE_SOURCE);
    void source?.setData(collection(active));
  }, [styleEpoch, spotsById, highlightedId, selected]);

  useMapAreas(mapRef, styleEpoch, props.areas);
  useMapPicker(mapRef, styleEpoch, props.picker);

  // A view from outside (the URL): the map goes there.
  useEffect(() => cameraRef.current?.show(view), [view]);

  return (
    <div className={`ds-map relative ${props.className ?? 'h-full w-full'}`}>
      {/* Sized by its own rules: MapLibre makes it position: relative. */}
      <div ref={containerRef} className="h-full w-full" />
      <p id={descriptionId} className="sr-only">
        {props.picker?.help ?? <FormattedMessage id="map.keyboardHelp" />}
      </p>
      {failed && (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-slate-700">
          <FormattedMessage id="map.noWebgl" />
        </p>
      )}
      {listHost &&
        !props.picker &&
        createPortal(
          <MapSpotList
            features={inView}
            onOpen={(f, button) => {
              popup.returnFocusTo(button);
              openFeature(f);
            }}
          />,
          listHost,
        )}
      {popupSpot && renderPopup && createPortal(renderPopup(popupSpot.properties), popup.host)}
    </div>
  );
}

export default MapView;
