import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };

/** The persisted zustand auth store of the web app (SPEC §3 user session). */
export const AUTH_STORE_KEY = 'auth-store';

export const TEST_USER = {
  username: 'diver@example.com',
  firstName: 'Ada',
  lastName: 'Diver',
  roles: ['ROLE_USER'],
} as const;

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Signs the browser context in by seeding the persisted auth store before any page script runs.
 * It is seeded once per tab (flag in sessionStorage), so a sign-out in the UI survives reloads.
 */
export async function signIn(
  context: BrowserContext,
  options: { admin?: boolean } = {},
): Promise<void> {
  const roles = options.admin ? ['ROLE_USER', 'ROLE_ADMIN'] : [...TEST_USER.roles];
  const value = JSON.stringify({
    state: { user: { ...TEST_USER, roles }, isAuthenticated: true },
    version: 0,
  });
  await context.addInitScript(
    ([key, stored]) => {
      // about:blank and opaque-origin frames have no storage; only the app's pages matter.
      if (!window.location.protocol.startsWith('http')) return;
      try {
        const flag = 'e2e-auth-seeded';
        if (window.sessionStorage.getItem(flag) !== null) return;
        window.sessionStorage.setItem(flag, '1');
        window.localStorage.setItem(key, stored);
      } catch {
        // Storage denied in this frame: nothing to seed.
      }
    },
    [AUTH_STORE_KEY, value] as const,
  );
}

/** URLs already checked by axe per page, so the automatic check after a test does not repeat. */
const checkedUrls = new WeakMap<Page, Set<string>>();

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is now and fails listing every violation
 * with its rule id, help text and target selectors. Call it on every page and state a test visits.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { disableRules?: string[]; include?: string } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const urls = checkedUrls.get(page) ?? new Set<string>();
  urls.add(page.url());
  checkedUrls.set(page, urls);
  const report = violations
    .map((v) => {
      const targets = v.nodes
        .slice(0, 10)
        .map((n) => `      - ${n.target.join(' ')}`)
        .join('\n');
      return `  • ${v.id} [${v.impact ?? 'n/a'}]: ${v.help} (${v.helpUrl})\n${targets}`;
    })
    .join('\n');
  expect(violations, `Accessibility violations on ${page.url()}:\n${report}`).toEqual([]);
}

interface ConsoleWatch {
  /** Lets console errors / page errors matching the pattern pass, for errors a test provokes. */
  allowConsoleErrors: (pattern: RegExp) => void;
}

export const test = base.extend<ConsoleWatch & { consoleGuard: void; axeAfterTest: void }>({
  // Static pages arrive prerendered and look ready before the app runs; a user's click then does
  // nothing until it does. Every navigation waits for the app to mark itself ready, so tests act
  // on the live page.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const ready = () => page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
  // Collects console.error messages and uncaught page errors of every page in the context and
  // fails the test if any appears that the test did not declare as expected.
  allowConsoleErrors: async ({ context }, use, testInfo) => {
    const allowed: RegExp[] = [];
    const errors: string[] = [];
    context.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const where = msg.location().url ? ` (${msg.location().url})` : '';
      errors.push(`console.error: ${msg.text()}${where}`);
    });
    context.on('weberror', (err) => {
      errors.push(`page error: ${err.error().stack ?? err.error().message}`);
    });
    await use((pattern) => {
      allowed.push(pattern);
    });
    const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
    if (testInfo.status === testInfo.expectedStatus) {
      expect(unexpected, `Unexpected console errors:\n${unexpected.join('\n')}`).toEqual([]);
    } else if (unexpected.length > 0) {
      await testInfo.attach('console-errors', { body: unexpected.join('\n') });
    }
  },
  consoleGuard: [
    async ({ allowConsoleErrors }, use) => {
      void allowConsoleErrors; // instantiates the watcher for every test
      await use();
    },
    { auto: true },
  ],
  // Safety net: the page a test ends on gets an axe check unless the test already checked it.
  axeAfterTest: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      const url = page.url();
      if (!url.startsWith('http') || checkedUrls.get(page)?.has(url)) return;
      await expectNoAxeViolations(page);
    },
    { auto: true },
  ],
});
