import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { message } from './i18n-helpers.ts';

// The first HTML is already in the visitor's language: a crawler or a browser without
// JavaScript reads German, and the app adopts that HTML without repainting it.
test.describe('the language of the first HTML', () => {
  for (const path of ['/about', '/explore']) {
    test(`Accept-Language: de gets German in the raw HTML of ${path}`, async ({ request }) => {
      const res = await request.get(path, { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-language']).toBe('de');
      const html = await res.text();
      expect(html).toContain('<html lang="de">');
      const key = path === '/about' ? 'about' : 'explore';
      expect(html).toContain(`<title>${message('de', `page.${key}.title`)} · DiveSpot</title>`);
      // The prerendered page (header, footer and the page's own text) is German too.
      expect(html).toContain(message('de', 'nav.explore'));
      expect(html).not.toContain('>Skip to content<');
      expect(html).toContain(`>${message('de', 'layout.skipToContent')}<`);
    });
  }

  test('a link can carry the language; every language is declared as an alternate', async ({
    request,
  }) => {
    const html = await (await request.get('/about?lang=fr')).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/about\?lang=fr" \/>/);
    for (const code of ['x-default', 'en-US', 'es', 'fr', 'de', 'pt-BR', 'ja']) {
      expect(html).toContain(`hreflang="${code}"`);
    }
  });

  test('a German browser gets the German page, live without a repaint error', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/about');
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(`${message('de', 'page.about.title')} · DiveSpot`);
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('combobox', { name: message('de', 'footer.language') }),
    ).toHaveValue('de');
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('the language a link carries is remembered for the next page', async ({ page }) => {
    await page.goto('/about?lang=ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle(`${message('ja', 'page.contact.title')} · DiveSpot`);
  });
});
