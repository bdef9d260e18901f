/* Explore's markers never overlap on screen: pins that would are drawn as a cluster, which opens. */
import type { Page } from '@playwright/test';
import { MOBILE_BREAKPOINT_PX } from '@divespot/shared/explore-url';
import type { SpotMapWire } from '@divespot/shared/spot-map-wire';
import { expect, test, DESKTOP_ONLY } from '../fixtures.ts';
import { mapReady, urlView } from './explore-helpers.ts';

// Explore draws a WebGL map in software (no GPU here), fourteen zooms of it per test.
test.describe.configure({ timeout: 300_000 });

/** A finger's target (WCAG 2.5.5): each marker's box, grown to this where smaller, is its own. */
const TAP_PX = 44;

/** A marker as drawn: its box on the canvas (CSS px), and the spots it stands for. */
interface Marker {
  kind: 'spot' | 'cluster';
  count: number;
  expansionZoom: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The markers the map draws in view, read from the map itself (MapView hands it to tests): each
 * rendered pin's icon at the size and anchor it is drawn with, each cluster's circle with its
 * halo. Query results repeat a feature in every tile that holds it: once each here.
 */
function drawnMarkers(page: Page): Promise<Marker[]> {
  return page.locator('.maplibregl-map').evaluate((el) => {
    type Layer = { id: string; layout: Record<string, unknown>; paint: Record<string, unknown> };
    type Feature = {
      geometry: { type: string; coordinates: [number, number] };
      properties: Record<string, unknown>;
      layer: Layer;
    };
    const map = (
      el as unknown as {
        maplibreMap: {
          queryRenderedFeatures(o: { layers: string[] }): Feature[];
          project(at: [number, number]): { x: number; y: number };
          getImage(id: string): { data: { width: number; height: number }; pixelRatio: number };
          getCanvas(): HTMLCanvasElement;
        };
      }
    ).maplibreMap;
    const seen = new Set<string>();
    const markers: Marker[] = [];
    for (const f of map.queryRenderedFeatures({ layers: ['ds-spots', 'ds-cluster-halo'] })) {
      const p = f.properties;
      const key = `${f.layer.id} ${f.geometry.coordinates.join()} ${String(p.objectId ?? p.count)}`;
      if (f.geometry.type !== 'Point' || seen.has(key)) continue;
      seen.add(key);
      const at = map.project(f.geometry.coordinates);
      if (f.layer.id === 'ds-spots') {
        const icon = f.layer.layout['icon-image'] as string | { name: string };
        const image = map.getImage(typeof icon === 'string' ? icon : icon.name);
        const scale = Number(f.layer.layout['icon-size'] ?? 1) / image.pixelRatio;
        const [w, h] = [image.data.width * scale, image.data.height * scale];
        // Pins stand on their tip (icon-anchor bottom).
        const box = { left: at.x - w / 2, right: at.x + w / 2, top: at.y - h, bottom: at.y };
        markers.push({ kind: 'spot', count: 1, expansionZoom: 0, ...box });
      } else {
        const r = Number(f.layer.paint['circle-radius']);
        const box = { left: at.x - r, right: at.x + r, top: at.y - r, bottom: at.y + r };
        const count = Number(p.count);
        markers.push({ kind: 'cluster', count, expansionZoom: Number(p.expansionZoom), ...box });
      }
    }
    const { clientWidth: width, clientHeight: height } = map.getCanvas();
    return markers.filter((m) => m.right > 0 && m.left < width && m.bottom > 0 && m.top < height);
  });
}

/** A box grown about its centre to a finger's size where it is smaller. */
function target(m: Marker) {
  const [x, y] = [(m.left + m.right) / 2, (m.top + m.bottom) / 2];
  const [hw, hh] = [Math.max(TAP_PX, m.right - m.left) / 2, Math.max(TAP_PX, m.bottom - m.top) / 2];
  return { left: x - hw, right: x + hw, top: y - hh, bottom: y + hh };
}

/** The pairs of markers whose tap targets (so, also whose drawings) overlap. */
function overlapping(markers: Marker[]): string[] {
  const boxes = markers.map(target);
  const found: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b, k) => {
      const apart =
        a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      if (!apart) found.push(JSON.stringify([markers[i], markers[i + 1 + k]]));
    }),
  );
  return found;
}

