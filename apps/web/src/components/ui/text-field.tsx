import { FormField, inputClasses } from './form-field.tsx';

interface TextFieldProps {
  /** Also the input's `name`; the input gets id `${idPrefix}-${name}`. */
  name: string;
  idPrefix: string;
  label: string;
  error?: string;
  hint?: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  onChange: (value: string) => void;
}

/** A {@link FormField} holding a one-line text input, outlined in red while it has an error. */
export function TextField({
  type,
  autoComplete,
  autoFocus,
  value,
  onChange,
  ...field
}: TextFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClasses(Boolean(field.error))}
        />
      )}
    </FormField>
  );
}
