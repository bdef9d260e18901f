import { emailAddressSchema } from '@divespot/shared/account';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { postResetPassword } from '../api/reset-password.ts';
import { AuthAlert } from './auth-alert.tsx';

/** Mails a reset link. The answer is the same whether or not the address has an account. */
export function ResetPasswordRequestForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const parsed = emailAddressSchema.safeParse(email);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success || pending) return;
    setPending(true);
    try {
      await postResetPassword(parsed.data);
      setSentTo(parsed.data);
    } catch (failure) {
      setAlert(
        failure instanceof ApiError && failure.status === 429
          ? failure.message
          : 'An error occurred. Please try again.',
      );
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <p role="status" className="mt-4 leading-7 text-slate-700">
        If an account exists for <strong className="break-all">{sentTo}</strong>, we sent it a link
        to choose a new password. The link works once and expires soon.
      </p>
    );
  }
  return (
    <>
      <p className="mt-2 text-slate-700">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <form noValidate className="mt-6 space-y-4" onSubmit={(e) => void handleSubmit(e)}>
        <TextField
          name="email"
          idPrefix="reset"
          label="Email"
          error={error}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <AuthAlert message={alert} />
        <Button type="submit" className="w-full" disabled={pending}>
          Send reset link
        </Button>
      </form>
    </>
  );
}
