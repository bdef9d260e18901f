import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, TEST_ADMIN, test } from '../fixtures.ts';

/** docs/product/screens.md Layout: sections of the mobile drawer and links each one reveals. */
const SECTIONS = [
  { name: 'Explore', links: ['Nearby dive spots', 'Marine life guides'] },
  { name: 'Resources', links: ['Blog & Articles', 'Diving Tools'] },
  { name: 'Saved', links: ['My Collections'] },
  { name: 'Account', links: [] as string[] },
] as const;

function menuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Open menu' });
}

async function openDrawer(page: Page): Promise<Locator> {
  await menuButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

function sectionToggle(drawer: Locator, name: string): Locator {
  return drawer.getByRole('button', { name, exact: true });
}

// The drawer is the phone navigation: this file runs in the phone project only (@phone).
test.describe('mobile drawer', { tag: '@phone' }, () => {
  test('hamburger opens the drawer; sections expand and collapse', async ({ page }) => {
    await page.goto('/');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    const drawer = await openDrawer(page);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    for (const section of SECTIONS) {
      const toggle = sectionToggle(drawer, section.name);
      await expect(toggle).toBeVisible();
      const initially = await toggle.getAttribute('aria-expanded');
      expect(initially === 'true' || initially === 'false').toBe(true);
      if (initially === 'true') {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
      for (const link of section.links) {
        await expect(drawer.getByRole('link', { name: link })).toBeHidden();
      }
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const link of section.links) {
        await expect(drawer.getByRole('link', { name: link })).toBeVisible();
      }
      if (section.name === 'Account') {
        await expect(drawer.getByRole('button', { name: 'Sign In' })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      for (const link of section.links) {
        await expect(drawer.getByRole('link', { name: link })).toBeHidden();
      }
    }
  });

  test('Escape closes the drawer and returns focus to the menu button', async ({ page }) => {
    await page.goto('/about');
    const drawer = await openDrawer(page);
    // Focus moves into the dialog while it is open.
    await expect
      .poll(() => drawer.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
  });

  test('keyboard only: open, expand Resources, follow a link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = menuButton(page);
    for (
      let i = 0;
      i < 20 && !(await button.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();

    const resources = sectionToggle(drawer, 'Resources');
    for (
      let i = 0;
      i < 20 && !(await resources.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(resources).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');

    const target = drawer.getByRole('link', { name: 'Blog & Articles' });
    const href = await target.getAttribute('href');
    expect(href).toBeTruthy();
    await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new URL(href!, page.url()).href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Account section of a signed-in user offers Profile and Sign Out', async ({
    page,
    context,
  }) => {
    await signIn(context, { admin: true });
    await page.goto('/');
    const drawer = await openDrawer(page);
    await sectionToggle(drawer, 'Account').click();
    await expect(drawer.getByText(TEST_ADMIN.username)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(drawer.getByRole('link', { name: 'Admin Console' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('main').getByText(TEST_ADMIN.username)).toBeVisible();
    await expectNoAxeViolations(page);

    // Sign Out from the drawer.
    await menuButton(page).click();
    await sectionToggle(drawer, 'Account').click();
    await drawer.getByRole('button', { name: 'Sign Out' }).click();
    await expect(drawer).toBeHidden();
    await menuButton(page).click();
    await sectionToggle(drawer, 'Account').click();
    await expect(drawer.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('Sign In in the drawer opens the login dialog', async ({ page }) => {
    await page.goto('/');
    const drawer = await openDrawer(page);
    await sectionToggle(drawer, 'Account').click();
    await drawer.getByRole('button', { name: 'Sign In' }).click();
    await expect(drawer).toBeHidden();
    const login = page
      .getByRole('dialog')
      .filter({ hasNot: page.getByRole('heading', { name: 'Menu' }) });
    await expect(login).toBeVisible();
    await expect(login.getByRole('heading', { level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
  });
});
