import { documentTitle, NOT_FOUND_PAGE, ROUTE_HEADS } from '@divespot/shared/route-heads';
import { PAGE_ROUTES } from '@divespot/shared/routes';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from './catalogs/de.json';
import enUS from './catalogs/en-US.json';
import ja from './catalogs/ja.json';
import { allPageHeads, PAGE_HEAD_KEYS } from './page-heads.ts';

const intlIn = (locale: string, messages: Record<string, string>) =>
  createIntl({ locale, defaultLocale: 'en-US', messages });

describe('page heads', () => {
  it('has a message key for every page of the route table', () => {
    expect(Object.keys(PAGE_HEAD_KEYS).sort()).toEqual(PAGE_ROUTES.map((r) => r.pattern).sort());
  });

  it('keeps the route table’s English (US) titles and descriptions', () => {
    const heads = allPageHeads(intlIn('en-US', enUS));
    expect(Object.keys(ROUTE_HEADS).sort()).toEqual(PAGE_ROUTES.map((r) => r.pattern).sort());
    for (const route of PAGE_ROUTES) {
      const head = ROUTE_HEADS[route.pattern];
      expect(heads[route.pattern], route.pattern).toEqual({
        title: documentTitle(head.title),
        description: head.description,
      });
    }
    expect(heads['*']).toEqual({
      title: documentTitle(NOT_FOUND_PAGE.title),
      description: NOT_FOUND_PAGE.description,
    });
  });

  it('writes each page’s head in the language', () => {
    const german = allPageHeads(intlIn('de', de));
    const japanese = allPageHeads(intlIn('ja', ja));
    for (const route of PAGE_ROUTES) {
      const head = ROUTE_HEADS[route.pattern];
      expect(german[route.pattern]?.title, route.pattern).not.toBe(documentTitle(head.title));
      expect(japanese[route.pattern]?.description, route.pattern).not.toBe(head.description);
    }
    expect(german['/about']?.title).toMatch(/ · DiveSpot$/);
  });
});
