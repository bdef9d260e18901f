import type { DiveEnvironment, WaterModel } from '@divespot/shared/tools/pressure';
import { FormattedMessage } from 'react-intl';
import { useToolFormat } from '../hooks/use-tool-format.ts';

/** Real water as the tables are compared with it: salt water at sea level, the usual dive. */
const REFERENCE_SEA: DiveEnvironment = { water: 'salt', altitude: 0 };
const TABLES: DiveEnvironment = { water: 'tables' };

/**
 * A maximum depth by the convention the diver did not choose, beside the chosen one: the
 * training tables beside real water, or salt water at sea level beside the tables. Courses teach
 * one and dive computers count the other, so a diver sees both figures for the same limit.
 */
export function OtherConvention({
  water,
  depth,
}: {
  water: WaterModel;
  /** The maximum depth (m) under the given convention. */
  depth: (env: DiveEnvironment) => number;
}) {
  const f = useToolFormat();
  const tables = water !== 'tables';
  return (
    <p className="mt-2 text-sm leading-6 text-slate-700" data-testid="mod-other">
      <FormattedMessage
        id={tables ? 'tools.mod.otherTables' : 'tools.mod.otherReal'}
        values={{
          mod: f.maxDepth(depth(tables ? TABLES : REFERENCE_SEA)),
          depth: f.format('depth', 10),
          strong: (c) => <strong className="whitespace-nowrap tabular-nums">{c}</strong>,
        }}
      />
    </p>
  );
}
