import { loginInputSchema } from '@divespot/shared/account';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAuthenticate } from '../api/post-authenticate.ts';
import { loginErrorMessage, useFieldErrorText } from '../lib/auth-messages.ts';
import { issuesByField } from '../lib/form-errors.ts';
import { startSession } from '../lib/session.ts';
import type { UiText } from '../lib/ui-text.ts';
import { AuthAlert } from './auth-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { SwitchButton } from './switch-button.tsx';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

interface LoginFormProps {
  onDone: () => void;
  onRegister: () => void;
}

/** E-mail and password sign-in (docs/product/states.md), with Google when the server offers it. */
export function LoginForm({ onDone, onRegister }: LoginFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<UiText | null>(null);
  const login = useAuthenticate();
  const intl = useIntl();
  const fieldError = useFieldErrorText();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    setAlert(null);
    const parsed = loginInputSchema.safeParse(values);
    const next = issuesByField(parsed, FIELDS);
    setErrors(next);
    if (!parsed.success) {
      const first = FIELDS.find((f) => next[f]);
      if (first) document.getElementById(`login-${first}`)?.focus();
      return;
    }
    login.mutate(parsed.data, {
      onSuccess: (auth) => {
        startSession(auth);
        onDone();
      },
      onError: (error) => setAlert(loginErrorMessage(error)),
    });
  }

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  return (
    <>
      <p className="mt-2 text-slate-700">
        <FormattedMessage id="auth.login.intro" />
      </p>
      <form noValidate className="mt-6 space-y-4" onSubmit={handleSubmit}>
        <TextField
          name="username"
          idPrefix="login"
          label={intl.formatMessage({ id: 'auth.field.email' })}
          error={fieldError(errors.username)}
          type="email"
          autoComplete="email"
          autoFocus
          value={values.username}
          onChange={set('username')}
        />
        <TextField
          name="password"
          idPrefix="login"
          label={intl.formatMessage({ id: 'auth.field.password' })}
          error={fieldError(errors.password)}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
        />
        <AuthAlert message={alert} />
        <SubmitButton pending={login.isPending}>
          <FormattedMessage id="auth.signIn" />
        </SubmitButton>
      </form>
      <p className="mt-3 text-sm">
        <Link
          to="/reset-password"
          className="font-medium text-sky-800 underline underline-offset-4"
          onClick={onDone}
        >
          <FormattedMessage id="auth.login.forgotPassword" />
        </Link>
      </p>
      <GoogleSignIn />
      <p className="mt-6 text-center text-sm text-slate-700">
        <FormattedMessage
          id="auth.login.newHere"
          values={{ button: (text) => <SwitchButton onClick={onRegister}>{text}</SwitchButton> }}
        />
      </p>
    </>
  );
}
