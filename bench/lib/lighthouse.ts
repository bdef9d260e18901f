/**
 * One Lighthouse run (mobile preset) of a page in Debian's Chromium: scores, timings, the
 * JavaScript it loaded and the audits that failed. A run failing inside Chrome is tried again.
 */
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, CHROME_PATH } from './browser.ts';

const CHROME_FLAGS = ['--headless=new', ...CHROME_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface PageResult {
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

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string) {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? Math.round(v * 1000) / 1000 : null;
}

/** A Lighthouse run that failed inside Chrome (e.g. NO_NAVSTART), worth one more try. */
class RuntimeError extends Error {}

const ATTEMPTS = 3;

export async function measureWithRetry(baseUrl: string, path: string): Promise<PageResult> {
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

export function chromeVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}
