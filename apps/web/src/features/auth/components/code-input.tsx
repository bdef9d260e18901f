import type { ControlProps } from '../../../components/ui/form-field.tsx';

const LENGTH = 4;

interface CodeInputProps {
  control: ControlProps;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * The 4-digit code as one field drawn as four boxes: typing, deleting, pasting (spaces and dashes
 * are dropped) and the phone's one-time-code suggestion all work as in any text field.
 */
export function CodeInput({ control, value, onChange, disabled }: CodeInputProps) {
  return (
    <div className="relative mx-auto w-fit">
      <input
        {...control}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        autoFocus
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, LENGTH))}
        className="peer absolute inset-0 z-10 h-full w-full cursor-text opacity-0"
      />
      <div
        aria-hidden="true"
        className="flex gap-3 rounded-xl peer-focus:outline-2 peer-focus:outline-offset-4 peer-focus:outline-sky-700"
      >
        {Array.from({ length: LENGTH }, (_, i) => (
          <span
            key={i}
            className={`flex size-14 items-center justify-center rounded-xl border-2 font-mono text-2xl font-semibold text-slate-900 ${
              control['aria-invalid']
                ? 'border-rose-700'
                : i === Math.min(value.length, LENGTH - 1)
                  ? 'border-sky-700'
                  : 'border-slate-400'
            }`}
          >
            {value[i] ?? ''}
          </span>
        ))}
      </div>
    </div>
  );
}
