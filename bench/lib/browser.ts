/**
 * Measurements in a real headless Chromium driven by playwright-core: the JavaScript a page
 * loads (workers included), and on /explore the time from the end of a map move to the new
 * spots being drawn.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { benchEnv } from './env.ts';

export const CHROME_PATH = benchEnv().chromePath;

/** A desktop window: /explore shows its map beside the list there. */
const VIEWPORT = { width: 1280, height: 800 };

/** The map component's performance marks (apps/web/src/components/map/map-view.tsx). */
const MOVE_END_MARK = 'map:moveend';
const SPOTS_DRAWN_MARK = 'map:spots-drawn';
const SPOTS_SETTLED_MARK = 'map:spots-settled';

/** Chromium's flags for a quiet headless run on this machine (docs/stack.md), Lighthouse's too. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
}

export interface ScriptFile {
  path: string;
  /** Uncompressed bytes. */
  rawBytes: number;
  /** gzip (zlib level 6, as most servers and CDNs send it) of those bytes. */
  gzipBytes: number;
  /** Bytes this server sends to a browser (Accept-Encoding: br, gzip), and their encoding. */
  wireBytes: number;
  encoding: string;
  /** Part of the map library (MapLibre's code or its worker). */
  mapLibrary: boolean;
}

export interface PageScripts {
  path: string;
  scripts: ScriptFile[];
  gzipBytes: number;
  wireBytes: number;
  rawBytes: number;
  /** Whether the page loaded any of the map library. */
  loadsMapLibrary: boolean;
}

/** The body as this server sends it to a browser: raw (still encoded) bytes and the encoding. */
function fetchEncoded(url: string): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolveFetch, reject) => {
    const get = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if ((res.statusCode ?? 0) >= 400) reject(new Error(`${url} answered ${res.statusCode}`));
        else
          resolveFetch({
            body: Buffer.concat(chunks),
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
          });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** MapLibre's main code names its canvas container; its worker keeps the library's banner. */
function isMapLibrary(path: string, text: string): boolean {
  return (
    path.includes('maplibre') ||
    text.includes('maplibregl-canvas-container') ||
    text.includes('MapLibre GL JS')
  );
}

async function waitForMark(page: Page, name: string, timeoutMs: number): Promise<boolean> {
  return page
    .waitForFunction((n) => performance.getEntriesByName(n).length > 0, name, {
      timeout: timeoutMs,
      polling: 100,
    })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Loads the page in a fresh context and lists every script it fetched, the map's worker included
 * (Lighthouse's network audit reports no transfer size for module workers). /explore is measured
 * once its map has drawn its first spots, so everything the map needs is in.
 */
export async function measurePageScripts(
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<PageScripts> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const urls = new Set<string>();
    context.on('request', (req) => {
      const pathname = new URL(req.url()).pathname;
      if (req.resourceType() === 'script' || /\.m?js$/.test(pathname)) urls.add(req.url());
    });
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    if (path.startsWith('/explore') && !(await waitForMark(page, SPOTS_DRAWN_MARK, 30_000))) {
      throw new Error(`${path}: the map drew no spots within 30 s`);
    }
    await page.waitForLoadState('networkidle');

    const scripts: ScriptFile[] = [];
    for (const url of [...urls].sort()) {
      const { body, encoding } = await fetchEncoded(url);
      const raw = decode(body, encoding);
      const pathname = new URL(url).pathname;
      scripts.push({
        path: pathname,
        rawBytes: raw.length,
        gzipBytes: gzipSync(raw, { level: 6 }).length,
        wireBytes: body.length,
        encoding,
        mapLibrary: isMapLibrary(pathname, raw.toString('utf8')),
      });
    }
    const sum = (key: 'gzipBytes' | 'wireBytes' | 'rawBytes') =>
      scripts.reduce((acc, s) => acc + s[key], 0);
    return {
      path,
      scripts,
      gzipBytes: sum('gzipBytes'),
      wireBytes: sum('wireBytes'),
      rawBytes: sum('rawBytes'),
      loadsMapLibrary: scripts.some((s) => s.mapLibrary),
    };
  } finally {
    await context.close();
  }
}

export interface MapMove {
  move: string;
  /** Map move end → first frame drawn with the spots of the new view. */
  drawnMs: number;
  /** Map move end → the map settled after them (symbols faded in, nothing left to draw). */
  settledMs: number | null;
  /** Map move end → the spots request sent (the app's debounces) and its answer received. */
  requestMs: number;
  responseMs: number;
  /** Spots and clusters in the drawn answer. */
  features: number;
}

type Move = { label: string; drag: [number, number] } | { label: string; key: string };

/**
 * 20 moves that each show a view not seen before in the run (no answer from the query cache):
 * drags eastward and up and down, with zooms in and out between them.
 */
const MOVES: Move[] = Array.from({ length: 20 }, (_, i): Move => {
  const step = i % 5;
  if (step === 2) return { label: 'zoom in (+)', key: 'Equal' };
  if (step === 4) return { label: 'zoom out (-)', key: 'Minus' };
  const dy = (step === 1 ? -1 : 1) * 140;
  return { label: `drag (-260, ${dy}) px`, drag: [-260, dy] };
});

async function perform(
  page: Page,
  move: Move,
  box: { x: number; y: number; w: number; h: number },
) {
  if ('key' in move) {
    await page.keyboard.press(move.key);
    return;
  }
  const [dx, dy] = move.drag;
  const x = box.x + box.w / 2 - dx / 2;
  const y = box.y + box.h / 2 - dy / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 10 });
  // Held still before release: a plain drag, no inertia after it.
  await page.waitForTimeout(250);
  await page.mouse.up();
}

