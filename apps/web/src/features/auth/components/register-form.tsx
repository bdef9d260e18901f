import { registerInputSchema } from '@divespot/shared/account';
import { useState, type FormEvent } from 'react';
import { EmailConsentCheckbox } from '../../../components/ui/email-consent-checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sendRegistrationCode } from '../api/registration-code.ts';
import { sendCodeErrorMessage } from '../lib/auth-messages.ts';
import { issuesByField, serverFieldErrors } from '../lib/form-errors.ts';
import { AuthAlert } from './auth-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';

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

const LABELS: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  emailAddress: 'Email',
  password: 'Password',
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

/** SPEC §4 register mode: checks the fields (SPEC §5), then has a code e-mailed. */
export function RegisterForm({ values, onChange, onCodeSent, onSignIn }: RegisterFormProps) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
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
      <p className="mt-2 text-slate-700">We will e-mail you a 4-digit code to confirm it is you.</p>
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
        <SubmitButton pending={pending}>Create Account</SubmitButton>
      </form>
      <GoogleSignIn />
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <button
          type="button"
          className="min-h-11 font-semibold text-sky-800 underline underline-offset-4"
          onClick={onSignIn}
        >
          Sign in
        </button>
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
  return (
    <TextField
      name={field}
      idPrefix="register"
      label={LABELS[field]}
      error={errors[field]}
      hint={field === 'password' ? 'At least 6 characters' : undefined}
      {...INPUTS[field]}
      autoFocus={field === 'firstName'}
      value={values[field]}
      onChange={(value) => onChange({ ...values, [field]: value })}
    />
  );
}
