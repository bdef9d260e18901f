import { FormattedMessage, useIntl } from 'react-intl';
import { useReport } from '../api/analytics-reports.ts';
import { useReportRange } from '../hooks/use-report-range.ts';
import { rangeProblemOf } from '../lib/range-errors.ts';
import { HotAreasReport } from './hot-areas-report.tsx';
import { RangePicker } from './range-picker.tsx';
import {
  NoResultSearchesReport,
  SharesReport,
  SpotsSavedReport,
  SpotsViewedReport,
  TopPagesReport,
  TopSearchesReport,
} from './report-cards.tsx';
import { TrafficReport } from './traffic-report.tsx';

const longDay = { dateStyle: 'long', timeZone: 'UTC' } as const;

/**
 * The console's dashboard (docs/product/analytics.md#what-the-console-reads): how the product
 * was used over a range of days, from the analytics' daily aggregates.
 */
export function AdminDashboard({ headingId }: { headingId: string }) {
  const intl = useIntl();
  const { range, choose } = useReportRange();
  const summary = useReport('adminAnalyticsSummary', range);
  // Every report takes the same range: the summary's answer speaks for all of them.
  const problem = rangeProblemOf(summary.error);
  const shown = summary.data;
  return (
    <div className="space-y-6">
      <header>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          <FormattedMessage id="admin.section.dashboard" />
        </h2>
        <p className="mt-1 max-w-3xl text-sm leading-6 text-slate-700">
          <FormattedMessage id="admin.dashboard.intro" />
        </p>
      </header>
      <RangePicker
        key={`${range.from ?? ''}|${range.to ?? ''}`}
        range={range}
        problem={problem}
        onChoose={choose}
      />
      <p role="status" className="text-sm text-slate-700">
        {summary.isPending ? (
          <FormattedMessage id="admin.dashboard.loading" />
        ) : shown ? (
          <FormattedMessage
            id="admin.range.showing"
            values={{
              from: intl.formatDate(`${shown.from}T00:00:00Z`, longDay),
              to: intl.formatDate(`${shown.to}T00:00:00Z`, longDay),
            }}
          />
        ) : problem ? (
          <FormattedMessage id="admin.range.choose" />
        ) : null}
      </p>
      {problem ? null : (
        <>
          <TrafficReport range={range} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <NoResultSearchesReport range={range} />
            <TopSearchesReport range={range} />
            <TopPagesReport range={range} />
            <SharesReport range={range} />
            <SpotsViewedReport range={range} />
            <SpotsSavedReport range={range} />
          </div>
          <HotAreasReport range={range} />
        </>
      )}
    </div>
  );
}
