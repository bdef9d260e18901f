import { UNIT_SYSTEMS, isUnitSystem } from '@divespot/shared/units';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { setUnitSystem, useUnitSystem } from '../../lib/units/units-store.ts';

/** Footer unit choice: metric or imperial for every depth, distance and temperature shown. */
export function UnitsSelect({
  onChange,
  tone = 'dark',
}: {
  onChange?: (system: 'metric' | 'imperial') => void;
  /** 'dark' in the footer, 'light' in the menu. */
  tone?: 'dark' | 'light';
}) {
  const system = useUnitSystem();
  const intl = useIntl();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className={tone === 'dark' ? 'text-sm text-slate-300' : 'text-sm text-slate-700'}
      >
        <FormattedMessage id="footer.units" />
      </label>
      <select
        id={id}
        value={system}
        className={
          tone === 'dark'
            ? 'min-h-10 rounded-lg border border-slate-600 bg-slate-900 px-3 text-sm text-white'
            : 'min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900'
        }
        onChange={(event) => {
          const value = event.target.value;
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
      </select>
    </div>
  );
}
