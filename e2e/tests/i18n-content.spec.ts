/*
 * The whole interface in the visitor's language (decision 0014): in German and Japanese, at
 * desktop and phone sizes, no screen shows English product text outside what is marked as English
 * (lang="en"), or as not for translation (translate="no", postal addresses). The text of each screen is read against the English catalog and against our
 * stored English texts (seed data).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, DESKTOP_ONLY } from '../fixtures.ts';
import {
  englishFragments,
  spotNames,
  storedEnglish,
  tagLabel,
  translatedName,
} from './i18n-content-helpers.ts';
import { message } from './i18n-helpers.ts';

// Maps draw in software here, and each screen is visited whole: the usual time, twice over.
test.describe.configure({ timeout: 120_000 });

/** Every text of the page that is not marked as English, whitespace folded. */
async function unmarkedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      // Postal addresses are the data's own, not ours to translate (marked translate="no").
      if (parent.closest('[translate="no"]')) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      if (lang.startsWith('en')) continue;
      parts.push(walker.currentNode.textContent ?? '');
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fails with the English the page shows unmarked: catalog messages and stored texts. */
async function expectNoEnglish(page: Page, code: 'de' | 'ja') {
  const text = await unmarkedText(page);
  const catalog = englishFragments(code).filter((f) => text.includes(f.text));
  expect(catalog, 'English catalog messages').toEqual([]);
  // A region's English name inside a spot's name is the spot's name, not an untranslated one.
  const withoutSpotNames = spotNames().reduce((t, name) => t.split(name).join(' '), text);
  const stored = storedEnglish(code).filter((s) => {
    const within = s.what.endsWith(' name') ? withoutSpotNames : text;
    return s.whole
      ? new RegExp(`(^|[^\\p{L}])${escapeRegExp(s.text)}([^\\p{L}]|$)`, 'u').test(within)
      : within.includes(s.text);
  });
  expect(stored, 'stored English texts').toEqual([]);
}

