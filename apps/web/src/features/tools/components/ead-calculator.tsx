import { attempt } from '@divespot/shared/tools/input';
import {
  PPO2_CONTINGENCY,
  PPO2_WORKING,
  equivalentAirDepth,
  maximumOperatingDepth,
  oxygenPartialPressure,
} from '@divespot/shared/tools/nitrox';
import { useMessage } from '../hooks/use-message.ts';
import { useNitroxForm } from '../hooks/use-nitrox-form.ts';
import { useToolFormat } from '../hooks/use-tool-format.ts';
import { EadChart } from './ead-chart.tsx';
import { Explanation } from './explainer-text.tsx';
import { NumberField, O2Field } from './number-field.tsx';
import { ResultCard, ResultFacts, type ResultTone } from './result-card.tsx';
import { HowItWorks, ToolPage } from './tool-page.tsx';
import { ConventionNote, WaterFields } from './water-fields.tsx';

const DEFAULTS = { o2: 36, depth: 30, depthFeet: 100 };

/** /tools/ead-calculator: equivalent air depth of a nitrox mix, its ppO2, and a table. */
export function EadCalculator() {
  const m = useMessage();
  const f = useToolFormat();
  const { specs, fields, environment, env, o2, depth } = useNitroxForm(DEFAULTS);
  const result = attempt(() => ({
    ead: equivalentAirDepth({ o2, depth, env }),
    ppO2: oxygenPartialPressure({ o2, depth, env }),
    mod: maximumOperatingDepth(o2, PPO2_WORKING, env),
  }));
  const name = f.mix(o2);
  const shownDepth = f.depth(depth);
  let tone: ResultTone = 'neutral';
  let verdict = '';
  if (result.ok) {
    const { ppO2 } = result.value;
    const values = {
      ppO2: f.bar(ppO2),
      working: f.bar(PPO2_WORKING, 1),
      contingency: f.bar(PPO2_CONTINGENCY, 1),
    };
    if (ppO2 > PPO2_CONTINGENCY + 1e-9) {
      tone = 'danger';
      verdict = m('tools.ead.beyondContingency', values);
    } else if (ppO2 > PPO2_WORKING + 1e-9) {
      tone = 'warning';
      verdict = m('tools.ead.beyondWorking', values);
    } else {
      tone = 'good';
      verdict = m('tools.ead.withinWorking', values);
    }
  }

  return (
    <ToolPage
      title={m('tools.title.ead')}
      lead={m('tools.ead.lead')}
      form={
        <>
          <O2Field spec={specs.o2} field={fields.o2} />
          <NumberField
            name="depth"
            label={m('tools.field.depth')}
            spec={specs.depth}
            field={fields.depth}
          />
          <WaterFields state={environment} />
        </>
      }
      results={
        <>
          <ResultCard
            label={m('tools.ead.result', { mix: name, depth: shownDepth })}
            value={result.ok ? f.atLeastDepth(result.value.ead) : undefined}
            testId="ead-result"
            detail={m('tools.ead.resultDetail')}
          />
          {result.ok ? (
            <>
              <ResultCard
                label={m('tools.result.ppO2At', { mix: name, depth: shownDepth })}
                value={f.bar(result.value.ppO2)}
                testId="ppo2-result"
                tone={tone}
                detail={verdict}
              />
              <ResultFacts
                items={[
                  {
                    term: m('tools.result.atWorking', { ppO2: f.bar(PPO2_WORKING, 1) }),
                    value: f.maxDepth(result.value.mod),
                  },
                ]}
              />
            </>
          ) : null}
          <ConventionNote state={environment} />
        </>
      }
    >
      {result.ok ? <EadChart o2={o2} depth={depth} env={env} /> : null}
      <HowItWorks>
        <Explanation ids={['tools.ead.how.formula', 'tools.how.pressure', 'tools.ead.how.use']} />
      </HowItWorks>
    </ToolPage>
  );
}
