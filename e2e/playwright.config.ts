import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { googleIssuerUrl, startGoogleProvider } from './google-provider.ts';
import { startMailbox } from './mailbox.ts';
import { TEST_ADMIN } from './test-users.ts';

/**
 * E2E against the production build served by the real server (docs/conventions.md), in Debian's Chromium.
 *
 * The config file is evaluated by the runner and again by every worker. The runner picks the port
 * and the data directory once and hands them to the workers through the environment, so all
 * processes agree on the base URL and only one temporary directory is created.
 */
const repoRoot = resolve(import.meta.dirname, '..');
const webIndex = join(repoRoot, 'apps/web/dist/index.html');

if (!existsSync(webIndex)) {
  throw new Error(
    `E2E tests run against the production build, but ${webIndex} is missing.\n` +
      'Run `npm run build` first (`npm test` does it for you).',
  );
}

function pickFreePort(): string {
  // Synchronous because config files cannot await: a child process asks the OS for a free port.
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  const res = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  if (res.status !== 0 || !/^\d+$/.test(res.stdout)) return '4173';
  return res.stdout;
}

/**
 * One temporary root per run: `data/` is the server's fresh DATA_DIR and `web/` a snapshot of the
 * production build, so a `vite build` running elsewhere during the suite (it empties dist/) cannot
 * swap the chunks under the server, which reads index.html once at start-up.
 */
function snapshotBuild(target: string): void {
  for (let attempt = 1; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    cpSync(join(repoRoot, 'apps/web/dist'), target, { recursive: true });
    // A build finishing mid-copy leaves index.html pointing at files that were not copied.
    const html = existsSync(join(target, 'index.html'))
      ? readFileSync(join(target, 'index.html'), 'utf8')
      : '';
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    if (html && assets.every((a) => existsSync(join(target, a)))) return;
    if (attempt === 5) throw new Error('apps/web/dist is incomplete (a build is running?)');
    spawnSync('sleep', ['2']);
  }
}

if (!process.env.E2E_TMP_ROOT) {
  const root = mkdtempSync(join(tmpdir(), 'divespot-e2e-'));
  mkdirSync(join(root, 'data'));
  snapshotBuild(join(root, 'web'));
  process.env.E2E_TMP_ROOT = root;
  // The product's mails (registration codes, reset links) go to a real SMTP server of the run.
  process.env.E2E_SMTP_PORT = pickFreePort();
  startMailbox(Number(process.env.E2E_SMTP_PORT), join(root, 'mail'));
  // Google sign-in goes to a local OpenID Connect provider.
  process.env.E2E_OIDC_PORT = pickFreePort();
  startGoogleProvider(Number(process.env.E2E_OIDC_PORT));
  // Also covers runs that never reach global teardown (--list, a server that fails to start).
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
}
process.env.E2E_PORT ??= pickFreePort();
const tmpRoot = process.env.E2E_TMP_ROOT;
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalTeardown: './global-teardown.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  // `npm test` also asks for a JSON report, to print the closing test count.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : 'list',
  // Limits on waiting, not timing assertions: two workers drive two software-rendered Chromiums
  // (maps included) on the CI machine's two cores, and a long journey with several axe scans
  // there takes over 30 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // A trace records every action's DOM snapshots, even of tests that pass; over a whole run that
    // cost about a quarter of explore's time. E2E_TRACE=retain-on-failure when debugging.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    launchOptions: {
      // Debian's chromium-headless-shell, the browser Playwright itself runs headless tests in:
      // the same engine without the full browser's window and UI, a third less time on pages
      // without a map. E2E_CHROMIUM names another build (e.g. /usr/bin/chromium).
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      },
    },
  ],
  webServer: {
    // This runner's Node (the project's, decision 0016), which runs the server's TypeScript itself.
    // First the admin of the fixtures' signIn({ admin: true }), made as an operator makes one:
    // `npm run user:create-admin`'s own script, which migrates and seeds the fresh database.
    command: [
      [JSON.stringify(process.execPath), 'apps/server/src/modules/account/create-admin.cli.ts'],
      ['--email', TEST_ADMIN.username, '--password', TEST_ADMIN.password],
      ['&& exec', JSON.stringify(process.execPath), 'apps/server/src/main.ts'],
    ]
      .flat()
      .join(' '),
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: join(tmpRoot, 'data'),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      WEB_DIST_DIR: join(tmpRoot, 'web'),
      // Imports its packages from node_modules: used where the build left it.
      WEB_SSR_DIR: join(repoRoot, 'apps/web/dist-ssr'),
      // Empty means unset for the server: the embedded database in the temporary DATA_DIR, unless
      // E2E_DATABASE_URL names a PostgreSQL database.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'DiveSpot <no-reply@divespot.test>',
      GOOGLE_CLIENT_ID: 'divespot-e2e',
      GOOGLE_CLIENT_SECRET: 'divespot-e2e-secret',
      GOOGLE_ISSUER_URL: googleIssuerUrl(process.env.E2E_OIDC_PORT ?? ''),
      // registerAccount names a client address of its own per account (X-Forwarded-For from
      // loopback), so tests that each make a fresh account stay under the per-address limits.
      TRUST_PROXY: 'loopback',
    },
  },
});
