import { attempt } from '@divespot/shared/tools/input';
import {
  PPO2_CONTINGENCY,
  PPO2_WORKING,
  bestMix,
  maximumOperatingDepth,
  oxygenPartialPressure,
} from '@divespot/shared/tools/nitrox';
import { useIntl } from 'react-intl';
import { useMessage } from '../hooks/use-message.ts';
import { useNitroxForm } from '../hooks/use-nitrox-form.ts';
import { useToolOption } from '../hooks/use-tool-form.ts';
import { useToolFormat } from '../hooks/use-tool-format.ts';
import { ModChart } from './mod-chart.tsx';
import { ModExplainer } from './mod-explainer.tsx';
import { ChoiceField, NumberField, O2Field } from './number-field.tsx';
import { ResultCard, ResultFacts } from './result-card.tsx';
import { ToolPage } from './tool-page.tsx';
import { OtherConvention } from './other-convention.tsx';
import { ConventionNote, WaterFields } from './water-fields.tsx';

const DEFAULTS = { o2: 32, depth: 30, depthFeet: 100 };

export const PPO2_LIMITS = ['1.2', '1.3', '1.4', '1.5', '1.6'] as const;

/** The ppO2 limit choice, with the working and contingency limits named. */
export function usePpO2Choice() {
  const intl = useIntl();
  const f = useToolFormat();
  const [choice, setChoice] = useToolOption('ppo2', PPO2_LIMITS, '1.4');
  const options = PPO2_LIMITS.map((value) => {
    const n = Number(value);
    const id =
      n === PPO2_WORKING
        ? 'tools.ppO2.working'
        : n === PPO2_CONTINGENCY
          ? 'tools.ppO2.contingency'
          : 'tools.ppO2.other';
    return { value, label: intl.formatMessage({ id }, { ppO2: f.bar(n, 1) }) };
  });
  return { ppO2: Number(choice), choice, setChoice, options };
}

/** /tools/mod-calculator: maximum operating depth, best mix and ppO2 at a depth. */
export function ModCalculator() {
  const m = useMessage();
  const f = useToolFormat();
  const { specs, fields, environment, env, o2, depth } = useNitroxForm(DEFAULTS);
  const limit = usePpO2Choice();
  const mod = attempt(() => ({
    atLimit: maximumOperatingDepth(o2, limit.ppO2, env),
    working: maximumOperatingDepth(o2, PPO2_WORKING, env),
    contingency: maximumOperatingDepth(o2, PPO2_CONTINGENCY, env),
  }));
  const atDepth = attempt(() => ({
    best: bestMix(depth, limit.ppO2, env),
    ppO2: oxygenPartialPressure({ o2, depth, env }),
  }));
  const name = f.mix(o2);
  const over = atDepth.ok && atDepth.value.ppO2 > limit.ppO2 + 1e-9;

  return (
    <ToolPage
      title={m('tools.title.mod')}
      lead={m('tools.mod.lead')}
      form={
        <>
          <O2Field spec={specs.o2} field={fields.o2} />
          <ChoiceField
            name="ppo2"
            label={m('tools.field.ppO2')}
            value={limit.choice}
            options={limit.options}
            onChange={limit.setChoice}
          />
          <NumberField
            name="depth"
            label={m('tools.field.plannedDepth')}
            spec={specs.depth}
            field={fields.depth}
          />
          <WaterFields state={environment} />
        </>
      }
      results={
        <>
          <ResultCard
            label={m('tools.mod.result', { mix: name })}
            value={mod.ok ? f.maxDepth(mod.value.atLimit) : undefined}
            testId="mod-result"
            detail={m('tools.mod.resultDetail', { ppO2: f.bar(limit.ppO2, 1) })}
          >
            {mod.ok ? (
              <OtherConvention
                water={environment.water}
                depth={(other) => maximumOperatingDepth(o2, limit.ppO2, other)}
              />
            ) : null}
          </ResultCard>
          {mod.ok ? (
            <ResultFacts
              items={[
                {
                  term: m('tools.result.atWorking', { ppO2: f.bar(PPO2_WORKING, 1) }),
                  value: f.maxDepth(mod.value.working),
                },
                {
                  term: m('tools.result.atContingency', { ppO2: f.bar(PPO2_CONTINGENCY, 1) }),
                  value: f.maxDepth(mod.value.contingency),
                },
              ]}
            />
          ) : null}
          <ResultCard
            label={m('tools.mod.bestMix', {
              depth: atDepth.ok ? f.depth(depth) : '—',
            })}
            value={
              atDepth.ok
                ? atDepth.value.best.belowAir
                  ? m('tools.mod.noNitrox')
                  : f.mix(atDepth.value.best.blend)
                : undefined
            }
            testId="best-mix"
            tone={atDepth.ok && atDepth.value.best.belowAir ? 'danger' : 'neutral'}
            detail={
              atDepth.ok
                ? atDepth.value.best.belowAir
                  ? m('tools.mod.belowAir', { ppO2: f.bar(limit.ppO2, 1) })
                  : m('tools.mod.bestMixDetail', { ppO2: f.bar(limit.ppO2, 1) })
                : undefined
            }
          />
          {atDepth.ok && mod.ok ? (
            <ResultCard
              label={m('tools.result.ppO2At', {
                mix: name,
                depth: f.depth(depth),
              })}
              value={f.bar(atDepth.value.ppO2)}
              testId="ppo2-result"
              tone={over ? 'danger' : 'good'}
              detail={
                over
                  ? m('tools.mod.overLimit', { ppO2: f.bar(limit.ppO2, 1) })
                  : m('tools.mod.withinLimit', { ppO2: f.bar(limit.ppO2, 1) })
              }
            />
          ) : null}
          <ConventionNote state={environment} />
        </>
      }
    >
      {mod.ok ? <ModChart o2={o2} ppO2={limit.ppO2} env={env} /> : null}
      <ModExplainer />
    </ToolPage>
  );
}
