import { changePasswordInputSchema } from '@divespot/shared/account';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { FormActions, type FormStatus } from './form-actions.tsx';
import { issuesByField, serverFieldErrors } from '../../auth/index.ts';
import { useChangePassword } from '../api/post-change-password.ts';

const FIELDS = ['oldPassword', 'newPassword'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  oldPassword: 'Current password',
  newPassword: 'New password',
};

/** Old and new password; the server then signs out every other session. */
export function ChangePasswordForm() {
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<FormStatus>(null);
  const change = useChangePassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const parsed = changePasswordInputSchema.safeParse(values);
    setErrors(issuesByField(parsed, FIELDS));
    if (!parsed.success) return;
    change.mutate(values, {
      onSuccess: () => {
        setValues({ oldPassword: '', newPassword: '' });
        setStatus({
          ok: true,
          text: 'Your password was changed. Other browsers and devices were signed out.',
        });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error, FIELDS);
        if (Object.keys(fields).length > 0) return setErrors(fields);
        setStatus({ ok: false, text: 'Your password could not be changed. Please try again.' });
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
          label={LABELS[field]}
          error={errors[field]}
          hint={field === 'newPassword' ? 'At least 6 characters' : undefined}
          type="password"
          autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
          value={values[field]}
          onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
        />
      ))}
      <FormActions label="Change password" pending={change.isPending} status={status} />
    </form>
  );
}
