import { ACCOUNT_LIMITS, newPasswordSchema } from '@divespot/shared/account';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { postResetPasswordFinish } from '../api/reset-password.ts';
import { useOneFieldForm } from '../hooks/use-one-field-form.ts';
import { resetErrorMessage, useFieldErrorText } from '../lib/auth-messages.ts';
import { startSession } from '../lib/session.ts';
import { AuthAlert } from './auth-alert.tsx';

/** Sets the new password with the link's token; the answer signs the user in. */
export function ResetPasswordFinishForm({ token }: { token: string }) {
  const [linkDead, setLinkDead] = useState(false);
  const [done, setDone] = useState(false);
  const intl = useIntl();
  const fieldError = useFieldErrorText();
  const form = useOneFieldForm(
    newPasswordSchema,
    async (newPassword) => {
      startSession(await postResetPasswordFinish({ token, newPassword }));
      setDone(true);
    },
    (failure) => {
      setLinkDead(failure instanceof ApiError && failure.status === 400);
      return resetErrorMessage(failure, true);
    },
  );

  if (done) {
    return (
      <div role="status" className="mt-4">
        <p className="leading-7 text-slate-700">
          <FormattedMessage id="auth.reset.done" />
        </p>
        <ButtonLink to="/profile" className="mt-6">
          <FormattedMessage id="auth.reset.goToProfile" />
        </ButtonLink>
      </div>
    );
  }
  return (
    <form noValidate className="mt-6 space-y-4" onSubmit={(e) => void form.submit(e)}>
      <TextField
        name="newPassword"
        idPrefix="reset"
        label={intl.formatMessage({ id: 'auth.field.newPassword' })}
        error={fieldError(form.error)}
        hint={intl.formatMessage(
          { id: 'auth.field.passwordHint' },
          { min: ACCOUNT_LIMITS.passwordMin },
        )}
        type="password"
        autoComplete="new-password"
        value={form.value}
        onChange={form.setValue}
      />
      <AuthAlert message={form.alert} />
      {linkDead ? (
        <p className="text-sm">
          <Link
            to="/reset-password"
            className="font-medium text-sky-800 underline underline-offset-4"
          >
            <FormattedMessage id="auth.reset.newLink" />
          </Link>
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={form.pending}>
        <FormattedMessage id="auth.reset.submit" />
      </Button>
    </form>
  );
}
