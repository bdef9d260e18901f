import { SITE_NAME } from '@divespot/shared/site';
import { escapeHtml } from '../lib/html.ts';
import { modulePreloads } from './page-html.ts';

/** What a page's head says: the tags the server writes into index.html for it. */
export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string;
  indexable: boolean;
  /** Absolute URL of the Open Graph image. */
  image?: string;
  /** Open Graph type; 'website' unless a page says otherwise. */
  ogType?: string;
  /** schema.org structured data, sent as application/ld+json. */
  jsonLd?: object;
  /** Page chunks to fetch alongside the entry script. */
  preloads?: string[];
  /** The page's largest picture, fetched at once with high priority. */
  preloadImage?: { src: string; srcSet: string; sizes: string };
  /**
   * The page's URL in each language (`hreflang` alternates), x-default first: only indexable
   * pages list them.
   */
  alternates?: { hreflang: string; href: string }[];
}

/** The head tags injected into index.html for one page. */
export function renderHead(head: PageHead): string {
  const t = escapeHtml(head.title);
  const d = escapeHtml(head.description);
  const u = escapeHtml(head.canonicalUrl);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<link rel="canonical" href="${u}" />`,
    head.indexable ? '' : '<meta name="robots" content="noindex" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${escapeHtml(head.ogType ?? 'website')}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:url" content="${u}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    head.jsonLd
      ? // A data block is never executed, so the CSP allows it; `<` is escaped so no text can
        // close the element early.
        `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
    ...(head.indexable ? (head.alternates ?? []) : []).map(
      (a) =>
        `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    head.preloadImage
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.preloadImage.src)}" imagesrcset="${escapeHtml(head.preloadImage.srcSet)}" imagesizes="${escapeHtml(head.preloadImage.sizes)}" />`
      : '',
    modulePreloads(head.preloads ?? [], 'low'),
  ]
    .filter(Boolean)
    .join('\n    ');
}
