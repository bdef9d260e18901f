import { ACCOUNT_LIMITS, registerInputSchema } from '@divespot/shared/account';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmailConsentCheckbox } from '../../../components/ui/email-consent-checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { sendRegistrationCode } from '../api/registration-code.ts';
import { sendCodeErrorMessage, useFieldErrorText } from '../lib/auth-messages.ts';
import { issuesByField, serverFieldErrors } from '../lib/form-errors.ts';
import type { UiText } from '../lib/ui-text.ts';
import { AuthAlert } from './auth-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { SwitchButton } from './switch-button.tsx';

const FIELDS = ['firstName', 'lastName', 'emailAddress', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** What the register form holds until the code is confirmed. */
export interface Registration extends Record<Field, string> {
  emailConsent: boolean;
}

export const EMPTY_REGISTRATION: Registration = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  password: '',
  // Mails are opt-in: the diver ticks the box, it is never ticked for them.
  emailConsent: false,
};

const LABELS: Record<Field, MessageId> = {
  firstName: 'auth.field.firstName',
  lastName: 'auth.field.lastName',
  emailAddress: 'auth.field.email',
  password: 'auth.field.password',
};

const INPUTS: Record<Field, { type: 'text' | 'email' | 'password'; autoComplete: string }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  emailAddress: { type: 'email', autoComplete: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
};

interface RegisterFormProps {
  values: Registration;
  onChange: (values: Registration) => void;
  /** The code is on its way; resending is possible after `cooldownSeconds`. */
  onCodeSent: (cooldownSeconds: number) => void;
  onSignIn: () => void;
}

/** docs/product/states.md register mode: checks the fields (docs/product/validation.md), then has a code e-mailed. */
export function RegisterForm({ values, onChange, onCodeSent, onSignIn }: RegisterFormProps) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<UiText | null>(null);
  const [pending, setPending] = useState(false);

  function showErrors(next: Partial<Record<Field, string>>) {
    setErrors(next);
    const first = FIELDS.find((f) => next[f]);
    if (first) document.getElementById(`register-${first}`)?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAlert(null);
    const parsed = registerInputSchema.safeParse(values);
    if (!parsed.success) return showErrors(issuesByField(parsed, FIELDS));
    setErrors({});
    setPending(true);
    try {
      const sent = await sendRegistrationCode(parsed.data.emailAddress);
      onCodeSent(sent.cooldownSeconds);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else setAlert(sendCodeErrorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <p className="mt-2 text-slate-700">
        <FormattedMessage id="auth.register.intro" />
      </p>
      <form noValidate className="mt-6 space-y-4" onSubmit={(e) => void handleSubmit(e)}>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['firstName', 'lastName'] as const).map((field) => (
            <Input key={field} field={field} values={values} errors={errors} onChange={onChange} />
          ))}
        </div>
        {(['emailAddress', 'password'] as const).map((field) => (
          <Input key={field} field={field} values={values} errors={errors} onChange={onChange} />
        ))}
        <EmailConsentCheckbox
          checked={values.emailConsent}
          onChange={(emailConsent) => onChange({ ...values, emailConsent })}
        />
        <AuthAlert message={alert} />
        <SubmitButton pending={pending}>
          <FormattedMessage id="auth.register.submit" />
        </SubmitButton>
      </form>
      <GoogleSignIn />
      <p className="mt-6 text-center text-sm text-slate-700">
        <FormattedMessage
          id="auth.register.haveAccount"
          values={{ button: (text) => <SwitchButton onClick={onSignIn}>{text}</SwitchButton> }}
        />
      </p>
    </>
  );
}

interface InputProps {
  field: Field;
  values: Registration;
  errors: Partial<Record<Field, string>>;
  onChange: (values: Registration) => void;
}

function Input({ field, values, errors, onChange }: InputProps) {
  const intl = useIntl();
  const fieldError = useFieldErrorText();
  return (
    <TextField
      name={field}
      idPrefix="register"
      label={intl.formatMessage({ id: LABELS[field] })}
      error={fieldError(errors[field])}
      hint={
        field === 'password'
          ? intl.formatMessage(
              { id: 'auth.field.passwordHint' },
              { min: ACCOUNT_LIMITS.passwordMin },
            )
          : undefined
      }
      {...INPUTS[field]}
      autoFocus={field === 'firstName'}
      value={values[field]}
      onChange={(value) => onChange({ ...values, [field]: value })}
    />
  );
}
