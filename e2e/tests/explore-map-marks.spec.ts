import type { Page } from '@playwright/test';
import { SPOT_FETCH_DEBOUNCE_MS } from '@divespot/shared/explore-url';
import { expect, test } from '../fixtures.ts';
import { RED_SEA } from './explore-helpers.ts';

interface Mark {
  name: string;
  startTime: number;
  /** How many spots and clusters the answer drawn held (the map may group some of them). */
  answered: number | null;
}

/** The map's performance marks (User Timing), oldest first. */
function marks(page: Page): Promise<Mark[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((m) => m.name.startsWith('map:'))
      .map((m) => ({
        name: m.name,
        startTime: m.startTime,
        answered: ((m as PerformanceMark).detail as { answered?: number } | null)?.answered ?? null,
      })),
  );
}

test.describe('explore map performance marks @desktop', () => {
  test("a move's end, then its new spots drawn and the map settled, in that order", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const answers: { at: number; features: number }[] = [];
    // Spots requests sent and not yet answered (or failed).
    let inFlight = 0;
    const isSpotMap = (url: string) => new URL(url).pathname === '/api/spot/map';
    page.on('request', (req) => void (isSpotMap(req.url()) && inFlight++));
    const done = (req: { url: () => string }) => void (isSpotMap(req.url()) && inFlight--);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', async (res) => {
      if (new URL(res.url()).pathname !== '/api/spot/map' || !res.ok()) return;
      const body = (await res.json()) as { spots: unknown[]; clusters: unknown[] };
      answers.push({ at: Date.now(), features: body.spots.length + body.clusters.length });
    });
    await page.goto(`/explore?${RED_SEA}`);
    // The first view's spots: drawn, with the count the API answered.
    await expect
      .poll(async () => (await marks(page)).some((m) => m.name === 'map:spots-drawn'), {
        timeout: 30_000,
      })
      .toBe(true);
    // Quiet: the view the map fitted (wider or taller than the URL's) has been fetched, drawn
    // and settled, and no spots request is still out (on a loaded machine one can answer late).
    await expect.poll(() => answers.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expect
      .poll(
        async () => {
          const ms = await marks(page);
          const last = ms.at(-1);
          const now = await page.evaluate(() => performance.now());
          return (
            inFlight === 0 && last?.name === 'map:spots-settled' && now - last.startTime > 1000
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const before = (await marks(page)).length;
    const answersBefore = answers.length;

    await page.locator('.maplibregl-canvas').focus();
    await page.keyboard.press('ArrowRight');

    // A late 'settled' of the previous view (a tile finishing on a busy machine) may come just
    // before the move; it belongs to that view, so the move's marks start at its 'moveend'.
    const ofMove = async () => {
      const after = (await marks(page)).slice(before);
      const start = after.findIndex((m) => m.name !== 'map:spots-settled');
      return start === -1 ? [] : after.slice(start);
    };
    await expect
      .poll(async () => (await ofMove()).map((m) => m.name), { timeout: 20_000 })
      .toEqual(['map:moveend', 'map:spots-drawn', 'map:spots-settled']);
    const [end, drawn, settled] = (await ofMove()) as [Mark, Mark, Mark];
    // Drawn after the spot-fetch debounce (docs/product/limits.md: 300 ms), which counts from the move's end as
    // the map-move debounce (200 ms, for the URL) does.
    expect(drawn.startTime - end.startTime).toBeGreaterThanOrEqual(SPOT_FETCH_DEBOUNCE_MS);
    expect(settled.startTime).toBeGreaterThanOrEqual(drawn.startTime);
    // What was drawn is the answer to the request the move made.
    expect(answers.length).toBe(answersBefore + 1);
    expect(drawn.answered).toBe(answers.at(-1)?.features);
  });
});
