import type { SearchResult } from '@divespot/shared/search-links';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { json, renderPage, stubApi, type FakeApi } from '../../../test/render.tsx';
import { SearchBox } from './search-box.tsx';

/** What the search box's test files share: the API's answers, the box, and their setup. */

/** The box loads its search code with the first search; the files load it before any clock is faked. */
export function searchBoxSetup(after: () => void = () => undefined): void {
  beforeAll(() =>
    Promise.all([import('./search-answer.tsx'), import('./search-option-content.tsx')]),
  );
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    after();
  });
}

export const RESULTS: SearchResult[] = [
  {
    type: 'DIVE_SPOT',
    objectId: 1,
    slug: 'blue-hole',
    title: 'Blue Hole',
    details: 'Sinkhole · Dahab, Egypt',
  },
  {
    type: 'MARINE_LIFE',
    objectId: 2,
    slug: 'blue-tang',
    title: 'Blue tang',
    details: 'Paracanthurus hepatus',
  },
  { type: 'COUNTRY', objectId: 3, slug: 'belize', title: 'Belize', details: '' },
];

const defaultAnswer = (q: string) => json(200, q === 'blue' ? RESULTS : []);

/** The API answering every search for 'blue' with RESULTS and anything else with nothing. */
export function searchApi(
  answer: (q: string) => Response | Promise<Response> = defaultAnswer,
): FakeApi {
  return stubApi((url) =>
    url.pathname === '/api/search' ? answer(url.searchParams.get('q') ?? '') : undefined,
  );
}

export const box = () => screen.getByRole('combobox', { name: /Search dive spots/ });

/**
 * Text entered as one change: under fake timers, where user-event's own pauses would wait on
 * the faked clock.
 */
export const typeInto = (text: string) => fireEvent.change(box(), { target: { value: text } });

/** Renders the box, types `text` and waits for the answer's options. */
export async function searchFor(text: string) {
  const page = renderPage(<SearchBox />);
  await page.user.type(box(), text);
  await screen.findByRole('listbox', { name: 'Search suggestions' });
  return page;
}
