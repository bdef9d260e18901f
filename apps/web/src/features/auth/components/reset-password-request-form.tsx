import { emailAddressSchema } from '@divespot/shared/account';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { postResetPassword } from '../api/reset-password.ts';
import { useOneFieldForm } from '../hooks/use-one-field-form.ts';
import { resetErrorMessage, useFieldErrorText } from '../lib/auth-messages.ts';
import { AuthAlert } from './auth-alert.tsx';

/** Mails a reset link. The answer is the same whether or not the address has an account. */
export function ResetPasswordRequestForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const intl = useIntl();
  const fieldError = useFieldErrorText();
  const form = useOneFieldForm(
    emailAddressSchema,
    async (email) => {
      await postResetPassword(email);
      setSentTo(email);
    },
    (failure) => resetErrorMessage(failure, false),
  );

  if (sentTo) {
    return (
      <p role="status" className="mt-4 leading-7 text-slate-700">
        <FormattedMessage
          id="auth.reset.sent"
          values={{
            email: <EmailAddress address={sentTo} />,
            b: (text) => <strong>{text}</strong>,
          }}
        />
      </p>
    );
  }
  return (
    <>
      <p className="mt-2 text-slate-700">
        <FormattedMessage id="auth.reset.requestIntro" />
      </p>
      <form noValidate className="mt-6 space-y-4" onSubmit={(e) => void form.submit(e)}>
        <TextField
          name="email"
          idPrefix="reset"
          label={intl.formatMessage({ id: 'auth.field.email' })}
          error={fieldError(form.error)}
          type="email"
          autoComplete="email"
          value={form.value}
          onChange={form.setValue}
        />
        <AuthAlert message={form.alert} />
        <Button type="submit" className="w-full" disabled={form.pending}>
          <FormattedMessage id="auth.reset.send" />
        </Button>
      </form>
    </>
  );
}
