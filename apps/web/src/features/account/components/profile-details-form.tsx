import { profileUpdateSchema, type Profile } from '@divespot/shared/account';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmailConsentCheckbox } from '../../../components/ui/email-consent-checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { FormActions, type FormStatus } from './form-actions.tsx';
import { issuesByField, useFieldErrorText } from '../../auth/index.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const FIELDS = ['firstName', 'lastName'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, MessageId> = {
  firstName: 'auth.field.firstName',
  lastName: 'auth.field.lastName',
};

/** Names and mail consent, saved with PATCH /api/profile. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const [values, setValues] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    emailConsent: profile.emailConsent,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<FormStatus>(null);
  const update = useUpdateProfile();
  const intl = useIntl();
  const fieldError = useFieldErrorText();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const parsed = profileUpdateSchema.safeParse(values);
    setErrors(issuesByField(parsed, FIELDS));
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: () => setStatus({ ok: true, text: 'account.details.saved' }),
      onError: () => setStatus({ ok: false, text: 'account.profile.updateFailed' }),
    });
  }

  return (
    <form noValidate className="mt-6 space-y-4" onSubmit={handleSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            idPrefix="profile"
            label={intl.formatMessage({ id: LABELS[field] })}
            error={fieldError(errors[field])}
            type="text"
            autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
            value={values[field]}
            onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
          />
        ))}
      </div>
      <EmailConsentCheckbox
        checked={values.emailConsent}
        onChange={(emailConsent) => setValues((v) => ({ ...v, emailConsent }))}
      />
      <FormActions
        label={<FormattedMessage id="account.details.submit" />}
        pending={update.isPending}
        status={status}
      />
    </form>
  );
}
