// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as AdminRoute } from '../../../routes/admin.tsx';
import { inLanguage } from '../../../test/in-language.ts';
import { currentLocation, json, renderPage } from '../../../test/render.tsx';
import { signInAsAda } from '../../auth/auth.fixture.ts';
import { daysOf, rangeRefused, stubReports, testDay, type Reports } from '../analytics.fixture.ts';

const TODAY = '2026-12-07';
const SUMMARY = '/api/admin/analytics/summary';

const renderDashboard = (route = '/admin', language = inLanguage('en-US')) =>
  renderPage(
    <Routes>
      <Route path="/admin/*" element={<AdminRoute />} />
    </Routes>,
    { route, language },
  );

const report = (name: string) => screen.getByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const BUSY: Partial<Reports> = {
  summary: (from, to) => ({
    from,
    to,
    days: daysOf(from, to).map((day, i) =>
      testDay(day, { visitors: i === 0 ? 1200 : 2, pageViews: i === 0 ? 3400 : 5, searches: 1 }),
    ),
  }),
  pages: { pages: [{ path: '/spots/blue-hole', views: 1520 }] },
  searches: {
    top: [{ text: 'manta', searches: 40, noResults: 0, clicks: 12 }],
    noResults: [
      { text: 'cenote angelita', searches: 9, noResults: 9, clicks: 0 },
      { text: '=HYPERLINK("x")', searches: 2, noResults: 2, clicks: 0 },
    ],
  },
  spots: {
    viewed: [{ id: 3, slug: 'blue-hole', name: 'Blue Hole', count: 1520 }],
    saved: [{ id: 4, slug: 'thistlegorm', name: 'SS Thistlegorm', count: 14 }],
  },
  areas: {
    zoom: 6,
    areas: [
      { x: 37, y: 27, west: 28.125, south: 27.059, east: 33.75, north: 31.952, moves: 80 },
      { x: 10, y: 30, west: -123.75, south: 11.178, east: -118.125, north: 16.636, moves: 3 },
    ],
  },
  shares: { links: [{ slug: 'red-sea-ab12', created: 1, clicks: 7 }] },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T15:00:00Z`));
  signInAsAda(['ROLE_USER', 'ROLE_ADMIN']);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the admin dashboard', () => {
  it('asks for the last 30 days, then shows the totals, the days and every report', async () => {
    const api = stubReports(BUSY, TODAY);
    renderDashboard();
    expect(screen.getByRole('status').textContent).toBe('Loading the reports…');
    expect(report('Top pages').getAttribute('aria-busy')).toBe('true');

    await screen.findByText('Showing November 8, 2026 to December 7, 2026 (UTC).');
    const asked = api.to(SUMMARY)[0]!.url.searchParams;
    expect([asked.get('from'), asked.get('to')]).toEqual(['2026-11-08', TODAY]);
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const traffic = report('Visitors and page views');
    await within(traffic).findByRole('img', { name: 'Visitors and page views per day' });
    // 1,200 on the first day and 2 on each of the 29 others.
    expect(within(traffic).getByText('1,258')).toBeTruthy();
    const days = within(traffic).getByRole('table', { name: 'Visitors and page views' });
    expect(rowsOf(days)[0]).toEqual(['Nov 8, 2026', '1,200', '3,400']);
    expect(rowsOf(days)).toHaveLength(30);

    const pages = await within(report('Top pages')).findByRole('table');
    expect(rowsOf(pages)).toEqual([['/spots/blue-hole', '1,520']]);
    const noResults = within(report('Searches with no results')).getByRole('table');
    expect(rowsOf(noResults)).toEqual([
      ['cenote angelita', '9'],
      ['=HYPERLINK("x")', '2'],
    ]);
    expect(rowsOf(within(report('Top searches')).getByRole('table'))).toEqual([
      ['manta', '40', '0', '12'],
    ]);
    expect(
      within(report('Most viewed dive spots')).getByRole('link', { name: 'Blue Hole' }),
    ).toHaveProperty('pathname', '/spots/blue-hole');
    expect(
      within(report('Most saved dive spots')).getByRole('link', { name: 'SS Thistlegorm' }),
    ).toHaveProperty('pathname', '/spots/thistlegorm');
    expect(rowsOf(within(report('Share links')).getByRole('table'))).toEqual([
      ['red-sea-ab12', '1', '7'],
    ]);
    const areas = within(report('Where divers look on the map')).getByRole('table');
    expect(rowsOf(areas)).toEqual([
      ['29.5° N', '30.9° E', '80'],
      ['13.9° N', '120.9° W', '3'],
    ]);
    // One request per report, whatever the number of tables it feeds.
    expect(api.requests.filter((r) => r.url.pathname.startsWith('/api/admin/'))).toHaveLength(6);
  });

  it('keeps a preset or a range of its own in the URL and asks the reports for it', async () => {
    const api = stubReports(BUSY, TODAY);
    const { user } = renderDashboard();
    await screen.findByText(/^Showing/);

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(currentLocation()).toBe('/admin?from=2026-12-01&to=2026-12-07');
    await screen.findByText('Showing December 1, 2026 to December 7, 2026 (UTC).');
    expect(api.to(SUMMARY).at(-1)!.url.search).toBe('?from=2026-12-01&to=2026-12-07');
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(currentLocation()).toBe('/admin?from=2026-03-01&to=2026-03-31');
    await screen.findByText('Showing March 1, 2026 to March 31, 2026 (UTC).');
    expect(api.to('/api/admin/analytics/pages').at(-1)!.url.search).toBe(
      '?from=2026-03-01&to=2026-03-31',
    );
    for (const days of [7, 30, 90]) {
      const preset = screen.getByRole('button', { name: `Last ${days} days` });
      expect(preset.getAttribute('aria-pressed')).toBe('false');
    }
  });

  it("shows the server's refusal of a backwards range in the reader's language", async () => {
    const api = stubReports(BUSY, TODAY, (_, url) =>
      url.searchParams.get('from')! > url.searchParams.get('to')!
        ? rangeRefused('from', 'must not be after to')
        : undefined,
    );
    renderDashboard('/admin?from=2026-12-05&to=2026-12-01', inLanguage('de'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Das Startdatum darf nicht nach dem Enddatum liegen.');
    const from = screen.getByLabelText('Von');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByLabelText('Bis').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Wähle einen gültigen Zeitraum, um die Berichte zu sehen.',
    );
    expect(screen.queryByRole('region', { name: 'Meistbesuchte Seiten' })).toBeNull();
    expect(api.to(SUMMARY)).toHaveLength(1);
  });

  it('names a date the server could not read, and a range too long', async () => {
    stubReports(BUSY, TODAY, (_, url) =>
      url.searchParams.get('to') === '2026-02-30'
        ? rangeRefused('to', 'must be a real date')
        : url.searchParams.get('from') === '2024-01-01'
          ? rangeRefused('from', 'must be at most 400 days before to')
          : undefined,
    );
    const { user } = renderDashboard('/admin?from=2026-02-01&to=2026-02-30', inLanguage('ja'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '終了日が正しい日付ではありません。',
    );
    expect(screen.getByLabelText('終了日').getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('開始日'));
    await user.type(screen.getByLabelText('開始日'), '2024-01-01');
    await user.clear(screen.getByLabelText('終了日'));
    await user.type(screen.getByLabelText('終了日'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: '表示' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('期間は最長400日までです。'),
    );
  });

  it('says when the range holds nothing, and offers no empty files', async () => {
    stubReports({}, TODAY);
    renderDashboard();
    await screen.findByText(/^Showing/);
    await waitFor(() => expect(screen.queryAllByRole('region', { busy: true })).toEqual([]));
    for (const [name, empty] of [
      ['Visitors and page views', 'No page views in this range yet.'],
      ['Top pages', 'No page views in this range yet.'],
      ['Top searches', 'No searches in this range yet.'],
      ['Searches with no results', 'No search in this range came back empty.'],
      ['Most viewed dive spots', 'No dive spot pages viewed in this range yet.'],
      ['Most saved dive spots', 'No dive spots saved to collections in this range yet.'],
      ['Share links', 'No share links made in this range yet.'],
      ['Where divers look on the map', 'No map views in this range yet.'],
    ] as const) {
      expect(within(report(name)).getByText(empty)).toBeTruthy();
      expect(within(report(name)).queryByRole('table')).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /Download CSV/ })).toBeNull();
  });

  it('shows a failed report with a way to try again, the others as usual', async () => {
    let failing = true;
    stubReports(BUSY, TODAY, (name) =>
      name === 'pages' && failing ? json(500, { message: 'boom' }) : undefined,
    );
    const { user } = renderDashboard();
    const pages = report('Top pages');
    const alert = await within(pages).findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('This report could not be loaded.')).toBeTruthy();
    expect(within(report('Share links')).getByRole('table')).toBeTruthy();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again to load Top pages' }));
    expect(rowsOf(await within(pages).findByRole('table'))).toEqual([
      ['/spots/blue-hole', '1,520'],
    ]);
  });

  it('downloads a report as CSV, formulas made inert', async () => {
    stubReports(BUSY, TODAY);
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderDashboard();
    const noResults = report('Searches with no results');
    await user.click(
      await within(noResults).findByRole('button', {
        name: 'Download CSV of Searches with no results',
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('divespot-searches-without-results-2026-11-08-2026-12-07.csv');
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Search,Searches with no results\r\n' +
        'cenote angelita,9\r\n' +
        '"\'=HYPERLINK(""x"")",2\r\n',
    );
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
  });
});
