import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { articleLinkTarget, type ArticleLinkKind } from '@divespot/shared/article-vocabulary';
import { matchPageRoute } from '@divespot/shared/routes';
import { markdownLinks } from '../../../lib/markdown.ts';
import { buildCountries } from '../countries.ts';
import { loadSeedArticles, parseArticleFile, type SeedArticle } from './articles.ts';
import { loadSeedDataset } from './dataset.ts';

const FIXTURES = fileURLToPath(new URL('../../../test/fixtures/articles/', import.meta.url));

const data = loadSeedDataset();
const known: Record<ArticleLinkKind | 'center' | 'country', Set<string>> = {
  spot: new Set(data.spots.map((s) => s.slug)),
  species: new Set(data.species.map((s) => s.slug)),
  region: new Set(data.regions.map((r) => r.slug)),
  center: new Set(data.diveCenters.map((c) => c.slug)),
  country: new Set(buildCountries().map((c) => c.slug)),
};

/** Why a link of an article leads nowhere, or null when it leads to a page that exists. */
function deadEnd(href: string, articles: ReadonlySet<string>): string | null {
  if (href.startsWith('#') || href.startsWith('https://')) return null;
  if (!href.startsWith('/')) return 'the renderer keeps only site paths, #fragments and https';
  const path = (href.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1');
  const target = articleLinkTarget(path);
  if (target) return known[target.kind].has(target.slug) ? null : `no ${target.kind} of that slug`;
  const [, section, slug, more] = path.split('/');
  if (section === 'blog' && !more) return !slug || articles.has(slug) ? null : 'no such article';
  if (section === 'dive-centers' && slug && !more) {
    return known.center.has(slug) ? null : 'no dive center of that slug';
  }
  if (path.startsWith('/locations/countries/') && more && !path.split('/')[4]) {
    return known.country.has(more) ? null : 'no country of that slug';
  }
  const route = matchPageRoute(path);
  return route && !/[:*]/.test(route.pattern) ? null : 'no page of the app has this path';
}

/** Every link of the articles that leads nowhere, as `slug: href (why)`. */
function deadLinks(articles: SeedArticle[]): string[] {
  const slugs = new Set(articles.map((a) => a.slug));
  return articles.flatMap((article) =>
    markdownLinks(article.body).flatMap((href) => {
      const why = deadEnd(href, slugs);
      return why ? [`${article.slug}: ${href} (${why})`] : [];
    }),
  );
}

describe('the seed articles (data/articles/)', () => {
  it('are valid, every file of the folder', () => {
    // Throws with the file name and the field of the first invalid file.
    const articles = loadSeedArticles();
    for (const article of articles) expect(article.body.length, article.slug).toBeGreaterThan(0);
  });

  it('link only to records of the seed dataset and pages of the app', () => {
    expect(deadLinks(loadSeedArticles())).toEqual([]);
  });

  it('carry their own dates, none in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const { slug, publishedAt, updatedAt } of loadSeedArticles()) {
      expect(updatedAt, slug).toBeDefined();
      const updated = updatedAt ?? '';
      expect(publishedAt <= updated, slug).toBe(true);
      expect(updated <= today, `${slug} is updated ${updated}, after today`).toBe(true);
    }
  });
});

const FRONT = [
  'title: How to read a current before you jump',
  'summary: Surface signs that give a current away, how a drift dive works, and what to do when one carries you off.',
  'tags: [safety, technique]',
  'author: DiveSpot team',
  'publishedAt: 2026-11-26',
];
const BODY = `## Signs\n\n${'Foam lines and boils show moving water. '.repeat(8)}`;
const file = (front: string[], body = BODY) => `---\n${front.join('\n')}\n---\n${body}`;
const replaced = (key: string, line: string | null) =>
  FRONT.flatMap((l) => (l.startsWith(`${key}:`) ? (line === null ? [] : [line]) : [l]));

