// @vitest-environment happy-dom
import type { ArticleDetail } from '@divespot/shared/articles';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { ArticleBody } from './article-body.tsx';
import { ArticleView } from './article-view.tsx';

const HTML = '<h2 id="drift">Drift</h2><p>Go <strong>with</strong> it.</p>';

const ARTICLE: ArticleDetail = {
  slug: 'reading-currents',
  title: 'Reading currents',
  summary: 'Which way the water moves.',
  tags: [],
  author: 'DiveSpot team',
  publishedAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
  readingMinutes: 1,
  coverImageLink: null,
  html: HTML,
  toc: [],
  language: 'pt-BR',
  related: { spots: [], species: [], regions: [] },
};

afterEach(cleanup);

describe('an article’s body', () => {
  it('is shown on the article’s page in its language, with the page’s prose styles', () => {
    renderPage(<ArticleView article={ARTICLE} />);
    const body = document.querySelector('.article-body');
    expect(body?.outerHTML).toBe(
      `<div lang="pt-BR" class="prose-info article-body mt-8">${HTML}</div>`,
    );
  });

  it('looks the same wherever it is shown (the console’s preview)', () => {
    renderPage(<ArticleBody html={HTML} />);
    expect(document.querySelector('.article-body')?.outerHTML).toBe(
      `<div class="prose-info article-body">${HTML}</div>`,
    );
  });
});