/** The number of /api/spot/map requests sent and not yet answered. */
function spotMapRequests(page: Page): () => number {
  let inFlight = 0;
  const isSpotMap = (url: string) => new URL(url).pathname === '/api/spot/map';
  page.on('request', (r) => void (isSpotMap(r.url()) && inFlight++));
  const done = (r: { url: () => string }) => void (isSpotMap(r.url()) && inFlight--);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/**
 * Waits until the map rests at `zoom` with the markers of the answer for its view drawn: the URL
 * holds the view (200 ms after the move, docs/product/limits.md), no spots request is out (it is sent 300 ms
 * after the move), and the map's last mark, 600 ms ago or more, is the frame it settled on after
 * drawing its spots.
 */
async function settledAt(page: Page, zoom: number, inFlight: () => number) {
  await expect.poll(() => urlView(page).zoom, { timeout: 30_000 }).toBeCloseTo(zoom, 1);
  await expect
    .poll(
      async () => {
        const { last, now } = await page.evaluate(() => ({
          last: performance
            .getEntriesByType('mark')
            .filter((m) => m.name.startsWith('map:'))
            .at(-1),
          now: performance.now(),
        }));
        return inFlight() === 0 && last?.name === 'map:spots-settled' && now - last.startTime > 600;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

const jumpTo = (page: Page, lat: number, lng: number, zoom: number) =>
  page.locator('.maplibregl-map').evaluate(
    (el, to) =>
      (el as unknown as { maplibreMap: { jumpTo(o: object): void } }).maplibreMap.jumpTo({
        center: [to.lng, to.lat],
        zoom: to.zoom,
      }),
    { lat, lng, zoom },
  );

/** Opens explore on a view around a point at `zoom`, its map showing (a phone shows the list). */
async function openMapAt(page: Page, lat: number, lng: number, zoom: number) {
  const d = 0.5 * 2 ** (8 - zoom);
  await page.goto(`/explore?n=${lat + d}&e=${lng + d}&s=${lat - d}&w=${lng - d}&zoom=${zoom}`);
  if ((page.viewportSize()?.width ?? 0) < MOBILE_BREAKPOINT_PX) {
    await page.getByRole('button', { name: 'Show map' }).click();
  }
  await mapReady(page);
}

/**
 * Every zoom from 3 to 16 at both places in the full run (`npm run test:e2e:full`). In `npm test`,
 * which keeps CI's time bounded (each zoom is drawn in software here), each place gets four zooms
 * spread over that range, the two places different ones: eight of the fourteen in all.
 */
const ALL_ZOOMS = Array.from({ length: 14 }, (_, k) => 3 + k);
const zooms = (bounded: number[]) => (process.env.E2E_FULL === '1' ? ALL_ZOOMS : bounded);

// The two places where pins stacked (issue 33), over the seed's spots there, so that each zoom
// up to 16 has markers in view: Shark, Yolanda and Anemone City reefs (within 300 m of each
// other) at Ras Mohammed, and Lighthouse Reef with Eel Garden 900 m north at Dahab.
for (const place of [
  { name: 'Ras Mohammed', lat: 27.734, lng: 34.2575, zooms: zooms([3, 7, 11, 15]) },
  { name: 'Dahab', lat: 28.5003, lng: 34.5186, zooms: zooms([5, 9, 13, 16]) },
]) {
  // Markers are placed in CSS pixels the same way at any window size: checked at the desktop
  // size in npm test, at both in the full run.
  const once = process.env.E2E_FULL === '1' ? {} : DESKTOP_ONLY;
  test(`no two markers overlap over ${place.name}, zooms 3 to 16`, once, async ({ page }) => {
    const inFlight = spotMapRequests(page);
    await openMapAt(page, place.lat, place.lng, 3);
    for (const zoom of place.zooms) {
      await jumpTo(page, place.lat, place.lng, zoom);
      await settledAt(page, zoom, inFlight);
      const markers = await drawnMarkers(page);
      expect(markers.length, `markers at zoom ${zoom}`).toBeGreaterThan(0);
      expect(overlapping(markers), `overlapping at zoom ${zoom}`).toEqual([]);
    }
  });
}

/** Spots made for the test, 150 m apart around a point near Dahab, and two at one position. */
const CROWD = { lat: 28.45, lng: 34.45 };
const STEP = 0.0015;
function crowd(): SpotMapWire {
  const at = (id: number, lng: number, lat: number): SpotMapWire['spots'][number] => [
    id,
    lng,
    lat,
    `Test reef ${id}`,
    null,
    null,
    0,
    null,
    null,
    [],
  ];
  const spots = [0, 1, 2, 3].map((i) =>
    at(900_001 + i, CROWD.lng + (i % 2) * STEP, CROWD.lat + Math.floor(i / 2) * STEP),
  );
  const twin = { lng: CROWD.lng + 0.02, lat: CROWD.lat };
  spots.push(at(900_005, twin.lng, twin.lat), at(900_006, twin.lng, twin.lat));
  return { clustered: false, spots, clusters: [] };
}

test('a cluster opens by a click or tap, and from the keyboard', async ({ page }) => {
  const inFlight = spotMapRequests(page);
  await page.route(/\/api\/spot\/map\?/, (route) => route.fulfill({ json: crowd() }));
  await openMapAt(page, CROWD.lat, CROWD.lng, 12);
  await jumpTo(page, CROWD.lat, CROWD.lng + 0.01, 12);
  await settledAt(page, 12, inFlight);
  // At zoom 12 the four reefs are 8 px apart, the twins a kilometre east: two clusters.
  const clusters = (await drawnMarkers(page)).sort((a, b) => b.count - a.count);
  expect(clusters.map((m) => [m.kind, m.count])).toEqual([
    ['cluster', 4],
    ['cluster', 2],
  ]);
  const four = clusters[0]!;
  expect(four.expansionZoom).toBeGreaterThan(12);

  // A click (a tap on a phone) on the cluster zooms in until its spots stand apart.
  const canvas = await page.locator('.maplibregl-canvas').boundingBox();
  const point = {
    x: canvas!.x + (four.left + four.right) / 2,
    y: canvas!.y + (four.top + four.bottom) / 2,
  };
  if (page.viewportSize()!.width < MOBILE_BREAKPOINT_PX) {
    await page.touchscreen.tap(point.x, point.y);
  } else {
    await page.mouse.click(point.x, point.y);
  }
  await settledAt(page, four.expansionZoom, inFlight);
  const apart = (await drawnMarkers(page)).filter((m) => m.kind === 'spot');
  expect(apart).toHaveLength(4);
  expect(overlapping(apart)).toEqual([]);

  // From the keyboard: the map's list of markers names the cluster; Enter zooms in to it.
  await jumpTo(page, CROWD.lat, CROWD.lng + 0.01, 12);
  await settledAt(page, 12, inFlight);
  await page.locator('.maplibregl-canvas').focus();
  const twins = page.getByRole('button', { name: '2 spots close together: show them' });
  // Tab goes from the map into its list, nearest marker to the centre first (a tie here).
  for (let tabs = 0; tabs < 2 && !(await twins.evaluate((b) => b === document.activeElement));) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  await expect(twins).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => urlView(page).zoom, { timeout: 30_000 }).toBeGreaterThan(12);
});
