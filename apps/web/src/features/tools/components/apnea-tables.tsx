import { co2Table, o2Table, type ApneaRound } from '@divespot/shared/tools/freediving';
import { attempt } from '@divespot/shared/tools/input';
import { DataTable } from '../../../components/chart/data-table.tsx';
import { useMessage } from '../hooks/use-message.ts';
import { useToolFormat } from '../hooks/use-tool-format.ts';
import { ToolSection } from './tool-page.tsx';

/** CO2 and O2 static apnea tables from the diver's personal best. */
export function ApneaTables({ personalBest }: { personalBest: number }) {
  const m = useMessage();
  const f = useToolFormat();
  const tables = attempt(() => ({ co2: co2Table(personalBest), o2: o2Table(personalBest) }));
  const table = (caption: string, rounds: ApneaRound[]) => (
    <DataTable
      caption={caption}
      columns={[m('tools.apnea.round'), m('tools.apnea.breathe'), m('tools.apnea.hold')]}
      rows={rounds.map((r, i) => [f.number(i + 1), f.duration(r.rest), f.duration(r.hold)])}
    />
  );
  return (
    <ToolSection id="apnea-tables" title={m('tools.apnea.title')}>
      {tables.ok ? (
        <>
          <p className="max-w-3xl text-sm leading-6 text-slate-700">
            {m('tools.apnea.intro', { pb: f.duration(personalBest) })}
          </p>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="font-semibold text-slate-900">{m('tools.apnea.co2Title')}</h3>
              <p className="mt-1 mb-3 text-sm text-slate-700">{m('tools.apnea.co2Text')}</p>
              {table(m('tools.apnea.co2Title'), tables.value.co2)}
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">{m('tools.apnea.o2Title')}</h3>
              <p className="mt-1 mb-3 text-sm text-slate-700">{m('tools.apnea.o2Text')}</p>
              {table(m('tools.apnea.o2Title'), tables.value.o2)}
            </div>
          </div>
          <p className="mt-4 max-w-3xl rounded-xl bg-rose-50 p-3 text-sm font-medium text-rose-900">
            {m('tools.apnea.neverAlone')}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-700">{m('tools.apnea.needBest')}</p>
      )}
    </ToolSection>
  );
}
