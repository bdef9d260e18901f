import type { GasPlan } from '@divespot/shared/tools/gas';
import { DataTable } from '../../../components/chart/data-table.tsx';
import { LineChart } from '../../../components/chart/line-chart.tsx';
import { niceDomain } from '../../../components/chart/scale.ts';
import { useMessage } from '../hooks/use-message.ts';
import { useToolFormat } from '../hooks/use-tool-format.ts';
import { ShowFigures, ToolSection } from './tool-page.tsx';

/** Cylinder pressure over the planned dive, against the turn pressure and the minimum gas. */
export function GasChart({ plan, start }: { plan: GasPlan; start: number }) {
  const m = useMessage();
  const f = useToolFormat();
  // A plan that does not fit the cylinder runs out of gas: the cylinder shows empty, not below.
  const p = (bar: number) => f.fromMetric('pressure', Math.max(0, bar));
  const end = plan.profile[plan.profile.length - 1]!;
  const unit = f.symbol('pressure');
  return (
    <ToolSection id="gas-chart" title={m('tools.sac.chartTitle')}>
      <LineChart
        title={m('tools.sac.chartTitle')}
        description={m('tools.sac.chartDescription', {
          start: f.format('pressure', start),
          end: f.format('pressure', Math.max(0, end.pressure)),
          minutes: f.minutes(end.time),
          minimum: f.format('pressure', plan.minimumPressure),
        })}
        x={{
          domain: [0, Math.ceil(end.time)],
          label: m('tools.withUnit', { label: m('tools.chart.time'), unit: f.symbols.minute }),
          format: (v) => f.number(v),
        }}
        y={{
          domain: niceDomain([0, p(start)]),
          label: m('tools.withUnit', { label: m('tools.chart.pressure'), unit }),
          format: (v) => f.number(v),
        }}
        series={[
          {
            id: 'pressure',
            label: m('tools.sac.chartSeries'),
            points: plan.profile.map((point) => ({ x: point.time, y: p(point.pressure) })),
            tone: 'primary',
          },
        ]}
        rules={[
          { y: p(plan.turnPressure), label: m('tools.sac.turnPressure'), tone: 'secondary' },
          { y: p(plan.minimumPressure), label: m('tools.sac.minimumGas'), tone: 'danger' },
        ]}
      />
      <ShowFigures>
        <DataTable
          caption={m('tools.sac.chartTitle')}
          columns={[
            m('tools.withUnit', { label: m('tools.chart.time'), unit: f.symbols.minute }),
            m('tools.withUnit', { label: m('tools.chart.depth'), unit: f.symbol('depth') }),
            m('tools.withUnit', { label: m('tools.chart.pressure'), unit }),
          ]}
          rows={plan.profile.map((point) => [
            f.number(point.time, 1),
            f.number(f.fromMetric('depth', point.depth), 1),
            f.number(p(point.pressure)),
          ])}
        />
      </ShowFigures>
    </ToolSection>
  );
}
