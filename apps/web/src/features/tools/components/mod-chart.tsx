import {
  PPO2_CONTINGENCY,
  PPO2_WORKING,
  maximumOperatingDepth,
} from '@divespot/shared/tools/nitrox';
import type { DiveEnvironment } from '@divespot/shared/tools/pressure';
import { DataTable } from '../../../components/chart/data-table.tsx';
import { LineChart } from '../../../components/chart/line-chart.tsx';
import { niceDomain } from '../../../components/chart/scale.ts';
import { useMessage } from '../hooks/use-message.ts';
import { useToolFormat } from '../hooks/use-tool-format.ts';
import { ShowFigures, ToolSection } from './tool-page.tsx';

const TABLE_MIXES = [21, 25, 28, 30, 32, 34, 36, 40, 50, 80, 100];

/** MOD against oxygen percentage at the chosen limit and the other named one, with the mix. */
export function ModChart({ o2, ppO2, env }: { o2: number; ppO2: number; env: DiveEnvironment }) {
  const m = useMessage();
  const f = useToolFormat();
  const other = ppO2 === PPO2_CONTINGENCY ? PPO2_WORKING : PPO2_CONTINGENCY;
  const depth = (mix: number, limit: number) =>
    f.fromMetric('depth', maximumOperatingDepth(mix, limit, env));
  const curve = (limit: number) =>
    Array.from({ length: 80 }, (_, i) => ({ x: 21 + i, y: depth(21 + i, limit) }));
  const deepest = depth(21, Math.max(ppO2, other));
  const mixes = [...new Set([...TABLE_MIXES, o2])].sort((a, b) => a - b);
  const limitLabel = (limit: number) => m('tools.mod.chartSeries', { ppO2: f.bar(limit, 1) });

  return (
    <ToolSection id="mod-chart" title={m('tools.mod.chartTitle')}>
      <LineChart
        title={m('tools.mod.chartTitle')}
        description={m('tools.mod.chartDescription', {
          ppO2: f.bar(ppO2, 1),
          shallow: f.maxDepth(maximumOperatingDepth(100, ppO2, env)),
          deep: f.maxDepth(maximumOperatingDepth(21, ppO2, env)),
        })}
        x={{
          domain: [21, 100],
          label: m('tools.withUnit', { label: m('tools.field.o2'), unit: f.symbols.percent }),
          format: (v) => f.number(v),
        }}
        y={{
          domain: niceDomain([0, deepest]),
          label: m('tools.withUnit', { label: m('tools.chart.depth'), unit: f.symbol('depth') }),
          format: (v) => f.number(v),
          inverted: true,
        }}
        series={[
          { id: 'limit', label: limitLabel(ppO2), points: curve(ppO2), tone: 'primary' },
          {
            id: 'other',
            label: limitLabel(other),
            points: curve(other),
            tone: other === PPO2_CONTINGENCY ? 'danger' : 'secondary',
            dashed: true,
          },
        ]}
        marker={{ x: o2, y: depth(o2, ppO2), label: f.mix(o2) }}
      />
      <ShowFigures>
        <DataTable
          caption={m('tools.mod.chartTitle')}
          columns={[m('tools.table.mix'), limitLabel(ppO2), limitLabel(other)]}
          highlight={mixes.indexOf(o2)}
          rows={mixes.map((mix) => [
            f.mix(mix),
            f.maxDepth(maximumOperatingDepth(mix, ppO2, env)),
            f.maxDepth(maximumOperatingDepth(mix, other, env)),
          ])}
        />
      </ShowFigures>
    </ToolSection>
  );
}
