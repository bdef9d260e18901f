import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

/** docs/product/screens.md information pages and the document titles the server must put in their raw HTML. */
const INFO_PAGES = [
  { path: '/about', title: 'About DiveSpot' },
  { path: '/jobs', title: 'Jobs at DiveSpot' },
  { path: '/press', title: 'Press and media' },
  { path: '/ambassadors', title: 'DiveSpot ambassadors' },
  { path: '/affiliates', title: 'Affiliate programme' },
  { path: '/contact', title: 'Contact DiveSpot' },
  { path: '/changelog', title: 'Changelog' },
  { path: '/become-host', title: 'List your dive center' },
] as const;

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (new RegExp(`\\b${attr}=["']${key}["']`, 'i').test(tag)) {
      const content = /\bcontent=(["'])(.*?)\1/i.exec(tag);
      return content ? decodeEntities(content[2] ?? '') : undefined;
    }
  }
  return undefined;
}

test.describe('information pages', () => {
  const descriptions = new Set<string>();

  for (const info of INFO_PAGES) {
    test(`${info.path} has its own head in the raw HTML and one h1`, async ({ page, request }) => {
      const expectedTitle = `${info.title} · DiveSpot`;

      // Raw HTML as a crawler or link preview sees it, before any script runs.
      const res = await request.get(info.path);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/text\/html/);
      const html = await res.text();
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/gi)].map((m) =>
        decodeEntities(m[1] ?? ''),
      );
      expect(titles).toEqual([expectedTitle]);
      const description = metaContent(html, 'name', 'description');
      expect(description, 'meta description').toBeTruthy();
      expect(description!.length).toBeGreaterThan(40);
      expect(descriptions.has(description!), 'description is unique per page').toBe(false);
      descriptions.add(description!);
      expect(metaContent(html, 'property', 'og:title')).toBe(expectedTitle);
      const canonical = (html.match(/<link\b[^>]*>/gi) ?? []).find((tag) =>
        /\brel=["']canonical["']/i.test(tag),
      );
      expect(canonical, 'canonical link').toMatch(new RegExp(`href=["'][^"']*${info.path}["']`));
      expect(html).toMatch(/<html[^>]*\blang=/);

      // The rendered page.
      const response = await page.goto(info.path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      await expect(page).toHaveTitle(expectedTitle);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('client-side navigation between info pages updates title and h1', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About DiveSpot · DiveSpot');
    const footer = page.getByRole('contentinfo');
    for (const [link, title] of [
      ['Jobs', 'Jobs at DiveSpot'],
      ['Press', 'Press and media'],
      ['Changelog', 'Changelog'],
    ] as const) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveTitle(`${title} · DiveSpot`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    }
  });
});
