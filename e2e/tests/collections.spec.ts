import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DESKTOP_ONLY,
  expect,
  expectNoAxeViolations,
  registerAccount,
  seedSession,
  test,
  uniqueEmail,
  type Authenticated,
} from '../fixtures.ts';

/** A dive spot of the seeded data, as the public API gives it. */
interface Spot {
  objectId: number;
  name: string;
  latitude: number;
  longitude: number;
}

interface Folder {
  objectId: number;
  slug: string;
  name: string;
}

/** Popular spots with distinct names: the lists' items. */
async function spots(request: APIRequestContext, count: number): Promise<Spot[]> {
  const res = await request.get('/api/spot/popular');
  expect(res.ok()).toBe(true);
  const { content } = (await res.json()) as { content: Spot[] };
  const distinct = content.filter((s, i) => content.findIndex((o) => o.name === s.name) === i);
  expect(distinct.length).toBeGreaterThanOrEqual(count);
  return distinct.slice(0, count);
}

/** A new account, signed in through the API. */
async function newDiver(request: APIRequestContext, firstName: string) {
  const auth = await registerAccount(request, {
    email: uniqueEmail('lists'),
    password: 'reef-safe-42',
    firstName,
    lastName: 'Diver',
  });
  if (!auth) throw new Error('registration failed');
  return auth;
}

/** The diver's list `name` holding `items`, made through the API. */
async function makeList(
  request: APIRequestContext,
  auth: Authenticated,
  name: string,
  items: Spot[],
  privacy: 'PRIVATE' | 'PUBLIC' = 'PRIVATE',
): Promise<Folder> {
  const headers = { Authorization: `Bearer ${auth.accessToken}` };
  const made = await request.post('/api/bookmarks/folders', { headers, data: { name, privacy } });
  expect(made.status()).toBe(201);
  const folder = (await made.json()) as Folder;
  for (const spot of items) {
    const added = await request.post(`/api/bookmarks/folders/${folder.objectId}/items`, {
      headers,
      data: { objectId: spot.objectId, type: 'DIVE_SPOT' },
    });
    expect(added.ok()).toBe(true);
  }
  return folder;
}

/**
 * A private list's page comes with a 404 to anyone (its head never reveals the list, see
 * lists.head.ts), and its API answer is a 404 to anyone but its owner.
 */
const PRIVATE_LIST_404 =
  /status of 404 \(Not Found\) \(http:\/\/[^)]+\/(collections|api\/bookmarks\/folders\/slug)\/[\w-]+(\/view(\?lang=[\w-]+)?)?\)$/;

/** The names of the list page's dive spots, top to bottom. */
const spotNames = (page: Page) =>
  page
    .getByRole('region', { name: /^Dive spots/ })
    .getByRole('heading', { level: 3 })
    .allTextContents();

