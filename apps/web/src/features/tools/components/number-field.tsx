import { useIntl } from 'react-intl';
import { FormField, inputClasses } from '../../../components/ui/form-field.tsx';
import { useMessage } from '../hooks/use-message.ts';
import type { FieldSpec, ToolField } from '../hooks/use-tool-form.ts';
import { useToolFormat } from '../hooks/use-tool-format.ts';
import { formatNumberText } from '../lib/number-text.ts';

interface NumberFieldProps {
  name: string;
  label: string;
  /** The unit after the label: a quantity's symbol comes from the spec. */
  unit?: string;
  spec: FieldSpec;
  field: ToolField;
  /** An error the calculation found across fields (end pressure above start …). */
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * A calculator's number field: the label with its unit, a decimal keypad on phones, and the
 * reason beside it when the value cannot be used.
 */
export function NumberField({
  name,
  label,
  unit,
  spec,
  field,
  error,
  hint,
  disabled,
}: NumberFieldProps) {
  const intl = useIntl();
  const m = useMessage();
  const f = useToolFormat();
  const symbol = spec.quantity && !spec.convert ? f.symbol(spec.quantity) : unit;
  const bound = (value: number) => {
    if (spec.duration) return f.duration(value);
    if (spec.convert)
      return `${formatNumberText(spec.convert.toShown(value), intl.locale, spec.digits)} ${unit ?? ''}`.trim();
    if (spec.quantity)
      return f.format(spec.quantity, value, { maximumFractionDigits: spec.digits });
    return formatNumberText(value, intl.locale, spec.digits);
  };
  const problem = field.problem;
  const message =
    problem?.code === 'number'
      ? intl.formatMessage({ id: 'tools.error.number' })
      : problem?.code === 'range'
        ? intl.formatMessage(
            { id: 'tools.error.range' },
            { min: bound(problem.min), max: bound(problem.max) },
          )
        : error;
  return (
    <FormField
      name={name}
      idPrefix="tool"
      label={symbol ? m('tools.withUnit', { label, unit: symbol }) : label}
      error={disabled ? undefined : message}
      hint={hint}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={spec.duration ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={field.text}
          onChange={(e) => field.onChange(e.target.value)}
          className={`${inputClasses(Boolean(message) && !disabled)} tabular-nums disabled:bg-slate-100 disabled:text-slate-500`}
        />
      )}
    </FormField>
  );
}

/** Oxygen in the mix, percent. */
export function O2Field({ spec, field }: { spec: FieldSpec; field: ToolField }) {
  const m = useMessage();
  const f = useToolFormat();
  return (
    <NumberField
      name="o2"
      label={m('tools.field.o2')}
      unit={f.symbols.percent}
      spec={spec}
      field={field}
    />
  );
}

/** A choice field (water model, ppO2 limit) styled as the number fields. */
export function ChoiceField<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
  hint,
}: {
  name: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: string;
}) {
  return (
    <FormField name={name} idPrefix="tool" label={label} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
          className={inputClasses(false)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
