import type { AnswerKey, PageData } from '@divespot/shared/page-data';
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

/** The data the page carries for the app's first render (`#page-data`), or null. */
export function pageDataOf(html: string): PageData | null {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as PageData) : null;
}

/** The answer the page carries for the app's query of `queryKey`, if any. */
export function sentAnswer<T>(html: string, queryKey: AnswerKey<T>): T | undefined {
  const wanted = JSON.stringify(queryKey);
  const sent = pageDataOf(html)?.queries.find((q) => JSON.stringify(q.queryKey) === wanted);
  return sent?.data as T | undefined;
}

/** The page's `<link rel="preload" as="image">`, with its attributes decoded. */
export function preloadImageOf(html: string) {
  const tag = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
  if (!tag) return null;
  const attr = (name: string) =>
    (new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? '').replace(/&amp;/g, '&');
  return { href: attr('href'), srcSet: attr('imagesrcset'), sizes: attr('imagesizes') };
}
