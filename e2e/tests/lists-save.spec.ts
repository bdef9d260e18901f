import type { BrowserContext, Locator, Page } from '@playwright/test';
import { SAVE_SHEET_CLOSE_DRAG_PX } from '@divespot/shared/bookmarks';
import {
  authenticate,
  expect,
  expectNoAxeViolations,
  registerAccount,
  seedSession,
  test,
  uniqueEmail,
  type NewAccount,
} from '../fixtures.ts';
import { RED_SEA, SALEM_EXPRESS, cards, mapReady, pinPosition } from './explore-helpers.ts';

// Explore draws a WebGL map in software (no GPU here): these tests get twice the usual time.
test.describe.configure({ timeout: 60_000 });

const SPOT_PAGE = `/spots/${SALEM_EXPRESS.id}`;
const PASSWORD = 'lists-save-password';

/** A new account of this test's own, so no test sees another's lists. */
async function freshAccount(context: BrowserContext): Promise<NewAccount> {
  const account = {
    email: uniqueEmail('saver'),
    password: PASSWORD,
    firstName: 'Sal',
    lastName: 'Saver',
  };
  const auth = await registerAccount(context.request, account);
  if (!auth) throw new Error('The new account exists already');
  return account;
}

/** A fresh account, signed in in the browser. */
async function signedIn(context: BrowserContext): Promise<void> {
  const account = await freshAccount(context);
  const auth = await authenticate(context.request, account.email, account.password);
  if (!auth) throw new Error('The new account cannot sign in');
  await seedSession(context, auth);
}

const saveDialog = (page: Page) => page.getByRole('dialog', { name: 'Save to a list' });
const listBox = (dialog: Locator, name: string) =>
  dialog.getByRole('checkbox', { name: new RegExp(`^${name}`) });
/** The spot page's Save button. */
const pageSave = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Saved?$/ });

