import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';

/** Label, code, and the footer's 'Company' heading and 'Skip to content' link in it. */
const LANGUAGES = [
  ['English (US)', 'en-US', 'Company', 'Skip to content'],
  ['Español', 'es', 'Empresa', 'Saltar al contenido'],
  ['Français', 'fr', 'Entreprise', 'Aller au contenu'],
  ['Deutsch', 'de', 'Unternehmen', 'Zum Inhalt springen'],
  ['Português', 'pt-BR', 'Empresa', 'Pular para o conteúdo'],
  ['日本語', 'ja', '会社情報', '本文へスキップ'],
] as const;

function header(page: Page): Locator {
  return page.getByRole('banner');
}

function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

/** Presses Tab until the element has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses`);
}

test.describe('app shell', () => {
  test('header shows Explore, Map and Sign In when signed out', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = header(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'DiveSpot home' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Map', exact: true })).toHaveAttribute(
      'href',
      '/explore?hideMenu=true',
    );
    if (isMobile) {
      // Below 768 px Explore and Sign In live in the drawer; the header keeps Map and the menu.
      await expect(bar.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Explore', exact: true })).toBeHidden();
    } else {
      await expect(bar.getByRole('link', { name: 'Explore', exact: true })).toHaveAttribute(
        'href',
        '/explore',
      );
      await expect(bar.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Open menu' })).toBeHidden();
    }
    await expectNoAxeViolations(page);
  });

  test('header stays on screen while scrolling (sticky)', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = await header(page).boundingBox();
    expect(box, 'header has a box').not.toBeNull();
    expect(box!.y).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
  });

  // Phones reach the account links through the drawer (drawer.spec), so these are @desktop.
  test(
    'signed-in user menu lists Profile, Collections and Sign Out',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await signIn(context);
      await page.goto('/');
      const bar = header(page);
      const menuButton = bar.getByRole('button', { name: /account menu/i });
      await expect(menuButton).toContainText('Ada');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
      await expect(bar.getByRole('link', { name: 'Collections' })).toHaveAttribute(
        'href',
        '/collections',
      );
      await expect(bar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Admin Console' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Escape closes the menu and returns focus to its button.
      await page.keyboard.press('Escape');
      await expect(bar.getByRole('link', { name: 'Profile' })).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await bar.getByRole('button', { name: 'Sign Out' }).click();
      await expect(bar.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await page.reload();
      await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    },
  );

  test('admin user menu has Admin Console', { tag: '@desktop' }, async ({ page, context }) => {
    await signIn(context, { admin: true });
    await page.goto('/');
    const bar = header(page);
    await bar.getByRole('button', { name: /account menu/i }).click();
    const admin = bar.getByRole('link', { name: 'Admin Console' });
    await expect(admin).toBeVisible();
    await expectNoAxeViolations(page);
    await admin.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to (main )?content/i });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    const main = page.getByRole('main');
    await expect
      .poll(() =>
        main.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  test('footer language selector lists six languages, switches the texts and sets <html lang>', async ({
    page,
  }) => {
    await page.goto('/');
    const select = footer(page).getByRole('combobox', { name: 'Language' });
    await expect(select).toBeVisible();
    await expect(select.getByRole('option')).toHaveText(LANGUAGES.map(([label]) => label));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    for (const [label, code, company, skip] of LANGUAGES.slice(1)) {
      // The select's own label changes with the language: find it by its place.
      await footer(page).getByRole('combobox').first().selectOption({ label });
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(footer(page).getByRole('heading', { name: company })).toBeVisible();
      await expect(page.getByRole('link', { name: skip })).toBeAttached();
    }
    // The choice survives a reload.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(footer(page).getByRole('combobox', { name: '言語' })).toHaveValue('ja');
    await expect(footer(page).getByRole('heading', { name: '会社情報' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('keyboard: Tab reaches header and footer controls, Enter follows a link', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = header(page);
    if (isMobile) {
      await tabTo(page, bar.getByRole('link', { name: 'Map', exact: true }));
      await tabTo(page, bar.getByRole('button', { name: 'Open menu' }));
    } else {
      await tabTo(page, bar.getByRole('link', { name: 'Explore', exact: true }));
      await tabTo(page, bar.getByRole('button', { name: 'Sign In' }));
    }
    await tabTo(page, footer(page).getByRole('combobox', { name: /language/i }), 200);

    // Enter on a focused footer link navigates client-side.
    await page.goto('/');
    const about = footer(page).getByRole('link', { name: 'About', exact: true });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // On phones Sign In is in the drawer (drawer.spec).
  test(
    'Enter on Sign In opens the login dialog, Escape closes it',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/');
      const signInButton = header(page).getByRole('button', { name: 'Sign In' });
      await signInButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(signInButton).toBeFocused();
    },
  );

  test('footer is shown on content pages and hidden on /admin', async ({ page, context }) => {
    await page.goto('/about');
    await expect(footer(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Admin Access Required' }),
    ).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await signIn(context, { admin: true });
    const adminPage = await context.newPage();
    await adminPage.goto('/admin');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
    await expect(footer(adminPage)).toHaveCount(0);
    await expectNoAxeViolations(adminPage);
  });
});
