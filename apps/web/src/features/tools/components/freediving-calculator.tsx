import { attempt } from '@divespot/shared/tools/input';
import {
  freediveTimes,
  lungAtDepth,
  residualVolumeDepth,
  surfaceInterval,
} from '@divespot/shared/tools/freediving';
import { useDiveEnvironment } from '../hooks/use-dive-environment.ts';
import { FREEDIVING_FIELDS as SPECS, useFreedivingForm } from '../hooks/use-freediving-form.ts';
import { crossFieldError } from '../lib/fields.ts';
import { useMessage } from '../hooks/use-message.ts';
import { useToolFormat } from '../hooks/use-tool-format.ts';
import { ApneaTables } from './apnea-tables.tsx';
import { Explanation } from './explainer-text.tsx';
import { LungChart } from './lung-chart.tsx';
import { NumberField } from './number-field.tsx';
import { ResultCard, ResultFacts } from './result-card.tsx';
import { HowItWorks, ToolPage } from './tool-page.tsx';
import { ConventionNote, WaterFields } from './water-fields.tsx';

const RULES = {
  twiceDiveTime: 'tools.freediving.rule.twiceDiveTime',
  depthOverFive: 'tools.freediving.rule.depthOverFive',
  timeTimesPressure: 'tools.freediving.rule.timeTimesPressure',
} as const;

/** /tools/freediving-calculator: lungs at depth, dive times, rest, and static tables. */
export function FreedivingCalculator() {
  const m = useMessage();
  const f = useToolFormat();
  const fields = useFreedivingForm();
  const environment = useDiveEnvironment();
  const { env } = environment;
  const depth = fields.depth.value;
  const volume = fields.volume.value;
  const residualVolume = fields.residual.value;
  const lungs = attempt(() => ({
    at: lungAtDepth({ volume, residualVolume, depth }, env),
    residualDepth: residualVolumeDepth(volume, residualVolume, env),
  }));
  const times = attempt(() =>
    freediveTimes({
      depth,
      descentSpeed: fields.descent.value,
      ascentSpeed: fields.ascent.value,
      bottom: fields.bottom.value,
    }),
  );
  const rest = attempt(() =>
    surfaceInterval({ diveTime: times.ok ? times.value.total : Number.NaN, depth }, env),
  );
  const residualError = crossFieldError(
    lungs,
    'residualVolume',
    m('tools.error.residualAboveVolume'),
  );
  const shownDepth = f.depth(depth);
  const litre = f.symbols.litre;

  return (
    <ToolPage
      title={m('tools.title.freediving')}
      lead={m('tools.freediving.lead')}
      form={
        <>
          <NumberField
            name="depth"
            label={m('tools.field.targetDepth')}
            spec={SPECS.depth}
            field={fields.depth}
          />
          <NumberField
            name="lungs"
            label={m('tools.field.lungVolume')}
            unit={litre}
            spec={SPECS.volume}
            field={fields.volume}
            hint={m('tools.freediving.lungHint')}
          />
          <NumberField
            name="rv"
            label={m('tools.field.residualVolume')}
            unit={litre}
            spec={SPECS.residual}
            field={fields.residual}
            error={residualError}
            hint={m('tools.freediving.residualHint')}
          />
          <NumberField
            name="down"
            label={m('tools.field.descentSpeed')}
            spec={SPECS.descent}
            field={fields.descent}
          />
          <NumberField
            name="up"
            label={m('tools.field.ascentSpeed')}
            spec={SPECS.ascent}
            field={fields.ascent}
          />
          <NumberField
            name="bottom"
            label={m('tools.field.bottomSeconds')}
            unit={f.symbols.second}
            spec={SPECS.bottom}
            field={fields.bottom}
          />
          <NumberField
            name="pb"
            label={m('tools.field.personalBest')}
            unit="m:ss"
            spec={SPECS.personalBest}
            field={fields.personalBest}
          />
          <WaterFields state={environment} />
        </>
      }
      results={
        <>
          <ResultCard
            label={m('tools.freediving.lungResult', { depth: shownDepth })}
            value={lungs.ok ? f.litres(lungs.value.at.volume) : undefined}
            testId="lung-result"
            tone={lungs.ok && lungs.value.at.belowResidual ? 'danger' : 'neutral'}
            detail={
              lungs.ok
                ? lungs.value.at.belowResidual
                  ? m('tools.freediving.belowResidual', { residual: f.litres(residualVolume) })
                  : m('tools.freediving.lungDetail', {
                      share: f.percent((lungs.value.at.volume / volume) * 100),
                      pressure: f.bar(lungs.value.at.pressure),
                    })
                : undefined
            }
          />
          {lungs.ok ? (
            <ResultFacts
              items={[
                {
                  term: m('tools.freediving.pressureAt', { depth: shownDepth }),
                  value: f.bar(lungs.value.at.pressure),
                },
                {
                  term: m('tools.freediving.residualDepth'),
                  value: f.maxDepth(lungs.value.residualDepth),
                },
              ]}
            />
          ) : null}
          <ResultCard
            label={m('tools.freediving.timeResult')}
            value={times.ok ? f.duration(times.value.total) : undefined}
            testId="dive-time"
          >
            {times.ok ? (
              <p className="mt-2 text-sm text-slate-700">
                {m('tools.freediving.timeDetail', {
                  descent: f.duration(times.value.descent),
                  bottom: f.duration(times.value.bottom),
                  ascent: f.duration(times.value.ascent),
                })}
              </p>
            ) : null}
          </ResultCard>
          <ResultCard
            label={m('tools.freediving.restResult')}
            value={rest.ok ? f.duration(rest.value.seconds) : undefined}
            testId="surface-interval"
            detail={
              rest.ok
                ? m('tools.freediving.restDetail', { rule: m(RULES[rest.value.rule]) })
                : undefined
            }
          />
          {rest.ok ? (
            <ResultFacts
              items={(Object.keys(RULES) as (keyof typeof RULES)[]).map((rule) => ({
                term: m(RULES[rule]),
                value: f.duration(rest.value.rules[rule]),
              }))}
            />
          ) : null}
          <ConventionNote state={environment} />
        </>
      }
    >
      {lungs.ok ? (
        <LungChart
          volume={volume}
          residualVolume={residualVolume}
          depth={depth}
          residualDepth={lungs.value.residualDepth}
          env={env}
        />
      ) : null}
      <ApneaTables personalBest={fields.personalBest.value} />
      <HowItWorks>
        <Explanation
          ids={[
            'tools.freediving.how.boyle',
            'tools.freediving.how.times',
            'tools.freediving.how.rest',
            'tools.freediving.how.tables',
            'tools.how.pressure',
          ]}
        />
      </HowItWorks>
    </ToolPage>
  );
}
