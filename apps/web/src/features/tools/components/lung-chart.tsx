import { lungAtDepth, residualVolumeDepth } from '@divespot/shared/tools/freediving';
import type { DiveEnvironment } from '@divespot/shared/tools/pressure';
import { LIMITS } from '@divespot/shared/tools/input';
import { DataTable } from '../../../components/chart/data-table.tsx';
import { LineChart } from '../../../components/chart/line-chart.tsx';
import { niceDomain, niceTicks } from '../../../components/chart/scale.ts';
import { useMessage } from '../hooks/use-message.ts';
import { useToolFormat } from '../hooks/use-tool-format.ts';
import { ShowFigures, ToolSection } from './tool-page.tsx';

interface LungChartProps {
  volume: number;
  residualVolume: number;
  depth: number;
  residualDepth: number;
  env: DiveEnvironment;
}

/** Lung volume against depth (Boyle), with the residual volume and the diver's depth. */
export function LungChart({ volume, residualVolume, depth, residualDepth, env }: LungChartProps) {
  const m = useMessage();
  const f = useToolFormat();
  const deepest = Math.min(LIMITS.depth.max, Math.max(depth, residualDepth, 10) * 1.2);
  const [, shownMax] = niceDomain([0, f.fromMetric('depth', deepest)]);
  const to = f.toMetric('depth', shownMax);
  const at = (d: number) => lungAtDepth({ volume, residualVolume, depth: d }, env).volume;
  const points = Array.from({ length: 101 }, (_, i) => (to * i) / 100);
  const rows = niceTicks([0, shownMax], 10).map((shown) => f.toMetric('depth', shown));
  const litres = m('tools.withUnit', { label: m('tools.chart.lungVolume'), unit: f.symbols.litre });
  const depthLabel = m('tools.withUnit', {
    label: m('tools.chart.depth'),
    unit: f.symbol('depth'),
  });
  return (
    <ToolSection id="lung-chart" title={m('tools.freediving.chartTitle')}>
      <LineChart
        title={m('tools.freediving.chartTitle')}
        description={m('tools.freediving.chartDescription', {
          volume: f.litres(volume),
          half: f.maxDepth(residualVolumeDepth(volume, volume / 2, env)),
          residual: f.maxDepth(residualDepth),
        })}
        x={{ domain: [0, shownMax], label: depthLabel, format: (v) => f.number(v) }}
        y={{ domain: niceDomain([0, volume]), label: litres, format: (v) => f.number(v, 1) }}
        series={[
          {
            id: 'volume',
            label: m('tools.chart.lungVolume'),
            points: points.map((d) => ({ x: f.fromMetric('depth', d), y: at(d) })),
            tone: 'primary',
          },
        ]}
        rules={[{ y: residualVolume, label: m('tools.freediving.residualRule'), tone: 'danger' }]}
        marker={{
          x: f.fromMetric('depth', depth),
          y: at(depth),
          label: m('tools.chart.yourDepth'),
        }}
      />
      <ShowFigures>
        <DataTable
          caption={m('tools.freediving.chartTitle')}
          columns={[depthLabel, litres, m('tools.chart.absolutePressure')]}
          rows={rows.map((d) => {
            const lung = lungAtDepth({ volume, residualVolume, depth: d }, env);
            return [f.format('depth', d), f.litres(lung.volume, 2), f.bar(lung.pressure)];
          })}
        />
      </ShowFigures>
    </ToolSection>
  );
}
