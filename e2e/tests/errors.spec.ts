import { expect, expectNoAxeViolations, signIn, test, DESKTOP_ONLY } from '../fixtures.ts';

interface FeaturedDestination {
  name: string;
  slug: string;
}

test.describe('404 page', () => {
  test('unknown path answers HTTP 404 with the Page Not Found screen and its links', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    // A real 404 status makes Chromium log the document load as a console error.
    allowConsoleErrors(/status of 404 \(Not Found\) \(http:[^)]*\/nope\)/);
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);

    await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Explore dive spots' })).toHaveAttribute(
      'href',
      /^\/explore(\?|$)/,
    );
    await expect(main.getByRole('link', { name: 'Map-only view' })).toHaveAttribute(
      'href',
      '/explore?hideMenu=true',
    );
    await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      /^mailto:.+@.+/,
    );
    await expect(main.getByRole('link', { name: 'About DiveSpot' })).toHaveAttribute(
      'href',
      '/about',
    );

    // Three featured destinations from the API, each linking into explore.
    const api = await request.get('/api/destinations/featured');
    expect(api.status()).toBe(200);
    const { content } = (await api.json()) as { content: FeaturedDestination[] };
    expect(content.length).toBeGreaterThanOrEqual(3);
    for (const destination of content.slice(0, 3)) {
      const link = main.getByRole('link', { name: new RegExp(escapeRegExp(destination.name)) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', /^\/explore\?/);
    }
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('404 page links to About works client-side', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404 \(Not Found\) \(http:[^)]*\/spots-that-do-not-exist/);
    const res = await page.goto('/spots-that-do-not-exist/deep/path');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'About DiveSpot' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    'the 404 page is in the raw HTML, in the visitor’s language',
    DESKTOP_ONLY,
    async ({ request }) => {
      const res = await request.get('/no/such/page', { headers: { 'accept-language': 'de' } });
      expect(res.status()).toBe(404);
      expect(await res.text()).toMatch(/<div id="root">.*<h1[^>]*>Seite nicht gefunden<\/h1>/s);
    },
  );

  test('unknown API path answers a JSON 404', DESKTOP_ONLY, async ({ request }) => {
    const res = await request.get('/api/nope');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toMatch(/application\/json/);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(typeof body.message).toBe('string');
  });
});

test.describe('failed page chunk', () => {
  test('shows Loading Failed; Try Again reloads to a working page', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The aborted chunk request and the failed dynamic import are what this test provokes.
    allowConsoleErrors(/net::ERR_FAILED|Failed to load resource|dynamically imported module/i);

    const loaded = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') loaded.add(req.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // From now on every JS chunk the app has not loaded yet fails as on a flaky network.
    const alreadyLoaded = new Set(loaded);
    let aborted = 0;
    await page.route('**/assets/*.js', async (route) => {
      if (alreadyLoaded.has(route.request().url())) return route.continue();
      aborted++;
      return route.abort('failed');
    });

    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Loading Failed' })).toBeVisible();
    await expect(
      page.getByText("We couldn't load this page. This might be a temporary network issue."),
    ).toBeVisible();
    expect(aborted).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: /about/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Loading Failed' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('other errors', () => {
  test('a page that fails while loading shows Something went wrong; Refresh Page recovers', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Broken page module/);
    const loaded = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') loaded.add(req.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    // The next page's code arrives but throws when it runs, as a bug in a release would.
    const alreadyLoaded = new Set(loaded);
    await page.route('**/assets/*.js', async (route) => {
      if (alreadyLoaded.has(route.request().url())) return route.continue();
      return route.fulfill({
        contentType: 'text/javascript',
        body: "throw new Error('Broken page module');",
      });
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /about/i })).toBeVisible();
  });
});

test.describe('guards', () => {
  test("signed out, a single list shows 'Sign In Required'; Sign In to Continue opens sign-in", async ({
    page,
    allowConsoleErrors,
  }) => {
    // A list nobody may see (unknown, or someone's private one) is a 404, page and API alike.
    allowConsoleErrors(
      /status of 404 \(Not Found\).*\/(collections|api\/bookmarks\/folders\/slug)\//,
    );
    const res = await page.goto('/collections/dream-trips');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByText('Please sign in to access this page.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign In to Continue' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const [path, prompt] of [
    ['/collections', 'Sign In to View Collections'],
    ['/profile', 'Sign In to View Profile'],
    ['/admin', 'Admin Access Required'],
    ['/admin/users', 'Admin Access Required'],
  ] as const) {
    test(`signed out, ${path} shows '${prompt}'`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: prompt })).toBeVisible();
      await expect(page.getByRole('link', { name: /go (to )?home/i })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test(
    'signed-in non-admin sees Admin Access Required on /admin and /admin/x',
    DESKTOP_ONLY,
    async ({ page, context }) => {
      await signIn(context);
      for (const path of ['/admin', '/admin/x']) {
        await page.goto(path);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Admin Access Required' }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      }
    },
  );

  test('signed-in user sees the profile', DESKTOP_ONLY, async ({ page, context }) => {
    await signIn(context);
    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Sign In to View Profile' })).toHaveCount(0);
    await expect(main.getByText('diver@example.com')).toBeVisible();
    await expect(main.getByText(/Ada/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('signed-in user sees collections', DESKTOP_ONLY, async ({ page, context }) => {
    await signIn(context);
    await page.goto('/collections');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Sign In to View Collections' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('admin sees the Admin Console', DESKTOP_ONLY, async ({ page, context }) => {
    await signIn(context, { admin: true });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
