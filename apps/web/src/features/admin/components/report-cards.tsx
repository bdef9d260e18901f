import { pagePath, PAGES } from '@divespot/shared/routes';
import type { AnalyticsSearchRow, AnalyticsSpotRow } from '@divespot/shared/analytics';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useReport } from '../api/analytics-reports.ts';
import type { DayRange } from '../lib/range.ts';
import type { ReportTableData } from '../lib/report-table.ts';
import { ReportCard } from './report-card.tsx';

/** The page's words for a message id. */
function useWords() {
  const intl = useIntl();
  return (id: MessageId) => intl.formatMessage({ id });
}

export function TopPagesReport({ range }: { range: DayRange }) {
  const t = useWords();
  const query = useReport('adminAnalyticsPages', range);
  const table: ReportTableData | undefined = query.data && {
    columns: [
      { label: t('admin.column.page'), kind: 'text' },
      { label: t('admin.column.views'), kind: 'number' },
    ],
    rows: query.data.pages.map((p) => [p.path, p.views]),
    links: query.data.pages.map((p) => p.path),
  };
  return (
    <ReportCard
      report="top-pages"
      title={t('admin.pages.title')}
      query={query}
      table={table}
      empty="admin.pages.empty"
    />
  );
}

function searchTable(
  t: (id: MessageId) => string,
  rows: readonly AnalyticsSearchRow[],
  all: boolean,
): ReportTableData {
  return {
    columns: all
      ? [
          { label: t('admin.column.search'), kind: 'text' },
          { label: t('admin.column.searches'), kind: 'number' },
          { label: t('admin.column.noResultsShort'), kind: 'number' },
          { label: t('admin.column.resultClicks'), kind: 'number' },
        ]
      : [
          { label: t('admin.column.search'), kind: 'text' },
          { label: t('admin.column.noResults'), kind: 'number' },
        ],
    rows: rows.map((r) =>
      all ? [r.text, r.searches, r.noResults, r.clicks] : [r.text, r.noResults],
    ),
  };
}

/** The searches that found nothing: what content to add next. */
export function NoResultSearchesReport({ range }: { range: DayRange }) {
  const t = useWords();
  const query = useReport('adminAnalyticsSearches', range);
  return (
    <ReportCard
      report="searches-without-results"
      title={t('admin.noResults.title')}
      description={<FormattedMessage id="admin.noResults.description" />}
      query={query}
      table={query.data && searchTable(t, query.data.noResults, false)}
      empty="admin.noResults.empty"
      className="border-amber-300 bg-amber-50/40"
    />
  );
}

export function TopSearchesReport({ range }: { range: DayRange }) {
  const t = useWords();
  const query = useReport('adminAnalyticsSearches', range);
  return (
    <ReportCard
      report="top-searches"
      title={t('admin.searches.title')}
      query={query}
      table={query.data && searchTable(t, query.data.top, true)}
      empty="admin.searches.empty"
    />
  );
}

function spotTable(
  t: (id: MessageId) => string,
  rows: readonly AnalyticsSpotRow[],
  count: MessageId,
): ReportTableData {
  return {
    columns: [
      { label: t('admin.column.spot'), kind: 'text' },
      { label: t(count), kind: 'number' },
    ],
    rows: rows.map((s) => [s.name, s.count]),
    links: rows.map((s) => pagePath(PAGES.spot, { slug: s.slug })),
  };
}

export function SpotsViewedReport({ range }: { range: DayRange }) {
  const t = useWords();
  const query = useReport('adminAnalyticsSpots', range);
  return (
    <ReportCard
      report="most-viewed-spots"
      title={t('admin.spotsViewed.title')}
      query={query}
      table={query.data && spotTable(t, query.data.viewed, 'admin.column.views')}
      empty="admin.spotsViewed.empty"
    />
  );
}

export function SpotsSavedReport({ range }: { range: DayRange }) {
  const t = useWords();
  const query = useReport('adminAnalyticsSpots', range);
  return (
    <ReportCard
      report="most-saved-spots"
      title={t('admin.spotsSaved.title')}
      description={<FormattedMessage id="admin.spotsSaved.description" />}
      query={query}
      table={query.data && spotTable(t, query.data.saved, 'admin.column.saves')}
      empty="admin.spotsSaved.empty"
    />
  );
}

export function SharesReport({ range }: { range: DayRange }) {
  const t = useWords();
  const query = useReport('adminAnalyticsShares', range);
  const table: ReportTableData | undefined = query.data && {
    columns: [
      { label: t('admin.column.shareLink'), kind: 'text' },
      { label: t('admin.column.timesMade'), kind: 'number' },
      { label: t('admin.column.timesOpened'), kind: 'number' },
    ],
    rows: query.data.links.map((l) => [l.slug, l.created, l.clicks]),
  };
  return (
    <ReportCard
      report="shares"
      title={t('admin.shares.title')}
      query={query}
      table={table}
      empty="admin.shares.empty"
    />
  );
}
