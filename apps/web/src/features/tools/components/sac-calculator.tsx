import { attempt } from '@divespot/shared/tools/input';
import { gasPlan, surfaceConsumption } from '@divespot/shared/tools/gas';
import type { ReactNode } from 'react';
import { useDiveEnvironment } from '../hooks/use-dive-environment.ts';
import { crossFieldError } from '../lib/fields.ts';
import { useMessage } from '../hooks/use-message.ts';
import { useSacForm } from '../hooks/use-sac-form.ts';
import { useToolFormat } from '../hooks/use-tool-format.ts';
import { Explanation } from './explainer-text.tsx';
import { NumberField } from './number-field.tsx';
import { ResultCard, ResultFacts } from './result-card.tsx';
import { GasChart } from './gas-chart.tsx';
import { HowItWorks, ToolPage } from './tool-page.tsx';
import { ConventionNote, WaterFields } from './water-fields.tsx';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-base font-bold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** /tools/sac-calculator: breathing rate from a logged dive, and the gas plan of the next. */
export function SacCalculator() {
  const m = useMessage();
  const f = useToolFormat();
  const { specs, fields } = useSacForm();
  const environment = useDiveEnvironment();
  const { env } = environment;
  const imperial = f.system === 'imperial';
  const tankVolume = fields.tank.value;
  const startPressure = fields.start.value;

  const logged = attempt(() =>
    surfaceConsumption({
      tankVolume,
      startPressure,
      endPressure: fields.end.value,
      time: fields.time.value,
      depth: fields.avgDepth.value,
      env,
    }),
  );
  const ownRmv = fields.rmv.value;
  const rmv = Number.isFinite(ownRmv) ? ownRmv : logged.ok ? logged.value.rmv : Number.NaN;
  const plan = attempt(() =>
    gasPlan({
      depth: fields.depth.value,
      time: fields.bottom.value,
      rmv,
      tankVolume,
      startPressure,
      env,
    }),
  );
  const endError = crossFieldError(logged, 'endPressure', m('tools.error.endAboveStart'));
  const pressure = (bar: number) => f.format('pressure', bar);
  const gas = (litres: number) =>
    f.format('volume', litres, { maximumFractionDigits: imperial ? 1 : 0 });

  return (
    <ToolPage
      title={m('tools.title.sac')}
      lead={m('tools.sac.lead')}
      form={
        <>
          <Group legend={m('tools.sac.cylinder')}>
            {imperial ? (
              <>
                <NumberField
                  name="tank"
                  label={m('tools.field.ratedVolume')}
                  unit="cu ft"
                  spec={specs.tank}
                  field={fields.tank}
                />
                <NumberField
                  name="wp"
                  label={m('tools.field.workingPressure')}
                  spec={specs.wp}
                  field={fields.wp}
                />
              </>
            ) : (
              <NumberField
                name="tank"
                label={m('tools.field.tankVolume')}
                unit={f.symbols.litre}
                spec={specs.tank}
                field={fields.tank}
              />
            )}
            <NumberField
              name="start"
              label={m('tools.field.startPressure')}
              spec={specs.start}
              field={fields.start}
            />
          </Group>
          <Group legend={m('tools.sac.logged')}>
            <NumberField
              name="end"
              label={m('tools.field.endPressure')}
              spec={specs.end}
              field={fields.end}
              error={endError}
            />
            <NumberField
              name="time"
              label={m('tools.field.diveTime')}
              unit={f.symbols.minute}
              spec={specs.time}
              field={fields.time}
            />
            <NumberField
              name="avg"
              label={m('tools.field.averageDepth')}
              spec={specs.avgDepth}
              field={fields.avgDepth}
            />
          </Group>
          <Group legend={m('tools.sac.planned')}>
            <NumberField
              name="depth"
              label={m('tools.field.plannedDepth')}
              spec={specs.depth}
              field={fields.depth}
            />
            <NumberField
              name="bottom"
              label={m('tools.field.bottomTime')}
              unit={f.symbols.minute}
              spec={specs.bottom}
              field={fields.bottom}
            />
            <NumberField
              name="rmv"
              label={m('tools.field.rmv')}
              spec={specs.rmv}
              field={fields.rmv}
              hint={m('tools.sac.rmvHint')}
            />
          </Group>
          <WaterFields state={environment} />
        </>
      }
      results={
        <>
          <ResultCard
            label={m('tools.sac.rmvResult')}
            value={
              logged.ok
                ? f.format('flow', logged.value.rmv, { maximumFractionDigits: imperial ? 2 : 1 })
                : undefined
            }
            testId="rmv-result"
            detail={m('tools.sac.rmvDetail', { system: f.system })}
          />
          {logged.ok ? (
            <ResultFacts
              items={[
                {
                  term: m('tools.sac.sacResult'),
                  value: (
                    <span data-testid="sac-result">
                      {f.format('pressureRate', logged.value.sac, {
                        maximumFractionDigits: imperial ? 0 : 2,
                      })}
                    </span>
                  ),
                },
                { term: m('tools.sac.gasUsed'), value: gas(logged.value.gasUsed) },
              ]}
            />
          ) : null}
          {plan.ok ? (
            <>
              <ResultCard
                label={m('tools.sac.verdictLabel')}
                value={plan.value.enough ? m('tools.sac.enough') : m('tools.sac.notEnough')}
                testId="plan-verdict"
                tone={plan.value.enough ? 'good' : 'danger'}
                detail={m(
                  plan.value.enough ? 'tools.sac.enoughDetail' : 'tools.sac.notEnoughDetail',
                  {
                    end: pressure(Math.max(0, plan.value.endPressure)),
                    minimum: pressure(plan.value.minimumPressure),
                  },
                )}
              />
              <ResultFacts
                items={[
                  {
                    term: m('tools.sac.gasNeeded'),
                    value: `${gas(plan.value.gasNeeded)} · ${pressure(plan.value.pressureNeeded)}`,
                  },
                  { term: m('tools.sac.minimumGas'), value: pressure(plan.value.minimumPressure) },
                  { term: m('tools.sac.turnPressure'), value: pressure(plan.value.turnPressure) },
                ]}
              />
            </>
          ) : null}
          <ConventionNote state={environment} />
        </>
      }
    >
      {plan.ok ? <GasChart plan={plan.value} start={startPressure} /> : null}
      <HowItWorks>
        <Explanation
          ids={[
            'tools.sac.how.rate',
            'tools.sac.how.plan',
            'tools.sac.how.minimum',
            'tools.how.pressure',
          ]}
        />
      </HowItWorks>
    </ToolPage>
  );
}
