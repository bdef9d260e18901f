// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test/render.tsx';
import { Pagination, pageWindow } from './pagination.tsx';

afterEach(cleanup);

const renderAt = (page: number, totalPages: number, language?: Parameters<typeof inLanguage>[0]) =>
  renderPage(
    <Pagination page={page} totalPages={totalPages} hrefFor={(p) => `/marine-life?page=${p}`} />,
    { language: language ? inLanguage(language) : undefined },
  );

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    renderAt(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links the first, the last and two pages either side, marking the current one', () => {
    renderAt(10, 20);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav)
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((a) => a.textContent);
    expect(numbers).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(within(nav).getByRole('link', { name: 'Page 10' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 20' }).getAttribute('href')).toBe(
      '/marine-life?page=20',
    );
    expect(
      within(nav)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/marine-life?page=9');
    expect(within(nav).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '/marine-life?page=11',
    );
    expect(within(nav).getByText('Page 10 of 20')).toBeTruthy();
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderAt(1, 3);
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(screen.getByText('Previous').closest('[aria-disabled]')).not.toBeNull();
    cleanup();
    renderAt(3, 3);
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
    expect(screen.getByText('Next').closest('[aria-disabled]')).not.toBeNull();
  });

  it('speaks the chosen language', () => {
    renderAt(2, 5, 'ja');
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(nav).getByRole('link', { name: '3ページ' }).textContent).toBe('3');
    expect(within(nav).getByRole('link', { name: /次へ/ })).toBeTruthy();
    expect(within(nav).getByText('2 / 5ページ')).toBeTruthy();
  });

  it('fills a gap of one page and elides longer ones', () => {
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 9]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });
});
