/**
 * Lighthouse (mobile preset: simulated Slow 4G, 4× CPU slowdown, Moto G Power screen) over the
 * shipped pages of the production build. Prints a table and budget checks (DESIGN §7) and writes
 * bench/results/web.json. Exits non-zero only when a run fails, never on a missed budget.
 *
 *   npm run bench:web                       # all default pages, server started here
 *   npm run bench:web -- /about /explore    # only these paths
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench:web   # measure a running server
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printTable, RESULTS_DIR, startServer } from './lib/server.ts';

const DEFAULT_PAGES = [
  '/',
  '/about',
  '/jobs',
  '/press',
  '/ambassadors',
  '/affiliates',
  '/contact',
  '/changelog',
  '/become-host',
  '/explore',
  '/nope',
];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface PageResult {
  path: string;
  lighthouseVersion: string;
  url: string;
  finalUrl: string;
  statusCode: number | null;
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  js: { requests: number; transferBytes: number; resourceBytes: number };
  totalTransferBytes: number;
  failedAudits: { category: Category; id: string; title: string }[];
  runWarnings: string[];
}

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  statusCode?: number;
}

/** Kinds of page: budgets differ for the map route and the 404 page (SEO wants a 200). */
type PageKind = 'content' | 'explore' | 'not-found';

function pageKind(path: string): PageKind {
  if (path.startsWith('/explore')) return 'explore';
  if (path === '/nope') return 'not-found';
  return 'content';
}

interface BudgetCheck {
  path: string;
  what: string;
  actual: number | null;
  limit: number;
  op: '≥' | '≤';
  ok: boolean;
}

function budgetChecks(r: PageResult): BudgetCheck[] {
  const kind = pageKind(r.path);
  const checks: BudgetCheck[] = [];
  const add = (what: string, actual: number | null, op: '≥' | '≤', limit: number): void => {
    const ok = actual !== null && (op === '≥' ? actual >= limit : actual <= limit);
    checks.push({ path: r.path, what, actual, limit, op, ok });
  };
  const jsKb = Math.round((r.js.transferBytes / 1024) * 10) / 10;
  if (kind === 'explore') {
    add('performance', r.scores.performance, '≥', 85);
    add('JS KB (gzip, map incl.)', jsKb, '≤', 400);
    add('accessibility', r.scores.accessibility, '≥', 100);
    return checks;
  }
  add('performance', r.scores.performance, '≥', 95);
  add('accessibility', r.scores.accessibility, '≥', 100);
  add('best-practices', r.scores['best-practices'], '≥', 95);
  if (kind === 'content') add('seo', r.scores.seo, '≥', 100);
  add('LCP ms', r.lcpMs, '≤', 1500);
  add('TBT ms', r.tbtMs, '≤', 100);
  add('JS KB (gzip)', jsKb, '≤', 150);
  return checks;
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string) {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? Math.round(v * 1000) / 1000 : null;
}

/** A Lighthouse run that failed inside Chrome (e.g. NO_NAVSTART), worth one more try. */
class RuntimeError extends Error {}

const ATTEMPTS = 3;

async function measureWithRetry(baseUrl: string, path: string): Promise<PageResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(baseUrl, path);
    } catch (err) {
      if (!(err instanceof RuntimeError) || attempt >= ATTEMPTS) throw err;
      process.stdout.write(`(retry ${attempt}: ${err.message.split(':').pop()?.trim()}) `);
    }
  }
}

async function measure(baseUrl: string, path: string): Promise<PageResult> {
  const url = new URL(path, baseUrl).href;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // The 404 page is a shipped page too: measure it instead of refusing the status.
      ignoreStatusCode: true,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) {
      throw new RuntimeError(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => {
        const s = lhr.categories[c]?.score;
        return [c, typeof s === 'number' ? Math.round(s * 100) : null];
      }),
    ) as Record<Category, number | null>;

    const details = lhr.audits['network-requests']?.details as
      { items?: NetworkItem[] } | undefined;
    const items = details?.items ?? [];
    const scripts = items.filter((i) => i.resourceType === 'Script');
    const sum = (xs: NetworkItem[], key: 'transferSize' | 'resourceSize'): number =>
      xs.reduce((acc, i) => acc + (i[key] ?? 0), 0);
    const documentItem = items.find((i) => i.resourceType === 'Document');

    const failedAudits: PageResult['failedAudits'] = [];
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0) continue;
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
          failedAudits.push({ category: c, id: ref.id, title: audit.title });
        }
      }
    }

    return {
      path,
      lighthouseVersion: lhr.lighthouseVersion,
      url,
      finalUrl: lhr.finalDisplayedUrl,
      statusCode: documentItem?.statusCode ?? null,
      scores,
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      js: {
        requests: scripts.length,
        transferBytes: sum(scripts, 'transferSize'),
        resourceBytes: sum(scripts, 'resourceSize'),
      },
      totalTransferBytes: sum(items, 'transferSize'),
      failedAudits,
      runWarnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

function chromeVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

function fmt(n: number | null, digits = 0): string {
  return n === null ? '—' : n.toFixed(digits);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const pages = args.length > 0 ? args : DEFAULT_PAGES;
  const server = await startServer({ needsWebBuild: true });
  const results: PageResult[] = [];
  const errors: string[] = [];
  try {
    for (const path of pages) {
      process.stdout.write(`Lighthouse ${path} ... `);
      const started = Date.now();
      try {
        const r = await measureWithRetry(server.url, path);
        results.push(r);
        console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } catch (err) {
        console.log('FAILED');
        errors.push(`${path}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  } finally {
    await server.stop();
  }

  console.log(
    '\nLighthouse mobile (scores 0–100; JS = script bytes over the wire / uncompressed)\n',
  );
  printTable(
    [
      'page',
      'status',
      'perf',
      'a11y',
      'BP',
      'SEO',
      'LCP ms',
      'TBT ms',
      'CLS',
      'JS KB',
      'JS raw KB',
    ],
    results.map((r) => [
      r.path,
      r.statusCode ?? '—',
      fmt(r.scores.performance),
      fmt(r.scores.accessibility),
      fmt(r.scores['best-practices']),
      fmt(r.scores.seo),
      fmt(r.lcpMs),
      fmt(r.tbtMs),
      fmt(r.cls, 3),
      (r.js.transferBytes / 1024).toFixed(1),
      (r.js.resourceBytes / 1024).toFixed(1),
    ]),
  );

  const checks = results.flatMap(budgetChecks);
  const missed = checks.filter((c) => !c.ok);
  console.log(`\nBudgets (DESIGN §7): ${checks.length - missed.length}/${checks.length} met`);
  for (const c of missed) {
    console.log(`  ✘ ${c.path} ${c.what}: ${fmt(c.actual, 1)} (budget ${c.op} ${c.limit})`);
  }
  for (const r of results) {
    if (r.failedAudits.length === 0) continue;
    console.log(`  ${r.path} audits below 0.9: ${r.failedAudits.map((a) => a.id).join(', ')}`);
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, 'web.json');
  writeFileSync(
    file,
    JSON.stringify(
      {
        tool: 'lighthouse',
        lighthouseVersion: results[0]?.lighthouseVersion ?? 'unknown',
        preset: 'mobile (default config)',
        date: new Date().toISOString(),
        target: server.owned ? 'server started by bench (production build, PGlite)' : server.url,
        chrome: chromeVersion(),
        node: process.version,
        pages: results,
        budgets: checks,
        errors,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`\nWrote ${file}`);

  if (errors.length > 0) {
    console.error(`\n${errors.length} page(s) failed:\n  ${errors.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
