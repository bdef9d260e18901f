import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle } from '../../test/builders/build-article.ts';
import { loadSeedArticles } from '../../db/seed/data/articles.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ORIGIN = 'https://divespot.test';
let t: TestApp;

interface AtomLink {
  rel?: string;
  href: string;
}
/** A text construct of type html, as the parser reads it. */
interface AtomHtml {
  '#text': string;
  type: 'html';
}
const html = (text: string): AtomHtml => ({ '#text': text, type: 'html' });
interface AtomEntry {
  id: string;
  title: AtomHtml;
  summary: AtomHtml;
  content: AtomHtml;
  link: AtomLink | AtomLink[];
  published: string;
  updated: string;
  author: { name: string };
  category: { term: string; label: string } | { term: string; label: string }[];
}
interface Atom {
  feed: { id: string; title: string; updated: string; link: AtomLink[]; entry: AtomEntry[] };
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN }, { seed: false });
  const db = t.database.db;
  // 22 published articles, one a day from 1 January 2026, and a newer draft.
  for (let day = 1; day <= 21; day++) {
    const date = `2026-01-${String(day).padStart(2, '0')}T00:00:00Z`;
    await buildArticle(db, { slug: `day-${day}`, published_at: date, updated_at: date });
  }
  await buildArticle(db, {
    slug: 'tricky',
    title: 'Fish & chips ]]> and <b>more</b> ]]>',
    summary: 'Cards & CDATA: ]]> twice ]]>.',
    tags: ['gear', 'travel'],
    author: 'Ana Costa',
    published_at: '2026-01-22T00:00:00Z',
    updated_at: '2026-01-25T08:30:00Z',
    body_markdown: '## Packing list\n\nA `]]>` in code, and [a reef](/spots/some-reef).',
  });
  await buildArticle(db, { slug: 'draft', status: 'draft', published_at: '2026-02-01T00:00:00Z' });
});
afterAll(() => t.close());

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => name === 'entry' || name === 'link',
});

async function feed() {
  const res = await t.get('/blog/feed.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(XMLValidator.validate(res.body)).toBe(true);
  return parser.parse(res.body) as Atom;
}

describe('GET /blog/feed.xml', () => {
  it('is an Atom feed of the blog with absolute links, not the app’s HTML page', async () => {
    const res = await t.get('/blog/feed.xml');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
    );
    expect(res.body).not.toContain('<!doctype html>');
    const { feed: atom } = await feed();
    expect(atom).toMatchObject({ id: `${ORIGIN}/blog`, title: 'DiveSpot blog' });
    expect(atom.link).toEqual([
      { rel: 'alternate', href: `${ORIGIN}/blog` },
      { rel: 'self', href: `${ORIGIN}/blog/feed.xml` },
    ]);
    // Changed when its latest article last changed.
    expect(atom.updated).toBe('2026-01-25T08:30:00.000Z');
  });

  it('lists the 20 newest published articles, newest first, and no draft', async () => {
    const { entry } = (await feed()).feed;
    expect(entry.map((e) => e.id)).toEqual([
      `${ORIGIN}/blog/tricky`,
      ...Array.from({ length: 19 }, (_, i) => `${ORIGIN}/blog/day-${21 - i}`),
    ]);
    expect(entry[1]).toMatchObject({
      link: [{ href: `${ORIGIN}/blog/day-21` }],
      published: '2026-01-21T00:00:00.000Z',
      updated: '2026-01-21T00:00:00.000Z',
      author: { name: 'DiveSpot team' },
      title: html('Day 21'),
      summary: html('What divers should know about Day 21, in one sentence.'),
      content: html('<h2 id="about-day-21">About Day 21</h2>\n<p>A few words on diving.</p>\n'),
    });
  });

  it('carries text as HTML and survives CDATA terminators anywhere in it', async () => {
    const [tricky] = (await feed()).feed.entry;
    expect(tricky).toMatchObject({
      title: html('Fish &amp; chips ]]&gt; and &lt;b&gt;more&lt;/b&gt; ]]&gt;'),
      summary: html('Cards &amp; CDATA: ]]&gt; twice ]]&gt;.'),
      author: { name: 'Ana Costa' },
      category: [
        { term: 'gear', label: 'Gear' },
        { term: 'travel', label: 'Travel' },
      ],
    });
    expect(tricky?.content['#text']).toContain('<code>]]&gt;</code>');
    expect(tricky?.content['#text']).toContain('<a href="/spots/some-reef">a reef</a>');
  });
});

describe('the feed of the seeded blog', () => {
  it('dates each article and the feed by the articles’ own dates, not by when the server started', async () => {
    const seeded = await createTestApp({ PUBLIC_URL: ORIGIN });
    try {
      const res = await seeded.get('/blog/feed.xml');
      const atom = parser.parse(res.body) as Atom;
      const files = loadSeedArticles();
      const day = (date: string | undefined) => `${date ?? ''}T00:00:00.000Z`;
      const newest = files
        .map((a) => day(a.updatedAt))
        .sort()
        .at(-1);
      expect(atom.feed.updated).toBe(newest);
      expect(atom.feed.entry).toHaveLength(files.length);
      for (const entry of atom.feed.entry) {
        const file = files.find((a) => entry.id === `${ORIGIN}/blog/${a.slug}`);
        expect(file, entry.id).toBeDefined();
        expect(entry.published, entry.id).toBe(day(file?.publishedAt));
        expect(entry.updated, entry.id).toBe(day(file?.updatedAt));
      }
    } finally {
      await seeded.close();
    }
  });
});
