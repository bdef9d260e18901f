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

/** The record the page carries for the app's first render (`#page-data`), by its key. */
export function pageDataOf(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
}

/** The page's `<link rel="preload" as="image">`, with its attributes decoded. */
export function preloadImageOf(html: string) {
  const tag = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
  if (!tag) return null;
  const attr = (name: string) =>
    (new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? '').replace(/&amp;/g, '&');
  return { href: attr('href'), srcSet: attr('imagesrcset'), sizes: attr('imagesizes') };
}
