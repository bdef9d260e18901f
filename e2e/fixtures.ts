import { AxeBuilder } from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { closeSync, existsSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailboxDir, registrationCode } from './mailbox.ts';
import { TEST_ADMIN, TEST_USER } from './test-users.ts';

export { expect };

/** The persisted zustand auth store of the web app (docs/product/entities.md user session). */
export const AUTH_STORE_KEY = 'auth-store';

export { TEST_ADMIN, TEST_USER };

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * For tests of routing, answers and wording that do not depend on the layout: they run at the
 * desktop size only. Every screen is still visited at 390 px by the other tests.
 */
export const DESKTOP_ONLY = { tag: '@desktop' };

/** The answer of sign-in and registration (docs/product/api.md). */
export interface Authenticated {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  username: string;
  firstName: string;
  lastName: string;
  roles: string[];
  imageLink: string | null;
}

/** Signs in through the API; null for wrong credentials. */
export async function authenticate(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<Authenticated | null> {
  const res = await request.post('/api/authenticate', { data: { username, password } });
  if (res.status() === 401) return null;
  if (!res.ok())
    throw new Error(`Sign-in of ${username} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Authenticated;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const octet = () => 1 + Math.floor(Math.random() * 254);

/**
 * Creates an account through the real registration: the code is mailed to the run's SMTP
 * mailbox and read from there. Null when the address already has an account.
 */
export async function registerAccount(
  request: APIRequestContext,
  account: NewAccount,
): Promise<Authenticated | null> {
  // A client address of the account's own: the per-address limits (20 codes an hour) are the
  // server's to keep against real clients, not against a test run that makes many accounts.
  const headers = { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` };
  const sent = await request.get(
    `/api/account/sendRegistrationToken?email=${encodeURIComponent(account.email)}`,
    { headers },
  );
  if (sent.status() === 409) return null;
  if (!sent.ok()) throw new Error(`Sending the code failed: ${sent.status()} ${await sent.text()}`);
  const token = await registrationCode(account.email);
  const res = await request.post('/api/account/register', {
    headers,
    data: {
      emailAddress: account.email,
      password: account.password,
      firstName: account.firstName,
      lastName: account.lastName,
      emailConsent: false,
      token,
    },
  });
  if (res.status() === 409) return null;
  if (!res.ok()) throw new Error(`Registration failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Authenticated;
}

/** An address no other test uses, for accounts a test changes. */
export function uniqueEmail(prefix = 'diver'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Puts a session into the context's storage as the app keeps it after a sign-in (tokens in their
 * local entries, the user in the persisted auth store), before any page script runs. Seeded once
 * per tab (flag in sessionStorage), so a sign-out in the UI survives reloads.
 */
export async function seedSession(context: BrowserContext, auth: Authenticated): Promise<void> {
  const user = {
    username: auth.username,
    firstName: auth.firstName,
    lastName: auth.lastName,
    roles: auth.roles,
    ...(auth.imageLink ? { imageLink: auth.imageLink } : {}),
  };
  const entries: [string, string][] = [
    [AUTH_STORE_KEY, JSON.stringify({ state: { user, isAuthenticated: true }, version: 0 })],
    ['accessToken', auth.accessToken],
    ['refreshToken', auth.refreshToken],
    ['tokenExpiry', String(auth.expiresAt)],
  ];
  await context.addInitScript((seed) => {
    // about:blank and opaque-origin frames have no storage; only the app's pages matter.
    if (!window.location.protocol.startsWith('http')) return;
    try {
      const flag = 'e2e-auth-seeded';
      if (window.sessionStorage.getItem(flag) !== null) return;
      window.sessionStorage.setItem(flag, '1');
      for (const [key, value] of seed) window.localStorage.setItem(key, value);
    } catch {
      // Storage denied in this frame: nothing to seed.
    }
  }, entries);
}

/**
 * TEST_USER signed in. The first caller of the run registers the account (holding a lock file,
 * so parallel workers do not send competing codes); the others wait for it and then sign in.
 * No sign-in attempt is wasted, so the server's per-account sign-in limit is not reached.
 */
async function testUserSession(request: APIRequestContext): Promise<Authenticated | null> {
  const done = join(mailboxDir(), '..', 'test-user.done');
  const lock = join(mailboxDir(), '..', 'test-user.lock');
  let holder = false;
  try {
    closeSync(openSync(lock, 'wx'));
    holder = true;
  } catch {
    // Another worker registers the account.
  }
  if (holder) {
    const auth = await registerAccount(request, {
      email: TEST_USER.username,
      password: TEST_USER.password,
      firstName: TEST_USER.firstName,
      lastName: TEST_USER.lastName,
    });
    writeFileSync(done, 'registered');
    if (auth) return auth;
  }
  const deadline = Date.now() + 30_000;
  while (!existsSync(done) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return authenticate(request, TEST_USER.username, TEST_USER.password);
}

/**
 * Signs the browser context in for real as TEST_USER or, with `admin`, as the admin made with
 * `npm run user:create-admin`'s script before the server starts (playwright.config.ts).
 */
export async function signIn(
  context: BrowserContext,
  options: { admin?: boolean } = {},
): Promise<void> {
  const auth = options.admin
    ? await authenticate(context.request, TEST_ADMIN.username, TEST_ADMIN.password)
    : await testUserSession(context.request);
  if (!auth) throw new Error('Cannot sign in the test account');
  await seedSession(context, auth);
}

/** URLs already checked by axe per page, so the automatic check after a test does not repeat. */
const checkedUrls = new WeakMap<Page, Set<string>>();

/**
 * Whether this test scans with axe. A scan costs 1 to 2.5 s of a core here, and over a third of a
 * page test's time; most tests run the same screens at both sizes. So in `npm test` (CI's time) the
 * phone size scans in the tests written for it (tagged @phone: the drawer, sheets, bottom cards,
 * the phone's explore), and every other test scans at the desktop size; the full run
 * (`E2E_FULL=1`, `npm run test:e2e:full`) scans every test at both sizes.
 */
function scansAtThisSize(): boolean {
  if (process.env.E2E_FULL === '1') return true;
  const info = base.info();
  return info.project.name !== 'phone' || info.tags.includes('@phone');
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is now and fails listing every violation
 * with its rule id, help text and target selectors. Call it on every page and state a test visits.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { disableRules?: string[]; include?: string } = {},
): Promise<void> {
  if (!scansAtThisSize()) return;
  // Legacy mode runs axe.run() in the page itself. The default mode runs axe per frame and then
  // merges the results in a new blank page of the context, which costs three to ten times as
  // long here (measured 3.5–13.6 s against 1–2.5 s a scan); the app draws no iframes, so the
  // results are the same. Only violations are serialized back.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] }) // replaces the options: before withTags
    .withTags(AXE_TAGS);
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
    // What the page's Content Security Policy blocks is an error too, even when the code that
    // tried it caught the failure.
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(
          `CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
        ),
      ),
    );
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
