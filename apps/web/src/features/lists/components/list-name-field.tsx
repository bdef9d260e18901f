import { BOOKMARK_LIMITS } from '@divespot/shared/bookmark-vocabulary';
import { useIntl } from 'react-intl';
import { FormField, inputClasses } from '../../../components/ui/form-field.tsx';

interface ListNameFieldProps {
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
  /** Says 'Give the list a name' once the diver has emptied the field. */
  showRequired?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
}

/** A list's name: required after trimming (docs/product/validation.md), at most 80 characters. */
export function ListNameField(props: ListNameFieldProps) {
  const intl = useIntl();
  const missing = props.showRequired && props.value.trim() === '';
  return (
    <FormField
      name="name"
      idPrefix={props.idPrefix}
      label={intl.formatMessage({ id: 'lists.form.name' })}
      error={missing ? intl.formatMessage({ id: 'lists.form.nameRequired' }) : undefined}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="off"
          required
          autoFocus={props.autoFocus}
          maxLength={BOOKMARK_LIMITS.nameMax}
          placeholder={props.placeholder}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          className={inputClasses(Boolean(missing))}
        />
      )}
    </FormField>
  );
}