const SPOT_MAP_API = '/api/spot/map';

/** Times of one move in the page's clock (performance.now()), or null while incomplete. */
interface MoveTimes {
  end: number;
  request: number;
  response: number;
  drawn: number;
  features: number;
}

/**
 * Opens /explore in a desktop window, waits for its first spots, then makes 20 real inputs
 * (mouse drags and +/- keys on the focused map) one after another, each once the page is quiet.
 * For each, the map's own performance marks and the page's resource timing give the time from
 * the move's end (its `moveend`) to the first frame drawn with the spots of the request sent
 * for the new view; that includes the app's 200 ms map-move and 300 ms fetch debounces (docs/product/limits.md).
 */
export async function measureMapMoves(browser: Browser, baseUrl: string): Promise<MapMove[]> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    let inFlight = 0;
    let lastActivity = Date.now();
    const isSpotMap = (url: string) => new URL(url).pathname === SPOT_MAP_API;
    page.on('request', (r) => {
      if (!isSpotMap(r.url())) return;
      inFlight++;
      lastActivity = Date.now();
    });
    const settle = (r: { url: () => string }) => {
      if (!isSpotMap(r.url())) return;
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.goto(new URL('/explore', baseUrl).href, { waitUntil: 'networkidle' });
    await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
    if (!(await waitForMark(page, SPOTS_DRAWN_MARK, 30_000))) {
      throw new Error('/explore: the map drew no spots within 30 s');
    }
    const canvas = page.locator('canvas.maplibregl-canvas');
    const rect = await canvas.boundingBox();
    if (!rect) throw new Error('/explore: the map canvas is not on screen');
    const box = { x: rect.x, y: rect.y, w: rect.width, h: rect.height };
    await canvas.focus();

    /** No spots request in flight and no map mark for a second (e.g. the first view's refetch). */
    const quiet = async () => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const sinceMark = await page.evaluate(() => {
          const marks = performance.getEntriesByType('mark');
          return performance.now() - (marks.at(-1)?.startTime ?? 0);
        });
        if (inFlight === 0 && Date.now() - lastActivity > 1000 && sinceMark > 1000) return;
        if (Date.now() > deadline) throw new Error('/explore: the map did not go quiet in 30 s');
        await page.waitForTimeout(200);
      }
    };

    const results: MapMove[] = [];
    for (const move of MOVES) {
      await quiet();
      const before = await page.evaluate(() => performance.now());
      await perform(page, move, box);
      const times = await page
        .waitForFunction(
          ({ since, moveEnd, drawn, api }): MoveTimes | null => {
            const ends = performance.getEntriesByName(moveEnd).filter((e) => e.startTime > since);
            const end = ends.at(-1);
            if (!end) return null;
            // The spots request sent for the new view, answered.
            const request = performance
              .getEntriesByType('resource')
              .find((e) => e.startTime > end.startTime && new URL(e.name).pathname === api) as
              { startTime: number; responseEnd: number } | undefined;
            if (!request || request.responseEnd === 0) return null;
            const first = performance
              .getEntriesByName(drawn)
              .find((e) => e.startTime > request.responseEnd) as
              { startTime: number; detail: unknown } | undefined;
            if (!first) return null;
            return {
              end: end.startTime,
              request: request.startTime,
              response: request.responseEnd,
              drawn: first.startTime,
              features: (first.detail as { features?: number } | null)?.features ?? -1,
            };
          },
          { since: before, moveEnd: MOVE_END_MARK, drawn: SPOTS_DRAWN_MARK, api: SPOT_MAP_API },
          { timeout: 15_000, polling: 50 },
        )
        .then((h) => h.jsonValue())
        .catch(() => null);
      if (!times) throw new Error(`/explore: no new spots drawn within 15 s after "${move.label}"`);
      const settled = await page
        .waitForFunction(
          ({ since, name }) =>
            performance.getEntriesByName(name).find((e) => e.startTime > since)?.startTime ?? null,
          { since: times.drawn, name: SPOTS_SETTLED_MARK },
          { timeout: 5_000, polling: 50 },
        )
        .then((h) => h.jsonValue())
        .catch(() => null);
      const ms = (t: number) => Math.round(t - times.end);
      results.push({
        move: move.label,
        drawnMs: ms(times.drawn),
        settledMs: settled === null ? null : ms(settled),
        requestMs: ms(times.request),
        responseMs: ms(times.response),
        features: times.features,
      });
    }
    return results;
  } finally {
    await context.close();
  }
}

export function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Lighthouse's mobile screen (412×823 at 1.75×): a warm-up load asks for the same images. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/**
 * Loads each page once, unmeasured, as Lighthouse's phone will (steady state, as bench:api
 * measures after its warm-up): what a server does once after it starts (its first render of a
 * page, a picture's first encoding) is not what a visitor of a running site waits for.
 */
export async function warmUp(browser: Browser, baseUrl: string, paths: string[]): Promise<void> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    }
  } finally {
    await context.close();
  }
}
