import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Reading the head of a server-rendered page in tests. */

export const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
export const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';

/** The page's JSON-LD object. */
export function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

/** Each path answers HTTP 404 with the Page Not Found head, kept out of search engines. */
export async function expectNotFoundPages(t: TestApp, paths: readonly string[]) {
  for (const path of paths) {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode, path).toBe(404);
    expect(res.body).toContain('<title>Page Not Found · DiveSpot</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  }
}
