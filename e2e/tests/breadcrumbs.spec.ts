import { expect, test } from '../fixtures.ts';
import { message } from './i18n-helpers.ts';
import { textLines } from './text-lines.ts';

/** Every kind of page with a breadcrumb trail, with its trail's name (a catalog id). */
const PAGES = [
  ['/tools/mod-calculator', 'tools.breadcrumb'],
  ['/tools/sac-calculator', 'tools.breadcrumb'],
  ['/tools/ead-calculator', 'tools.breadcrumb'],
  ['/tools/freediving-calculator', 'tools.breadcrumb'],
  ['/spots/julian-rocks-byron-bay', 'spots.hero.breadcrumb'],
  ['/marine-life/whale-shark', 'marineLife.hero.breadcrumb'],
  ['/dive-centers/camel-dive-club-sharm', 'diveCenters.hero.breadcrumb'],
  ['/locations/countries/egypt', 'locations.breadcrumbs.label'],
  ['/locations/regions/egypt/brothers-islands', 'locations.breadcrumbs.label'],
] as const;

// German and Japanese have the longest and the least breakable words: a trail wraps between
// its crumbs, never inside one ("Tauch-/Tools"), and only the current page may be shortened.
for (const code of ['de', 'ja']) {
  test(`breadcrumbs in ${code} keep every name on one line`, async ({ page }) => {
    for (const [path, name] of PAGES) {
      await page.goto(`${path}?lang=${code}`);
      const trail = page.getByRole('navigation', { name: message(code, name) });
      const crumbs = trail.getByRole('listitem');
      await expect(crumbs.first()).toBeVisible();
      const count = await crumbs.count();
      expect(count, path).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        const crumb = crumbs.nth(i);
        expect(await textLines(crumb), `${path}, crumb ${i + 1}`).toHaveLength(1);
        if (i < count - 1) {
          // A link's name is shown whole.
          const cut = await crumb
            .getByRole('link')
            .evaluate((link) => link.scrollWidth > link.clientWidth);
          expect(cut, `${path}, crumb ${i + 1} is cut`).toBe(false);
        }
      }
    }
    if (code === 'de') {
      await page.goto('/tools/mod-calculator?lang=de');
      const trail = page.getByRole('navigation', { name: message('de', 'tools.breadcrumb') });
      await expect(trail.getByRole('link', { name: 'Tauch-Tools' })).toBeVisible();
    }
  });
}
