import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

/** docs/product/README.md home page: hero slideshow, search, destinations, tiles, trending, stats, hosts. */

const CAPTIONS = [
  'Coral reefs: find scuba spots',
  'Wrecks: find wreck dives',
  'Walls and drop-offs: find freediving spots',
  'Cenotes and caves: find cave dives',
  'Kelp forests: find snorkelling spots',
];

const hero = (page: Page) => page.getByRole('region', { name: 'Kinds of diving' });
const caption = (page: Page, n: number) => hero(page).getByRole('link', { name: CAPTIONS[n] });

/** Opens the home page with the clock under the test's control once the app runs. */
async function openWithClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor();
  // Pausing must name a time still ahead of the page's clock, which runs meanwhile: on a
  // loaded machine the round trip can outlast the margin, so read the time again and retry.
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    const paused = await page.clock.pauseAt(now + 100).then(
      () => true,
      (error: Error) => {
        if (!/fast-forward to the past/.test(error.message)) throw error;
        return false;
      },
    );
    if (paused) break;
  }
  // The pointer rests outside the hero (hovering holds it).
  await page.mouse.move(1, 1);
}

interface SpotCardData {
  name: string;
  depth: { maxDepth: number | null };
  activityTypes: { name: string }[];
}

test.describe('home page', () => {
  test('the hero advances every 5 s, stops when paused and plays again', async ({ page }) => {
    await openWithClock(page);
    await expect(caption(page, 0)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(caption(page, 1)).toBeVisible();

    await hero(page).getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(20_000);
    await expect(caption(page, 1)).toBeVisible();

    await hero(page).getByRole('button', { name: 'Play the slideshow' }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(5000);
    await expect(caption(page, 2)).toBeVisible();
    // Previous and next go by hand; the caption opens explore with that kind of diving.
    await hero(page).getByRole('button', { name: 'Previous picture' }).click();
    await expect(caption(page, 1)).toBeVisible();
    // axe runs on the page's timers.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await caption(page, 1).click();
    await expect(page).toHaveURL(/\/explore\?.*wreck/);
  });

  test('with reduced motion the hero stays still until play is pressed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithClock(page);
    await expect(hero(page).getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(caption(page, 0)).toBeVisible();
    await page.clock.resume();
  });

  test('the first picture is in the raw HTML, sized and fetched first', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // React writes the attributes camel-cased (srcSet, fetchPriority): HTML ignores case.
    const img = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(img).toMatch(/srcset="\/api\/image\/hero\/1\?width=640 640w/i);
    expect(img).toMatch(/width="1920"/);
    expect(img).toMatch(/height="960"/);
    expect(html).toContain('type="image/avif"');
    const picture = await request.get('/api/image/hero/1?width=960&format=avif');
    expect(picture.headers()['content-type']).toBe('image/avif');
  });

  test('each activity tile opens explore with its activity', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Find your kind of diving' }).getByRole('link');
    await expect(tiles).toHaveCount(8);
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      ['scuba', 'freedive', 'snorkel', 'wreck', 'cave', 'night', 'drift', 'technical'].map(
        (a) => `/explore?activity=${a}`,
      ),
    );
    await tiles.filter({ hasText: 'Night diving' }).click();
    await expect(page).toHaveURL(/\/explore\?.*night/);
    await expect(page.getByRole('button', { name: /Night diving/ }).first()).toBeVisible();
  });

  test('trending shows six spot cards by the card rules', async ({ page, request }) => {
    const api = (await (await request.get('/api/spot/popular?limit=6')).json()) as {
      content: SpotCardData[];
    };
    expect(api.content).toHaveLength(6);
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    const section = page.getByRole('region', { name: 'Trending dive spots' });
    const cards = section.getByRole('listitem').filter({ has: page.getByRole('link') });
    await expect(cards).toHaveCount(6);
    for (const [i, spot] of api.content.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('link', { name: spot.name, exact: true })).toBeVisible();
      const max = spot.depth.maxDepth;
      if (max !== null && max > 30) await expect(card).toContainText(`${max} m max`);
      else await expect(card).not.toContainText('m max');
      const more = spot.activityTypes.length - 3;
      const tags = card.getByRole('list', { name: 'Activities' }).getByRole('listitem');
      await expect(tags).toHaveCount(Math.min(spot.activityTypes.length, 3) + (more > 0 ? 1 : 0));
      if (more > 0) await expect(tags.last()).toHaveText(`+${more} more`);
    }
    await expect(page.getByRole('region', { name: 'Popular destinations' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('statistics, divers’ stories and the call to hosts', async ({ page, request }) => {
    const counted = (await (await request.get('/api/statistics')).json()) as Record<
      'spots' | 'countries' | 'species' | 'diveCenters',
      number
    >;
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    const stats = page.getByRole('region', { name: 'DiveSpot in numbers' });
    await expect(stats.getByRole('listitem')).toHaveText([
      `${counted.spots.toLocaleString('en-US')} dive spots`,
      `${counted.countries.toLocaleString('en-US')} countries`,
      `${counted.species.toLocaleString('en-US')} species`,
      `${counted.diveCenters.toLocaleString('en-US')} dive centers`,
    ]);
    await expect(stats).not.toContainText(/divers|dives|\+/);
    await page
      .getByRole('region', { name: 'Run a dive center?' })
      .getByRole('link', { name: 'Become a host' })
      .click();
    await expect(page).toHaveURL(/\/become-host$/);
  });
});
