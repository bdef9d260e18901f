import {
  authenticate,
  expect,
  expectNoAxeViolations,
  TEST_ADMIN,
  test,
  DESKTOP_ONLY,
} from '../fixtures.ts';

/** docs/product/screens.md /blog and /blog/{slug}: the team's articles, in the product and in the raw HTML. */

interface ArticleCard {
  slug: string;
  title: string;
  tags: string[];
}

const SLUG = 'choosing-nitrox';

test.describe('articles', () => {
  test('/blog lists the published articles and filters them by topic', async ({
    page,
    request,
  }) => {
    const api = (await (await request.get('/api/articles?size=50')).json()) as {
      content: ArticleCard[];
    };
    expect(api.content.length).toBeGreaterThanOrEqual(10);
    await page.goto('/blog');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Articles for divers' }),
    ).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(Math.min(api.content.length, 12));
    for (const [i, article] of api.content.slice(0, 12).entries()) {
      await expect(cards.nth(i).getByRole('link', { name: article.title })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Safety', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?tag=safety$/);
    const safety = api.content.filter((a) => a.tags.includes('safety'));
    await expect(cards).toHaveCount(safety.length);
    await expect(page.getByRole('link', { name: 'Safety', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('an article shows its body, dates, contents and the records it links to', async ({
    page,
    request,
  }) => {
    const api = (await (await request.get(`/api/articles/${SLUG}`)).json()) as {
      publishedAt: string;
      updatedAt: string;
    };
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(iso),
      );
    // Its own dates: published, then changed on a later day.
    expect(api.updatedAt > api.publishedAt).toBe(true);
    await page.goto('/blog');
    await page.getByRole('link', { name: /^Choosing nitrox/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${SLUG}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Choosing nitrox');
    await expect(page.getByText('By DiveSpot team')).toContainText(
      `By DiveSpot team · ${day(api.publishedAt)} · Updated ${day(api.updatedAt)} ·`,
    );
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'Maximum operating depth' }).click();
    await expect(page).toHaveURL(/#maximum-operating-depth$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Maximum operating depth' }),
    ).toBeInViewport();
    const spots = page.getByRole('region', { name: 'Dive spots in this article' });
    await expect(spots.getByRole('link', { name: 'SS Thistlegorm' })).toBeVisible();
    await expectNoAxeViolations(page);
    await spots.getByRole('link', { name: 'SS Thistlegorm' }).click();
    await expect(page).toHaveURL(/\/spots\/ss-thistlegorm$/);
  });

  test(
    'the raw HTML holds the title, the body text and an Article JSON-LD',
    DESKTOP_ONLY,
    async ({ request }) => {
      const res = await request.get(`/blog/${SLUG}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('<title>Choosing nitrox — what EAN32 and EAN36 buy you');
      expect(html).toContain('Nitrox, or enriched air, is air with extra oxygen added');
      // Rendered by the server into the app's root, not only as text for readers without scripts.
      const root = html.replace(/<noscript>.*?<\/noscript>/gs, '');
      expect(root).toMatch(/<div id="root">.*Nitrox, or enriched air/s);
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
      const data = JSON.parse(ld) as Record<string, unknown>;
      expect(data['@type']).toBe('Article');
      expect(data.headline).toMatch(/^Choosing nitrox/);
      expect(data.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect((await request.get('/blog/no-such-article')).status()).toBe(404);
    },
  );

  test('the feed is Atom XML listing the articles', DESKTOP_ONLY, async ({ page, request }) => {
    const res = await request.get('/blog/feed.xml');
    expect(res.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    const xml = await res.text();
    await page.goto('/blog');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.localName,
        entries: doc.getElementsByTagName('entry').length,
      };
    }, xml);
    expect(parsed.error).toBe(0);
    expect(parsed.root).toBe('feed');
    expect(parsed.entries).toBeGreaterThanOrEqual(10);
  });

  test(
    'a <script> in an article is neither in the page nor run',
    DESKTOP_ONLY,
    async ({ page, request }) => {
      // The article is written by an admin through the API, as the admin console will.
      const admin = await authenticate(request, TEST_ADMIN.username, TEST_ADMIN.password);
      if (!admin) throw new Error('The run’s admin cannot sign in');
      const headers = { authorization: `Bearer ${admin.accessToken}` };
      const slug = `hostile-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
      const bodyMarkdown = [
        '## Before the dive',
        '',
        '<script>window.__articleScriptRan = true; alert("ran")</script>',
        '',
        'Check your <img src="x" onerror="window.__articleScriptRan = true"> gauges.',
      ].join('\n');
      const written = await request.put(`/api/admin/articles/${slug}`, {
        headers,
        data: {
          title: 'An article with a script in it',
          summary: 'Its body carries markup that must not reach readers.',
          bodyMarkdown,
          tags: ['safety'],
          author: 'DiveSpot team',
          status: 'published',
        },
      });
      expect(written.status(), await written.text()).toBe(200);
      try {
        const raw = await (await request.get(`/blog/${slug}`)).text();
        expect(raw).toContain('Check your');
        expect(raw).not.toMatch(/__articleScriptRan|alert\("ran"\)|onerror/);

        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await page.goto(`/blog/${slug}`);
        await expect(
          page.getByRole('heading', { level: 2, name: 'Before the dive' }),
        ).toBeVisible();
        await expect(page.getByText(/Check your\s+gauges/)).toBeVisible();
        expect(await page.locator('article script, article img').count()).toBe(0);
        expect(
          await page.evaluate(
            () => (window as { __articleScriptRan?: boolean }).__articleScriptRan,
          ),
        ).toBeUndefined();
        expect(dialogs).toEqual([]);
      } finally {
        await request.delete(`/api/admin/articles/${slug}`, { headers });
      }
    },
  );
});