/** Once the page has its data: nothing loading, the network quiet. */
async function settled(page: Page) {
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The header's search box: in the header on desktop, behind its Search button on a phone. */
async function openSearch(page: Page, code: 'de' | 'ja'): Promise<Locator> {
  const name = message(code, 'search.label');
  const field = page.getByRole('banner').getByRole('combobox', { name });
  if (await field.isVisible()) return field;
  await page
    .getByRole('banner')
    .getByRole('button', { name: message(code, 'search.open') })
    .click();
  return page.getByRole('dialog').getByRole('combobox', { name });
}

/**
 * The English words the search box's lines once showed on every page (kinds, the site type,
 * the country), leaving out those the language writes alike (German "Region").
 */
function englishSearchWords(code: 'de' | 'ja'): string[] {
  const ids = [
    'vocab.siteType.wreck',
    'search.kind.diveCenter',
    'search.kind.region',
    'search.kind.country',
  ];
  const words = ids
    .filter((id) => message('en-US', id) !== message(code, id))
    .map((id) => message('en-US', id));
  return [...words, 'Egypt'];
}

/** Sharm el-Sheikh and Ras Mohammed, the spots of the northern Red Sea and their species. */
const RED_SEA_VIEW = 'n=28.5&e=35&s=24.5&w=32.5&zoom=7';

for (const code of ['de', 'ja'] as const) {
  // German once, at the desktop size: the check is of the words, not the layout. Japanese at
  // both sizes (its lines break differently on a phone).
  test.describe(
    `in ${code === 'de' ? 'German' : 'Japanese'}`,
    code === 'de' ? DESKTOP_ONLY : {},
    () => {
      test.use({ locale: code === 'de' ? 'de-DE' : 'ja-JP' });

      test('the home page and its popular destinations', async ({ page }) => {
        await page.goto(`/?lang=${code}`);
        // The destinations and trending spots load as the diver scrolls towards them.
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(
          page.getByText(message(code, 'destinations.place.maldives.tagline')),
        ).toBeVisible();
        await expect(
          page.locator('section[aria-labelledby="home-trending"] ul[aria-busy="false"]'),
        ).toHaveCount(1);
        await settled(page);
        await expectNoEnglish(page, code);
        await expectNoAxeViolations(page);
      });

      for (const path of ['/about', '/become-host']) {
        test(`the information page ${path}`, async ({ page }) => {
          await page.goto(`${path}?lang=${code}`);
          await settled(page);
          await expect(page.locator('main [lang="en"]')).toHaveCount(0);
          await expectNoEnglish(page, code);
        });
      }

      test('the 404 page and its destinations', async ({ page, allowConsoleErrors }) => {
        // The browser reports the page's own 404 status.
        allowConsoleErrors(/status of 404 \(Not Found\) \(http:[^)]*\/no-such-page-anywhere/);
        const res = await page.goto(`/no-such-page-anywhere?lang=${code}`);
        expect(res?.status()).toBe(404);
        await expect(
          page.getByText(message(code, 'destinations.place.raja-ampat.tagline')),
        ).toBeVisible();
        await settled(page);
        await expectNoEnglish(page, code);
      });

      test('a spot page: description, tags, place and species', async ({ page }) => {
        await page.goto(`/spots/ss-thistlegorm?lang=${code}`);
        await expect(page.getByRole('heading', { level: 1, name: 'SS Thistlegorm' })).toBeVisible();
        await settled(page);
        const tags = page.getByRole('list', { name: message(code, 'spots.about.highlights') });
        await expect(tags.getByRole('listitem')).toHaveText(
          ['wreck', 'ww2', 'penetration'].map((t) => tagLabel(code, t)),
        );
        // The place names the country in the page's language, as the breadcrumb does.
        const country = code === 'de' ? 'Ägypten' : 'エジプト';
        const place = `${translatedName(code, 'regions', 'strait-of-gubal-wrecks')}, ${country}`;
        await expect(page.getByText(place, { exact: true }).first()).toBeVisible();
        await expectNoEnglish(page, code);
        await expectNoAxeViolations(page);
      });

      test('a region page', async ({ page }) => {
        await page.goto(`/locations/regions/egypt/sharm-el-sheikh-ras-mohammed?lang=${code}`);
        await settled(page);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Sharm el-Sheikh and/);
        await expectNoEnglish(page, code);
      });

      test('a species page', async ({ page }) => {
        await page.goto(`/marine-life/whale-shark?lang=${code}`);
        await expect(
          page.getByRole('heading', { level: 1, name: code === 'de' ? 'Walhai' : 'ジンベエザメ' }),
        ).toBeVisible();
        await settled(page);
        await expectNoEnglish(page, code);
      });

      test('the explore list, with the marine-life filter', async ({ page }) => {
        await page.goto(
          `/explore?${RED_SEA_VIEW}&sealife=grey-reef-shark,masked-butterflyfish&lang=${code}`,
        );
        const list = page.getByRole('list', { name: message(code, 'explore.list.inView') });
        await expect(list.getByRole('article').first()).toBeVisible();
        await settled(page);
        await expectNoEnglish(page, code);
      });

      test("the header search: kinds, site types and places in the page's language", async ({
        page,
      }) => {
        await page.goto(`/about?lang=${code}`);
        await settled(page);
        const field = await openSearch(page, code);
        const egypt = code === 'de' ? 'Ägypten' : 'エジプト';
        const line = (kind: string, place: string) =>
          message(code, 'search.details.kindPlace', { kind, place });
        const gubal = translatedName(code, 'regions', 'strait-of-gubal-wrecks');
        const sharm = translatedName(code, 'regions', 'sharm-el-sheikh-ras-mohammed');
        // German writes Dahab as English does; Japanese in katakana.
        const dahab = code === 'ja' ? translatedName(code, 'regions', 'dahab') : 'Dahab';
        const wanted: [text: string, title: string, details: string][] = [
          [
            'thistlegorm',
            'SS Thistlegorm',
            line(message(code, 'vocab.siteType.wreck'), `${gubal}, ${egypt}`),
          ],
          [
            'desert divers',
            'Desert Divers',
            line(message(code, 'search.kind.diveCenter'), `${dahab}, ${egypt}`),
          ],
          ['sharm', sharm, line(message(code, 'search.kind.region'), egypt)],
          ['egypt', egypt, message(code, 'search.kind.country')],
        ];
        const list = page.getByRole('listbox', { name: message(code, 'search.suggestions') });
        for (const [text, title, details] of wanted) {
          await field.fill('');
          await field.pressSequentially(text);
          await expect(
            list.getByRole('option').filter({ hasText: `${title}${details}` }),
          ).toHaveCount(1);
          // What the options say, leaving out what is marked as English (none is expected).
          const shown = await list.evaluate((el) =>
            [...el.querySelectorAll('[role="option"]')]
              .map((option) => {
                const copy = option.cloneNode(true) as Element;
                copy.querySelectorAll('[lang^="en"]').forEach((e) => e.remove());
                return copy.textContent ?? '';
              })
              .join(' | '),
          );
          for (const word of englishSearchWords(code)) expect(shown, text).not.toContain(word);
        }
        await expectNoAxeViolations(page);
      });

      test('the marine-life guide', async ({ page }) => {
        await page.goto(`/marine-life?lang=${code}`);
        await expect(page.getByRole('article').first()).toBeVisible();
        await settled(page);
        await expectNoEnglish(page, code);
      });

      test('an article, which says in the page’s language that it is in English', async ({
        page,
      }) => {
        await page.goto(`/blog/whale-shark-season-by-region?lang=${code}`);
        await expect(
          page.getByText(
            message(code, 'articles.writtenIn', {
              language: new Intl.DisplayNames([code], { type: 'language' }).of('en'),
            }),
          ),
        ).toBeVisible();
        await settled(page);
        await expect(page.locator('.article-body')).toHaveAttribute('lang', 'en');
        await expectNoEnglish(page, code);
      });
    },
  );
}
