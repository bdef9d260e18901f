import { UNIT_SYSTEMS, isUnitSystem, type UnitSystem } from '@divespot/shared/units';
import { FormattedMessage, useIntl } from 'react-intl';
import { setUnitSystem, useUnitSystem } from '../../lib/units/units-store.ts';
import { PreferenceSelect, type SelectTone } from './preference-select.tsx';

/** Unit choice: metric or imperial for every depth, distance and temperature shown. */
export function UnitsSelect({
  onChange,
  tone = 'dark',
}: {
  onChange?: (system: UnitSystem) => void;
  tone?: SelectTone;
}) {
  const system = useUnitSystem();
  const intl = useIntl();
  return (
    <PreferenceSelect
      name="units"
      label={<FormattedMessage id="footer.units" />}
      value={system}
      tone={tone}
      onChange={(value) => {
        if (!isUnitSystem(value)) return;
        setUnitSystem(value);
        onChange?.(value);
      }}
    >
      {UNIT_SYSTEMS.map((s) => (
        <option key={s} value={s}>
          {intl.formatMessage({ id: s === 'metric' ? 'units.metric' : 'units.imperial' })}
        </option>
      ))}
    </PreferenceSelect>
  );
}
