// @vitest-environment happy-dom
import type { ArticleDetail } from '@divespot/shared/articles';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test/render.tsx';
import { ArticleCard } from './article-card.tsx';
import { ArticleView } from './article-view.tsx';

const ARTICLE: ArticleDetail = {
  slug: 'choosing-nitrox',
  title: 'Choosing nitrox',
  summary: 'What enriched air gives you.',
  tags: ['nitrox'],
  author: 'DiveSpot team',
  publishedAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-12-06T00:00:00.000Z',
  readingMinutes: 7,
  coverImageLink: null,
  html: '<p>Nitrox is air with extra oxygen.</p>',
  toc: [],
  language: 'en',
  related: { spots: [], species: [], regions: [] },
};
const unchanged = { ...ARTICLE, updatedAt: '2026-11-26T00:00:00.000Z' };

/** The text of the line that holds the dates, spaces as date formats write them made plain. */
const byline = () =>
  (document.querySelector('time')?.closest('p')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

afterEach(cleanup);

describe('article dates', () => {
  it('show the day of publication, and the day of the last change when later', () => {
    renderPage(<ArticleCard article={ARTICLE} />);
    expect(byline()).toBe('Nov 26, 2026 · Updated Dec 6, 2026 · 7 min read');
    const [published, updated] = document.querySelectorAll('time');
    expect(published?.getAttribute('datetime')).toBe(ARTICLE.publishedAt);
    expect(updated?.getAttribute('datetime')).toBe(ARTICLE.updatedAt);
    cleanup();
    renderPage(<ArticleCard article={unchanged} />);
    expect(byline()).toBe('Nov 26, 2026 · 7 min read');
  });

  it('are written in the reader’s language on the article’s page', () => {
    renderPage(<ArticleView article={ARTICLE} />, { language: inLanguage('de') });
    expect(byline()).toBe(
      'Von DiveSpot team · 26. November 2026 · Aktualisiert am 6. Dezember 2026 · 7 Min. Lesezeit',
    );
    cleanup();
    renderPage(<ArticleView article={unchanged} />, { language: inLanguage('ja') });
    expect(byline()).toBe('DiveSpot team・2026年11月26日・7分で読めます');
  });
});
