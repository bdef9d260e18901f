import {
  SEA_LEVEL_PRESSURE,
  WATER_DENSITY,
  WATER_MODELS,
  atmosphericPressure,
  type WaterModel,
} from '@divespot/shared/tools/pressure';
import { FormattedMessage, useIntl } from 'react-intl';
import { ALTITUDE_FIELD, type DiveEnvironmentState } from '../hooks/use-dive-environment.ts';
import { useToolFormat } from '../hooks/use-tool-format.ts';
import { ChoiceField, NumberField } from './number-field.tsx';

const WATER_LABELS = {
  tables: 'tools.water.tables',
  salt: 'tools.water.salt',
  en13319: 'tools.water.en13319',
  fresh: 'tools.water.fresh',
} as const;

/** The water model and the altitude of the water surface (which the tables do not count). */
export function WaterFields({ state }: { state: DiveEnvironmentState }) {
  const intl = useIntl();
  const f = useToolFormat();
  const density = (water: WaterModel) =>
    water === 'tables' ? '' : f.number(WATER_DENSITY[water] / 1000, 2);
  return (
    <>
      <ChoiceField
        name="water"
        label={intl.formatMessage({ id: 'tools.water.label' })}
        value={state.water}
        options={WATER_MODELS.map((water) => ({
          value: water,
          label: intl.formatMessage(
            { id: WATER_LABELS[water] },
            { density: density(water), depth: f.format('depth', 10) },
          ),
        }))}
        onChange={state.setWater}
      />
      <NumberField
        name="altitude"
        label={intl.formatMessage({ id: 'tools.altitude.label' })}
        spec={ALTITUDE_FIELD}
        field={state.altitude}
        disabled={state.water === 'tables'}
        hint={
          state.water === 'tables'
            ? intl.formatMessage({ id: 'tools.altitude.tablesHint' })
            : intl.formatMessage({ id: 'tools.altitude.hint' })
        }
      />
    </>
  );
}

/** Which convention the figures on the page follow, in a sentence. */
export function ConventionNote({ state }: { state: DiveEnvironmentState }) {
  const f = useToolFormat();
  const { water, env } = state;
  if (water === 'tables') {
    return (
      <p className="text-sm leading-6 text-slate-700" data-testid="convention">
        <FormattedMessage
          id="tools.convention.tables"
          values={{ depth: f.format('depth', 10), strong: (c) => <strong>{c}</strong> }}
        />
      </p>
    );
  }
  const altitude = env.altitude ?? 0;
  return (
    <p className="text-sm leading-6 text-slate-700" data-testid="convention">
      <FormattedMessage
        id="tools.convention.real"
        values={{
          water: (
            <FormattedMessage
              id={WATER_LABELS[water]}
              values={{ density: f.number(WATER_DENSITY[water] / 1000, 2) }}
            />
          ),
          surface: f.bar(altitude === 0 ? SEA_LEVEL_PRESSURE : atmosphericPressure(altitude), 3),
          altitude: f.format('depth', altitude),
          strong: (c) => <strong>{c}</strong>,
        }}
      />
    </p>
  );
}