describe('article files', () => {
  it('read their front matter and Markdown body; the file name is the slug', () => {
    const articles = loadSeedArticles(FIXTURES);
    expect(articles.map((a) => a.slug)).toEqual(['drift-basics', 'whale-shark-manners']);
    expect(articles[0]).toMatchObject({
      title: 'Drift diving basics for your first current',
      tags: ['technique', 'safety', 'beginners'],
      author: 'DiveSpot team',
      publishedAt: '2026-11-20',
    });
    expect(articles[0]?.body).toMatch(/^A drift dive lets the water do the work\./);
    expect(articles[0]?.body).toContain('## In the water');
  });

  it('are checked link by link against the dataset and the app’s pages', () => {
    expect(deadLinks(loadSeedArticles(FIXTURES))).toEqual([]);
    const [article] = loadSeedArticles(FIXTURES);
    if (!article) throw new Error('no fixture article');
    const links = [
      '/spots/no-such-spot',
      '/marine-life/no-such-species',
      '/locations/regions/egypt/no-such-region',
      '/blog/no-such-article',
      '/dive-centers/no-such-center',
      '/nowhere',
      'http://example.com',
      '/tools/mod-calculator',
      '/locations/countries/egypt',
      '/blog/drift-basics#in-the-water',
    ];
    const body = links.map((href, i) => `[link ${i}](${href})`).join(' ');
    expect(deadLinks([{ ...article, body }])).toEqual([
      'drift-basics: /spots/no-such-spot (no spot of that slug)',
      'drift-basics: /marine-life/no-such-species (no species of that slug)',
      'drift-basics: /locations/regions/egypt/no-such-region (no region of that slug)',
      'drift-basics: /blog/no-such-article (no such article)',
      'drift-basics: /dive-centers/no-such-center (no dive center of that slug)',
      'drift-basics: /nowhere (no page of the app has this path)',
      'drift-basics: http://example.com (the renderer keeps only site paths, #fragments and https)',
    ]);
  });

  it('are refused with the file name and the field when invalid', () => {
    const refusal = (front: string[], body?: string, name = 'bad-article.md') => {
      try {
        parseArticleFile(name, file(front, body));
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('the file was accepted');
    };
    expect(parseArticleFile('good-article.md', file(FRONT)).slug).toBe('good-article');
    expect(refusal(replaced('tags', 'tags: [safety, sharks]'))).toMatch(
      /^bad-article\.md: [\s\S]*one of safety, technique[\s\S]*→ at tags\[1\]/,
    );
    expect(refusal(replaced('summary', 'summary: Too short.'))).toMatch(
      /^bad-article\.md: [\s\S]*at least 80 characters[\s\S]*→ at summary/,
    );
    expect(refusal(replaced('author', null))).toMatch(/→ at author/);
    expect(refusal(replaced('publishedAt', 'publishedAt: 2026-02-30'))).toMatch(
      /a real calendar date[\s\S]*→ at publishedAt/,
    );
    expect(refusal([...FRONT, 'updatedAt: 2026-11-25'])).toMatch(
      /not before publishedAt[\s\S]*→ at updatedAt/,
    );
    expect(parseArticleFile('good.md', file([...FRONT, 'updatedAt: 2026-11-27'])).updatedAt).toBe(
      '2026-11-27',
    );
    expect(refusal([...FRONT, 'draft: true'])).toMatch(/Unrecognized key: "draft"/);
    expect(refusal(FRONT, `${BODY}\n\n<div>raw</div>`)).toMatch(/no raw HTML[\s\S]*→ at body/);
    expect(refusal(FRONT, `${BODY}\n\n![reef](/reef.png)`)).toMatch(/no images[\s\S]*→ at body/);
    expect(refusal(FRONT, 'Too short.')).toMatch(/at least 200 characters[\s\S]*→ at body/);
    expect(refusal(FRONT, BODY, 'Bad Name.md')).toMatch(/^Bad Name\.md: the file name must be/);
    expect(refusal(['title: [unclosed'])).toMatch(/^bad-article\.md: the front matter is not/);
    expect(() => parseArticleFile('no-front.md', BODY)).toThrow(/^no-front\.md: no front matter/);
  });
});
