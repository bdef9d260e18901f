import {
  PPO2_WORKING,
  eadTable,
  equivalentAirDepth,
  maximumOperatingDepth,
} from '@divespot/shared/tools/nitrox';
import type { DiveEnvironment } from '@divespot/shared/tools/pressure';
import { LIMITS } from '@divespot/shared/tools/input';
import { DataTable } from '../../../components/chart/data-table.tsx';
import { LineChart } from '../../../components/chart/line-chart.tsx';
import { niceDomain } from '../../../components/chart/scale.ts';
import { useMessage } from '../hooks/use-message.ts';
import { useToolFormat } from '../hooks/use-tool-format.ts';
import { ShowFigures, ToolSection } from './tool-page.tsx';

/** Table steps: 3 m, or 10 ft in imperial. */
const STEP = { metric: 3, imperial: 3.048 } as const;

/** EAD against depth for the mix, beside air's own depth, down past the mix's working MOD. */
export function EadChart({ o2, depth, env }: { o2: number; depth: number; env: DiveEnvironment }) {
  const m = useMessage();
  const f = useToolFormat();
  const step = STEP[f.system];
  const deepest = Math.max(depth, maximumOperatingDepth(o2, PPO2_WORKING, env));
  const to = Math.min(LIMITS.depth.max, Math.ceil(deepest / step) * step);
  const rows = eadTable(o2, env, { from: 0, to, step });
  const plot = eadTable(o2, env, { from: 0, to, step: Math.max(0.5, to / 100) });
  const d = (metric: number) => f.fromMetric('depth', metric);
  const name = f.mix(o2);
  const ead = equivalentAirDepth({ o2, depth, env });
  const column = (id: 'tools.chart.depth' | 'tools.ead.short') =>
    m('tools.withUnit', { label: m(id), unit: f.symbol('depth') });

  return (
    <ToolSection id="ead-chart" title={m('tools.ead.chartTitle', { mix: name })}>
      <LineChart
        title={m('tools.ead.chartTitle', { mix: name })}
        description={m('tools.ead.chartDescription', {
          mix: name,
          depth: f.depth(depth),
          ead: f.atLeastDepth(ead),
        })}
        x={{ domain: [0, d(to)], label: column('tools.chart.depth'), format: (v) => f.number(v) }}
        y={{
          domain: niceDomain([0, d(to)]),
          label: column('tools.ead.short'),
          format: (v) => f.number(v),
          inverted: true,
        }}
        series={[
          {
            id: 'ead',
            label: m('tools.ead.chartSeries', { mix: name }),
            points: plot.map((r) => ({ x: d(r.depth), y: d(r.ead) })),
            tone: 'primary',
          },
          {
            id: 'air',
            label: m('tools.ead.chartAir'),
            points: [
              { x: 0, y: 0 },
              { x: d(to), y: d(to) },
            ],
            tone: 'muted',
            dashed: true,
          },
        ]}
        marker={{
          x: d(depth),
          y: d(ead),
          label: m('tools.chart.yourDepth'),
        }}
      />
      <ShowFigures>
        <DataTable
          caption={m('tools.ead.chartTitle', { mix: name })}
          columns={[column('tools.chart.depth'), column('tools.ead.short'), m('tools.table.ppO2')]}
          rows={rows.map((r) => [
            f.format('depth', r.depth),
            f.atLeastDepth(r.ead),
            r.ppO2 > PPO2_WORKING + 1e-9
              ? m('tools.table.overLimit', { ppO2: f.bar(r.ppO2), limit: f.bar(PPO2_WORKING, 1) })
              : f.bar(r.ppO2),
          ])}
        />
      </ShowFigures>
    </ToolSection>
  );
}
