import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, DESKTOP_ONLY } from '../fixtures.ts';

/** Julian Rocks: sand tiger sharks June–October, zebra sharks December–February (seed data). */
const JULIAN_ROCKS = 'julian-rocks-byron-bay';

const inSeasonList = (page: Page, month: string) =>
  page.getByRole('region', {
    name: new RegExp(`^(In season now|Seen in ${month}) · \\d+ species`),
  });

test.describe('spot page', () => {
  test('shows the spot, and the month switcher changes the marine life shown', async ({ page }) => {
    await page.goto(`/spots/${JULIAN_ROCKS}`);
    await expect(page).toHaveTitle('Julian Rocks · DiveSpot');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Julian Rocks' })).toBeVisible();

    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Australia' })).toHaveAttribute(
      'href',
      '/locations/countries/australia',
    );
    await expect(crumbs.getByRole('link', { name: 'Byron Bay' })).toHaveAttribute(
      'href',
      /^\/locations\/regions\/australia\/byron-bay$/,
    );

    const facts = main.getByRole('region', { name: 'Key facts' });
    await expect(facts).toContainText('5–24 m');
    await expect(facts).toContainText('Beginner');
    await expect(main.getByRole('region', { name: 'When to dive' })).toContainText('Jun–Oct');
    await expect(main.getByRole('link', { name: 'Open in explore' })).toHaveAttribute(
      'href',
      /^\/explore\?n=-28\.\d+&e=153\.\d+&s=-28\.\d+&w=153\.\d+&zoom=11$/,
    );
    await expect(main.getByText(/Source: DiveSpot editorial team/)).toBeVisible();
    // Open-Meteo is unreachable from tests: the section says so calmly, with no console error.
    await expect(main.getByRole('region', { name: 'Sea conditions' })).toContainText(
      'Sea conditions are unavailable right now. Check again later.',
    );

    const sealife = main.getByRole('region', { name: 'Marine life seen here' });
    const months = sealife.getByRole('group', { name: 'Month' });
    await expect(months.getByRole('button', { pressed: true })).toHaveCount(1);

    await months.getByRole('button', { name: /^July/ }).click();
    await expect(months.getByRole('button', { name: /^July/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const july = inSeasonList(page, 'July');
    await expect(july.getByRole('link', { name: /Sand tiger shark/ })).toHaveAttribute(
      'href',
      '/marine-life/sand-tiger-shark',
    );
    await expect(july.getByRole('link', { name: /Zebra shark/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await months.getByRole('button', { name: /^January/ }).click();
    const january = inSeasonList(page, 'January');
    await expect(january.getByRole('link', { name: /Zebra shark/ })).toBeVisible();
    await expect(january.getByRole('link', { name: /Sand tiger shark/ })).toHaveCount(0);
    // Species out of season stay one tap away, with their months.
    await expect(
      sealife.getByRole('region', { name: 'At other times of the year' }).getByRole('link', {
        name: 'Sand tiger shark (Jun–Oct)',
      }),
    ).toBeVisible();

    await january.getByRole('link', { name: /Zebra shark/ }).click();
    await expect(page).toHaveURL(/\/marine-life\/zebra-shark$/);
  });

  test('lists nearby spots with distance and links to them', async ({ page }) => {
    await page.goto('/spots/ss-thistlegorm');
    const nearby = page.getByRole('region', { name: 'Nearby dive spots' });
    const first = nearby.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/spots\/[a-z0-9-]+$/);
    await expect(first).toContainText(/\d+\.\d km/);
    await expect(nearby.getByRole('link', { name: /SS Thistlegorm/ })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Dive centers nearby' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/dive-centers\/[a-z0-9-]+$/);
    await expectNoAxeViolations(page);

    const name = (await first.locator('span.font-semibold').first().textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: name.trim() })).toBeVisible();
  });

  test('plans a lake dive: the calculators open set for its depth, fresh water and altitude', async ({
    page,
  }) => {
    // Sweepstakes lies 7 m down at most in Lake Huron, whose surface is 176 m above sea level.
    await page.goto('/spots/sweepstakes-wreck-tobermory');
    const plan = page.getByRole('main').getByRole('region', { name: 'Plan this dive' });
    await expect(plan).toContainText(
      'The calculators open set for this spot: 7 m maximum depth in fresh water, 176 m above sea level.',
    );
    const set = 'depth=7&water=fresh&alt=176';
    for (const [name, path] of [
      ['MOD calculator', 'mod-calculator'],
      ['EAD calculator', 'ead-calculator'],
      ['Gas planning', 'sac-calculator'],
    ] as const) {
      await expect(plan.getByRole('link', { name })).toHaveAttribute(
        'href',
        `/tools/${path}?${set}`,
      );
    }
    // Nothing sticks out sideways on a phone.
    const box = await plan.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await expectNoAxeViolations(page);
  });

  test(
    'every URL form reaches the same page, and /spot/random lands on a spot',
    DESKTOP_ONLY,
    async ({ page, request }) => {
      const res = await request.get(`/api/spot/slug/${JULIAN_ROCKS}`);
      const { objectId } = (await res.json()) as { objectId: number };
      for (const path of [`/spots/${objectId}`, `/spot/${objectId}`, `/spot/id/${objectId}`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: 'Julian Rocks' })).toBeVisible();
        await expect(page).toHaveTitle('Julian Rocks · DiveSpot');
      }

      await page.goto('/spot/random');
      await expect(page).toHaveURL(/\/spots\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Key facts' })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test(
    'an unknown spot shows Page Not Found',
    DESKTOP_ONLY,
    async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404 \(Not Found\) \(http:[^)]*no-such-spot/);
      allowConsoleErrors(/status of 404 \(Not Found\) \(http:[^)]*\/spot\/(id\/)?999999999/);
      for (const path of ['/spots/no-such-spot', '/spot/999999999', '/spot/id/999999999']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    },
  );
});
