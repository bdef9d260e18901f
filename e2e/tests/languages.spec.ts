import { expect, expectNoAxeViolations, test, DESKTOP_ONLY } from '../fixtures.ts';
import { LANGUAGES, message } from './i18n-helpers.ts';

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

  test('a language picked before the page is live is applied once it is', async ({ page }) => {
    // The app's script is held back, as on a slow or busy device, until the diver has picked.
    const html = await (await page.request.get('/about')).text();
    // The page starts its script after the first paint (see the after-paint note in the HTML).
    const note = /<script type="application\/json" id="after-paint">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    const entry = note ? (JSON.parse(note) as { script: string }).script : undefined;
    if (!entry) throw new Error('No app script named in the page');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${entry}`, async (route) => {
      await held;
      await route.continue();
    });
    // The fixture's goto resolves once the app is live, so it is awaited after the release.
    const loading = page.goto('/about', { waitUntil: 'commit' });
    try {
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
      // Nothing can act on it yet.
      expect(await page.locator('html[data-app-ready]').count()).toBe(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    } finally {
      release();
    }
    await loading;
    const footer = page.getByRole('contentinfo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      footer.getByRole('heading', { name: message('de', 'footer.company') }),
    ).toBeVisible();
    await expect(
      footer.getByRole('combobox', { name: message('de', 'footer.language') }),
    ).toHaveValue('de');
    await expect(page).toHaveTitle(`${message('de', 'page.about.title')} · DiveSpot`);
    expect(await page.evaluate(() => localStorage.getItem('divespot-language'))).toBe('de');
    await expectNoAxeViolations(page);
  });

  test('the language a link carries is remembered for the next page', async ({ page }) => {
    await page.goto('/about?lang=ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle(`${message('ja', 'page.contact.title')} · DiveSpot`);
  });
});

/** Julian Rocks (seed data): 5–24 m, beginner. */
const SPOT = '/spots/julian-rocks-byron-bay';
/** The northern Red Sea has no spot for experts: filtered explore shows its empty state. */
const EMPTY_EXPLORE = '/explore?level=expert&n=28.5&e=35&s=24.5&w=32.5&zoom=7';

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

// Each language in turn, on a desktop and a 390 px phone: the whole interface follows the footer's
// choice at once, and the choice outlives a reload. Every expectation is the catalog's text.
test.describe('switching the language', () => {
  for (const [label, code] of LANGUAGES.slice(1)) {
    // On a phone (its menu is the drawer): the longest words (German) and Japanese; the words
    // of the others are checked at the desktop size.
    const once = ['de', 'ja'].includes(code) ? {} : DESKTOP_ONLY;
    test(
      `${label}: header, menu, footer, spot page, login, explore`,
      once,
      async ({ page, isMobile }) => {
        const t = (id: string, values?: Record<string, unknown>) => message(code, id, values);
        await page.goto(SPOT);
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('combobox').first().selectOption({ label });
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(footer.getByRole('heading', { name: t('footer.company') })).toBeVisible();

        // The spot page: its sections and facts; the description stays as stored, in English.
        const main = page.getByRole('main');
        const facts = main.getByRole('region', { name: t('spots.facts.title') });
        await expect(facts).toContainText(t('spots.facts.depth'));
        await expect(facts).toContainText(t('vocab.level.beginner'));
        await expect(main.getByRole('heading', { name: t('spots.season.title') })).toBeVisible();
        await expectNoAxeViolations(page);

        // Header, then the menu on phones, then the login modal from either.
        const banner = page.getByRole('banner');
        if (isMobile) {
          await banner.getByRole('button', { name: t('menu.open') }).click();
          const drawer = page.getByRole('dialog', { name: t('menu.title') });
          await expect(drawer.getByRole('button', { name: t('drawer.resources') })).toBeVisible();
          // The menu offers the language and units too (explore has no footer).
          await expect(drawer.getByRole('combobox', { name: t('footer.language') })).toHaveValue(
            code,
          );
          await drawer.getByRole('button', { name: t('drawer.account') }).click();
          await drawer.getByRole('button', { name: t('auth.signIn') }).click();
        } else {
          await expect(
            banner.getByRole('link', { name: t('nav.explore'), exact: true }),
          ).toBeVisible();
          await banner.getByRole('button', { name: t('auth.signIn') }).click();
        }
        const login = page.getByRole('dialog', { name: t('auth.modal.loginTitle') });
        await expect(login).toBeVisible();
        await expect(login.getByText(t('auth.login.forgotPassword'))).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(login).toBeHidden();

        // Explore: the chips, the filter dialog's button and the empty state.
        await page.goto(EMPTY_EXPLORE);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.getByText(t('explore.empty.filteredTitle'))).toBeVisible();
        await expect(
          page.getByRole('button', { name: exactly(t('explore.filter.activityTypes')) }),
        ).toBeVisible();
        await page.getByRole('button', { name: exactly(t('explore.filters.title')) }).click();
        const dialog = page.getByRole('dialog', { name: t('explore.filters.title') });
        await expect(
          dialog.getByRole('button', { name: t('explore.filters.showPlaces', { count: 0 }) }),
        ).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expectNoAxeViolations(page);

        // A reload keeps the language.
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.getByText(t('explore.empty.filteredTitle'))).toBeVisible();
        await expect(page).toHaveTitle(`${t('page.explore.title')} · DiveSpot`);
      },
    );
  }
});

// Units are their own choice: an imperial diver reads feet and °F everywhere, while every URL
// and API call stays in metres.
test.describe('imperial units', () => {
  test('a spot in feet and °F, the explore depth filter in feet, the URL in metres', async ({
    page,
  }) => {
    const t = (id: string, values?: Record<string, unknown>) => message('en-US', id, values);
    await page.goto(SPOT);
    const units = page.getByRole('contentinfo').getByRole('combobox', { name: t('footer.units') });
    await units.selectOption('imperial');
    const main = page.getByRole('main');
    const facts = main.getByRole('region', { name: t('spots.facts.title') });
    await expect(facts).toContainText('16–79 ft');
    await expect(facts).not.toContainText(' m');
    await expect(main.getByText(t('spots.season.legend', { unit: '°F' }))).toBeVisible();

    await page.goto('/explore?depth.max=18&n=28.5&e=35&s=24.5&w=32.5&zoom=7');
    await expect(page.getByRole('button', { name: /^Depth 0–59 ft/ })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('depth.max')).toBe('18');
    await expectNoAxeViolations(page);

    // Back to metric: metres again, nothing else changed.
    await page.goto(SPOT);
    await page
      .getByRole('contentinfo')
      .getByRole('combobox', { name: t('footer.units') })
      .selectOption('metric');
    await expect(
      page.getByRole('main').getByRole('region', { name: t('spots.facts.title') }),
    ).toContainText('5–24 m');
  });
});