test.describe('saving to lists', () => {
  test('@phone on explore, the bottom card saves to a list in a sheet that a drag down closes', async ({
    page,
    context,
  }) => {
    await signedIn(context);
    await page.goto(`/explore?${RED_SEA}`);
    await page.getByRole('button', { name: 'Show map' }).click();
    await mapReady(page);
    const { x, y } = await pinPosition(page, SALEM_EXPRESS.lat, SALEM_EXPRESS.lng);
    await page.touchscreen.tap(x, y);
    const card = page.getByRole('article', { name: SALEM_EXPRESS.name });
    const bookmark = card.getByRole('button', { name: `Save ${SALEM_EXPRESS.name}` });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();

    const sheet = saveDialog(page);
    await expect(sheet).toBeVisible();
    const saved = listBox(sheet, 'Favorites');
    await saved.check();
    await expect(saved).toBeChecked();
    await expect(
      card.getByRole('button', { name: `Saved: ${SALEM_EXPRESS.name}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    // Along the bottom edge of the screen.
    const sheetBox = (await page.getByTestId('save-sheet').boundingBox())!;
    expect(Math.round(sheetBox.y + sheetBox.height)).toBe(page.viewportSize()!.height);
    expect(sheetBox.width).toBe(page.viewportSize()!.width);

    const handle = (await page.getByTestId('save-sheet-handle').boundingBox())!;
    const grab = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    // A short drag snaps back.
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x, grab.y + 60, { steps: 6 });
    await page.mouse.up();
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('save-sheet')).not.toHaveAttribute('style', /translateY/);
    // Past 120 px closes it.
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x, grab.y + SAVE_SHEET_CLOSE_DRAG_PX + 40, { steps: 8 });
    await page.mouse.up();
    await expect(sheet).toBeHidden();
    await expect(card.getByRole('button', { name: `Saved: ${SALEM_EXPRESS.name}` })).toBeFocused();
  });

  test('@desktop the map popup saves its spot, and Escape closes the dialog before the popup', async ({
    page,
    context,
  }) => {
    await signedIn(context);
    await page.goto(`/explore?${RED_SEA}`);
    await mapReady(page);
    const { x, y } = await pinPosition(page, SALEM_EXPRESS.lat, SALEM_EXPRESS.lng);
    await page.mouse.click(x, y);
    const popup = page.getByRole('dialog', { name: SALEM_EXPRESS.name });
    const save = popup.getByRole('button', { name: `Save ${SALEM_EXPRESS.name}` });
    await save.click();
    const dialog = saveDialog(page);
    await listBox(dialog, 'Favorites').check();
    await expect(listBox(dialog, 'Favorites')).toBeChecked();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: `Saved: ${SALEM_EXPRESS.name}` })).toBeFocused();
    // The list's card for the same spot reads 'Saved' too.
    await expect(
      cards(page)
        .filter({ hasText: SALEM_EXPRESS.name })
        .getByRole('button', { name: `Saved: ${SALEM_EXPRESS.name}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('a guest is asked to sign in, and lands back with the dialog open', async ({
    page,
    context,
  }) => {
    const account = await freshAccount(context);
    await page.goto(SPOT_PAGE);
    await pageSave(page).click();
    const login = page.getByRole('dialog', { name: 'Sign in to DiveSpot' });
    await expect(login).toBeVisible();
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(login).toBeHidden();
    const dialog = saveDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(SALEM_EXPRESS.name);
    await expect(listBox(dialog, 'Favorites')).not.toBeChecked();
    await expectNoAxeViolations(page);
  });

  test('a guest signing in with Google comes back to the page with the dialog open', async ({
    page,
  }) => {
    await page.goto(SPOT_PAGE);
    await pageSave(page).click();
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.pathname === SPOT_PAGE);
    await expect(saveDialog(page)).toBeVisible();
  });

  test("a refused change says 'Failed to update list' and leaves the list as it was", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/500 \(Internal Server Error\)/);
    await signedIn(context);
    await page.route('**/api/bookmarks/folders/*/items', (route) =>
      route.fulfill({
        status: 500,
        json: { status: 500, code: 'INTERNAL', message: 'Something went wrong on our side' },
      }),
    );
    await page.goto(SPOT_PAGE);
    await pageSave(page).click();
    const dialog = saveDialog(page);
    const saved = listBox(dialog, 'Favorites');
    await expect(saved).not.toBeChecked();
    await saved.click();
    const alert = dialog.getByRole('alert').filter({ hasText: 'Failed to update list' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Something went wrong on our side');
    await expect(saved).not.toBeChecked();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(pageSave(page)).toHaveText('Save');
  });

  test("a spot saved from its page to a new list reads 'Saved', there and after a reload", async ({
    page,
    context,
  }) => {
    await signedIn(context);
    await page.goto(SPOT_PAGE);
    await expect(pageSave(page)).toHaveAttribute('aria-pressed', 'false');
    await pageSave(page).click();
    const dialog = saveDialog(page);
    await expect(listBox(dialog, 'Favorites')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'New list' }).click();
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await dialog.getByLabel('List name').fill('   ');
    await expect(create).toBeDisabled();
    await dialog.getByLabel('List name').fill('Red Sea wrecks');
    await create.click();
    const wrecks = listBox(dialog, 'Red Sea wrecks');
    await expect(wrecks).toBeChecked();
    await expect(wrecks).toHaveAccessibleName(/1 item/);
    await expect(wrecks).toHaveAccessibleName(/Private/);
    await expect(listBox(dialog, 'Favorites')).not.toBeChecked();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(pageSave(page)).toHaveText('Saved');
    await expect(pageSave(page)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(pageSave(page)).toHaveText('Saved');
  });

  test('saving works by keyboard alone, and focus comes back to Save', async ({
    page,
    context,
  }) => {
    await signedIn(context);
    await page.goto(SPOT_PAGE);
    const save = pageSave(page);
    await save.focus();
    await page.keyboard.press('Enter');
    const dialog = saveDialog(page);
    await expect(dialog).toBeVisible();
    const saved = listBox(dialog, 'Favorites');
    await expect(saved).toBeVisible();
    // From the close button, Tab reaches the first list.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(saved).toBeFocused();
    await page.keyboard.press('Space');
    await expect(saved).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'Added to Favorites' })).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(save).toBeFocused();
    await expect(save).toHaveText('Saved');
  });
});
