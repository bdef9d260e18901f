import { Feed } from 'feed';
import { ARTICLE_TAGS } from '@divespot/shared/article-vocabulary';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { SITE_NAME } from '@divespot/shared/site';
import { escapeHtml } from '../../lib/html.ts';
import type { FeedArticle } from './articles.service.ts';

/** Path of the blog's Atom feed. */
export const FEED_PATH = `${PAGES.blog}/feed.xml`;

/** Articles the feed carries: the newest. */
export const FEED_ARTICLES = 20;

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/*
 * Title, summary and content go out as HTML (type="html") inside CDATA sections, which a `]]>` in
 * them would close (the library escapes only the first). In HTML `]]&gt;` reads the same; the
 * plain-text title and summary are escaped as HTML, which takes care of it for them.
 */
const cdataSafe = (html: string) => html.replaceAll(']]>', ']]&gt;');

/** The Atom feed of the blog: the given articles, newest first, with absolute URLs. */
export function articlesAtomFeed(articles: FeedArticle[], publicUrl: string): string {
  const blog = publicUrl + PAGES.blog;
  const newest = articles.reduce<string | undefined>(
    (latest, a) => (latest && latest > a.updatedAt ? latest : a.updatedAt),
    undefined,
  );
  const feed = new Feed({
    id: blog,
    title: `${SITE_NAME} blog`,
    description: 'Articles for divers: safety, technique, marine life, seasons and travel.',
    link: blog,
    feedLinks: { atom: publicUrl + FEED_PATH },
    language: 'en',
    copyright: `© ${SITE_NAME}`,
    generator: SITE_NAME,
    // The feed changes when an article does; a feed without articles has not changed since 1970.
    updated: new Date(newest ?? 0),
  });
  for (const article of articles) {
    const url = publicUrl + pagePath(PAGES.article, { slug: article.slug });
    feed.addItem({
      id: url,
      link: url,
      title: escapeHtml(article.title),
      description: escapeHtml(article.summary),
      content: cdataSafe(article.html),
      author: [{ name: article.author }],
      category: article.tags.map((tag) => ({ term: tag, name: ARTICLE_TAGS[tag] })),
      published: new Date(article.publishedAt),
      date: new Date(article.updatedAt),
    });
  }
  return feed.atom1();
}