test.describe('collections', () => {
  test(
    'a spot saved from its page to a new list, in /collections, made public, seen signed out with its map, exported as GPX and deleted',
    DESKTOP_ONLY,
    async ({ page, context, browser }) => {
      const auth = await newDiver(context.request, 'Coral');
      const [spot] = await spots(context.request, 1);
      await seedSession(context, auth);

      // Saved from the spot's page to a new list: the button then reads 'Saved'.
      await page.goto(`/spot/${spot!.objectId}`);
      const save = page.getByRole('main').getByRole('button', { name: /^Saved?$/ });
      await expect(save).toHaveText('Save');
      await save.click();
      const saveDialog = page.getByRole('dialog', { name: 'Save to a list' });
      await saveDialog.getByRole('button', { name: 'New list' }).click();
      await saveDialog.getByLabel('List name').fill('Dream wrecks');
      await saveDialog.getByRole('button', { name: 'Create' }).click();
      await expect(saveDialog.getByRole('checkbox', { name: /^Dream wrecks/ })).toBeChecked();
      await saveDialog.getByRole('button', { name: 'Done' }).click();
      await expect(save).toHaveText('Saved');

      await page.goto('/collections');
      const card = page.getByRole('article', { name: 'Dream wrecks' });
      await expect(card.getByText('1 item')).toBeVisible();
      await expect(card.getByText('Private')).toBeVisible();
      await expect(
        page.getByRole('article', { name: 'Favorites' }).getByText('Default list'),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // Rename it and make it public.
      await card.getByRole('button', { name: 'Edit “Dream wrecks”' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit list' });
      await dialog.getByLabel('Name').fill('Red Sea 2027');
      await dialog.getByLabel('Description (optional)').fill('Wrecks for the May trip.');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog).toBeHidden();
      const renamed = page.getByRole('article', { name: 'Red Sea 2027' });
      await renamed.getByRole('button', { name: 'Make public' }).click();
      await expect(renamed.getByText('Public', { exact: true })).toBeVisible();

      // Its page, with the spot.
      await renamed.getByRole('link', { name: 'Red Sea 2027' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Red Sea 2027' })).toBeVisible();
      await expect(page.getByRole('link', { name: spot!.name })).toBeVisible();
      await expect(page).toHaveTitle('Red Sea 2027 · DiveSpot');
      const link = page.url();

      // Signed out, in a fresh browser: the list, its spot and the map.
      const visitor = await browser.newContext();
      const guest = await visitor.newPage();
      await guest.goto(link);
      await guest.waitForSelector('html[data-app-ready]', { state: 'attached' });
      await expect(guest.getByRole('heading', { level: 1, name: 'Red Sea 2027' })).toBeVisible();
      await expect(guest.getByText('Wrecks for the May trip.')).toBeVisible();
      await expect(guest.getByRole('link', { name: spot!.name })).toBeVisible();
      await expect(
        guest.getByRole('region', { name: 'Map of the list’s dive spots and dive centers' }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(guest.getByText('Dive spots in view: 1')).toBeAttached({ timeout: 20_000 });
      await expect(guest.getByRole('button', { name: /Move/ })).toHaveCount(0);
      await expectNoAxeViolations(guest);

      // The GPX export holds the spot's coordinates.
      const [download] = await Promise.all([
        guest.waitForEvent('download'),
        guest.getByRole('button', { name: 'Export GPX' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^red-sea-2027-\w+\.gpx$/);
      const gpx = readFileSync(await download.path(), 'utf8');
      expect(gpx).toContain(`<wpt lat="${spot!.latitude}" lon="${spot!.longitude}">`);
      expect(gpx).toContain(spot!.name);
      await visitor.close();

      // Delete it: Undo brings it back, then the deletion goes through after the toast.
      await page.goto('/collections');
      await page.getByRole('button', { name: 'Delete “Red Sea 2027”' }).click();
      await expect(page.getByRole('article', { name: 'Red Sea 2027' })).toHaveCount(0);
      await expect(page.getByText('Deleted “Red Sea 2027”.')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByRole('article', { name: 'Red Sea 2027' })).toBeVisible();

      const deleted = page.waitForResponse(
        (r) => r.request().method() === 'DELETE' && /\/api\/bookmarks\/folders\/\d+$/.test(r.url()),
      );
      await page.getByRole('button', { name: 'Delete “Red Sea 2027”' }).click();
      expect((await deleted).status()).toBe(204);
      await expect(page.getByText('Deleted “Red Sea 2027”.')).toBeHidden();
      await page.reload();
      // Only the empty default list is left: the page invites to explore.
      await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Red Sea 2027' })).toHaveCount(0);
      const gone = await page.request.get(
        new URL(link).pathname.replace('/collections/', '/api/bookmarks/folders/slug/'),
      );
      expect(gone.status()).toBe(404);
    },
  );

  test(
    "a private list: 'Sign In Required' signed out, 'List not found' for another diver",
    DESKTOP_ONLY,
    async ({ page, context, browser, allowConsoleErrors }) => {
      allowConsoleErrors(PRIVATE_LIST_404);
      const owner = await newDiver(context.request, 'Perla');
      const folder = await makeList(
        context.request,
        owner,
        'Secret caves',
        await spots(context.request, 1),
      );

      await page.goto(`/collections/${folder.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
      await expect(page.getByText('Secret caves')).toHaveCount(0);
      await expectNoAxeViolations(page);

      const other = await browser.newContext();
      await seedSession(other, await newDiver(other.request, 'Otto'));
      const stranger = await other.newPage();
      await stranger.goto(`/collections/${folder.slug}`);
      await expect(
        stranger.getByRole('heading', { level: 1, name: 'List not found' }),
      ).toBeVisible();
      await expect(stranger.getByText('Secret caves')).toHaveCount(0);
      await expectNoAxeViolations(stranger);
      await other.close();
    },
  );

  test('reordering by keyboard lasts after a reload', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    // The app shows a private list to its owner, though its document came with a 404.
    allowConsoleErrors(PRIVATE_LIST_404);
    const auth = await newDiver(context.request, 'Kai');
    const [a, b, c] = await spots(context.request, 3);
    const folder = await makeList(context.request, auth, 'Weekend dives', [a!, b!, c!]);
    await seedSession(context, auth);

    await page.goto(`/collections/${folder.slug}`);
    await expect.poll(() => spotNames(page)).toEqual([a!.name, b!.name, c!.name]);
    await expectNoAxeViolations(page);

    const moved = page.waitForResponse((r) => r.url().endsWith('/items/position'));
    await page.getByRole('button', { name: `Move “${c!.name}” up` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => spotNames(page)).toEqual([a!.name, c!.name, b!.name]);
    await expect(page.getByText(`“${c!.name}” is now number 2 of 3.`)).toBeAttached();
    await expect(page.getByRole('button', { name: `Move “${c!.name}” up` })).toBeFocused();
    expect((await moved).ok()).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => spotNames(page)).toEqual([c!.name, a!.name, b!.name]);
    // At the top, 'up' is disabled and focus moves to 'down'.
    await expect(page.getByRole('button', { name: `Move “${c!.name}” down` })).toBeFocused();
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/bookmarks/folders/slug/${folder.slug}/view`, {
          headers: { Authorization: `Bearer ${auth.accessToken}` },
        });
        return ((await res.json()) as { entries: { name: string }[] }).entries.map((e) => e.name);
      })
      .toEqual([c!.name, a!.name, b!.name]);

    await page.reload();
    await expect.poll(() => spotNames(page)).toEqual([c!.name, a!.name, b!.name]);
  });

  test('@phone both pages fit 390 px without sideways scrolling', async ({ page, context }) => {
    const auth = await newDiver(context.request, 'Maximiliana');
    const items = await spots(context.request, 2);
    const folder = await makeList(
      context.request,
      auth,
      'A rather long list name for the reefs of the Caribbean and the Red Sea',
      items,
      'PUBLIC',
    );
    await seedSession(context, auth);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );

    await page.goto('/collections');
    await expect(page.getByRole('article')).toHaveCount(2);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.goto(`/collections/${folder.slug}`);
    await expect(page.getByRole('link', { name: items[1]!.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
