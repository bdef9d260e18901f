import type { AnalyticsDay } from '@divespot/shared/analytics';
import { useIntl } from 'react-intl';
import { LineChart } from '../../../components/chart/line-chart.tsx';
import { niceDomain } from '../../../components/chart/scale.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useReport } from '../api/analytics-reports.ts';
import type { DayRange } from '../lib/range.ts';
import type { ReportTableData } from '../lib/report-table.ts';
import { ReportCard } from './report-card.tsx';
import { ReportTable } from './report-table.tsx';

const dayTime = (day: string) => `${day}T00:00:00Z`;

/** Visitors and page views per day, as lines; the table beside it holds the figures. */
function TrafficChart({ days }: { days: readonly AnalyticsDay[] }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const top = Math.max(1, ...days.map((d) => Math.max(d.visitors, d.pageViews)));
  const shortDay = (i: number) => {
    const day = Number.isInteger(i) ? days[i] : undefined;
    return day
      ? intl.formatDate(dayTime(day.day), { month: 'short', day: 'numeric', timeZone: 'UTC' })
      : '';
  };
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const long = (day: string) =>
    intl.formatDate(dayTime(day), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <LineChart
      title={t('admin.traffic.chartTitle')}
      description={intl.formatMessage(
        { id: 'admin.traffic.chartDescription' },
        { from: long(first), to: long(last) },
      )}
      x={{
        domain: [0, Math.max(1, days.length - 1)],
        label: t('admin.traffic.dayAxis'),
        format: shortDay,
      }}
      y={{
        domain: niceDomain([0, top]),
        label: t('admin.traffic.countAxis'),
        format: (n) => intl.formatNumber(n),
      }}
      series={[
        {
          id: 'visitors',
          label: t('admin.column.visitors'),
          tone: 'primary',
          points: days.map((d, i) => ({ x: i, y: d.visitors })),
        },
        {
          id: 'pageViews',
          label: t('admin.column.pageViews'),
          tone: 'secondary',
          dashed: true,
          points: days.map((d, i) => ({ x: i, y: d.pageViews })),
        },
      ]}
      height={240}
    />
  );
}

/** The range's totals: what the days add up to (a visitor is counted once a day, by design). */
function Totals({ days }: { days: readonly AnalyticsDay[] }) {
  const intl = useIntl();
  const sum = (pick: (d: AnalyticsDay) => number) => days.reduce((n, d) => n + pick(d), 0);
  const figures: [MessageId, number][] = [
    ['admin.column.visitors', sum((d) => d.visitors)],
    ['admin.column.pageViews', sum((d) => d.pageViews)],
    ['admin.column.searches', sum((d) => d.searches)],
    ['admin.column.noResults', sum((d) => d.noResultSearches)],
    ['admin.column.mapViews', sum((d) => d.mapMoves)],
    ['admin.column.markerClicks', sum((d) => d.markerClicks)],
    ['admin.column.sharesMade', sum((d) => d.sharesCreated)],
    ['admin.column.shareClicks', sum((d) => d.shareClicks)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-slate-50 px-3 py-2">
          <dt className="text-xs font-medium text-slate-600">
            {intl.formatMessage({ id: label })}
          </dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">
            {intl.formatNumber(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The range at a glance: totals, then visitors and page views per day as a chart and a table. */
export function TrafficReport({ range }: { range: DayRange }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const query = useReport('adminAnalyticsSummary', range);
  const days = query.data?.days ?? [];
  const table: ReportTableData | undefined = query.data && {
    columns: [
      { label: t('admin.column.day'), kind: 'day' },
      { label: t('admin.column.visitors'), kind: 'number' },
      { label: t('admin.column.pageViews'), kind: 'number' },
    ],
    rows: days.map((d) => [d.day, d.visitors, d.pageViews]),
  };
  const quiet = days.every((d) => d.visitors === 0 && d.pageViews === 0);
  const title = t('admin.traffic.title');
  return (
    <ReportCard
      report="visitors-per-day"
      title={title}
      query={query}
      table={table}
      isEmpty={query.data !== undefined && quiet}
      empty="admin.traffic.empty"
    >
      {table ? (
        <div className="space-y-5">
          <Totals days={days} />
          <TrafficChart days={days} />
          <div
            role="region"
            aria-label={t('admin.traffic.tableLabel')}
            tabIndex={0}
            className="max-h-72 overflow-y-auto rounded-xl border border-slate-200 px-2 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <ReportTable caption={title} table={table} />
          </div>
        </div>
      ) : (
        <Skeleton className="h-60 rounded-xl bg-slate-100" />
      )}
    </ReportCard>
  );
}
