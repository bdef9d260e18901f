// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteStatistics } from '@divespot/shared/statistics';
import { sentQuery } from '@divespot/shared/page-data';
import { statisticsKey } from '@divespot/shared/page-queries';
import { inLanguage } from '../../../test/in-language.ts';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { StatsLine } from './stats-line.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counted = (counts: SiteStatistics) =>
  stubApi((url) => (url.pathname === '/api/statistics' ? json(200, counts) : undefined));

/** The line's figures as read out, one per item, once they are there. */
async function figures(label: string) {
  const line = () => screen.getByRole('region', { name: label });
  await waitFor(() =>
    expect(within(line()).getByRole('list').getAttribute('aria-busy')).toBe('false'),
  );
  return within(line())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the statistics line', () => {
  it('says what the database counted, and nothing about divers or dives', async () => {
    counted({ spots: 392, countries: 58, species: 285, diveCenters: 1 });
    renderPage(<StatsLine />);
    expect(await figures('DiveSpot in numbers')).toEqual([
      '392 dive spots',
      '58 countries',
      '285 species',
      '1 dive center',
    ]);
    expect(document.body.textContent).not.toMatch(/divers|dives|\+/);
  });

  it.each([
    ['de', 'DiveSpot in Zahlen', ['12.345 Tauchplätze', '1 Land', '285 Arten', '2 Tauchbasen']],
    [
      'fr',
      'DiveSpot en chiffres',
      ['12 345 sites de plongée', '1 pays', '285 espèces', '2 centres de plongée'],
    ],
    [
      'ja',
      '数字で見るDiveSpot',
      ['12,345か所ダイビングスポット', '1か国掲載国', '285種海洋生物', '2軒ダイビングセンター'],
    ],
  ] as const)(
    'writes the figures in the visitor’s language (%s)',
    async (code, label, expected) => {
      counted({ spots: 12_345, countries: 1, species: 285, diveCenters: 2 });
      renderPage(<StatsLine />, { language: inLanguage(code) });
      // French groups thousands with a narrow no-break space.
      expect((await figures(label)).map((text) => text?.replace(/\u202f|\u00a0/g, ' '))).toEqual(
        expected,
      );
    },
  );

  it('shows the counts the page came with, without asking the API', async () => {
    const api = counted({ spots: 1, countries: 1, species: 1, diveCenters: 1 });
    const sent = { spots: 392, countries: 58, species: 285, diveCenters: 7 };
    renderPage(<StatsLine />, { sentWithPage: [sentQuery(statisticsKey(), sent)] });
    expect((await figures('DiveSpot in numbers'))[0]).toBe('392 dive spots');
    expect(api.to('/api/statistics')).toEqual([]);
  });

  it('is left out when the figures cannot be had', async () => {
    stubApi(() => json(503, { status: 503, code: 'DATABASE_UNAVAILABLE', message: 'Down.' }));
    renderPage(<StatsLine />);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull(), { timeout: 5000 });
  });
});
