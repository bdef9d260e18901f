import { ACCOUNT_LIMITS, changePasswordInputSchema } from '@divespot/shared/account';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { FormActions, type FormStatus } from './form-actions.tsx';
import { issuesByField, serverFieldErrors, useFieldErrorText } from '../../auth/index.ts';
import { useChangePassword } from '../api/post-change-password.ts';

const FIELDS = ['oldPassword', 'newPassword'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, MessageId> = {
  oldPassword: 'account.password.current',
  newPassword: 'auth.field.newPassword',
};

/** Old and new password; the server then signs out every other session. */
export function ChangePasswordForm() {
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<FormStatus>(null);
  const change = useChangePassword();
  const intl = useIntl();
  const fieldError = useFieldErrorText();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const parsed = changePasswordInputSchema.safeParse(values);
    setErrors(issuesByField(parsed, FIELDS));
    if (!parsed.success) return;
    change.mutate(values, {
      onSuccess: () => {
        setValues({ oldPassword: '', newPassword: '' });
        setStatus({ ok: true, text: 'account.password.changed' });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error, FIELDS);
        if (Object.keys(fields).length > 0) return setErrors(fields);
        setStatus({ ok: false, text: 'account.password.failed' });
      },
    });
  }

  return (
    <form noValidate className="mt-4 space-y-4" onSubmit={handleSubmit}>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          idPrefix="password"
          label={intl.formatMessage({ id: LABELS[field] })}
          error={fieldError(errors[field])}
          hint={
            field === 'newPassword'
              ? intl.formatMessage(
                  { id: 'auth.field.passwordHint' },
                  { min: ACCOUNT_LIMITS.passwordMin },
                )
              : undefined
          }
          type="password"
          autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
          value={values[field]}
          onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
        />
      ))}
      <FormActions
        label={<FormattedMessage id="account.password.submit" />}
        pending={change.isPending}
        status={status}
      />
    </form>
  );
}
