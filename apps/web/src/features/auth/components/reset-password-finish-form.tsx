import { newPasswordSchema } from '@divespot/shared/account';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { postResetPasswordFinish } from '../api/reset-password.ts';
import { startSession } from '../lib/session.ts';
import { AuthAlert } from './auth-alert.tsx';

/** Sets the new password with the link's token; the answer signs the user in. */
export function ResetPasswordFinishForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const parsed = newPasswordSchema.safeParse(password);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success || pending) return;
    setPending(true);
    try {
      startSession(await postResetPasswordFinish({ token, newPassword: parsed.data }));
      setDone(true);
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      setLinkDead(status === 400);
      setAlert(
        status === 400 || status === 429
          ? (failure as ApiError).message
          : 'An error occurred. Please try again.',
      );
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="mt-4">
        <p className="leading-7 text-slate-700">Your password was changed and you are signed in.</p>
        <ButtonLink to="/profile" className="mt-6">
          Go to my profile
        </ButtonLink>
      </div>
    );
  }
  return (
    <form noValidate className="mt-6 space-y-4" onSubmit={(e) => void handleSubmit(e)}>
      <TextField
        name="newPassword"
        idPrefix="reset"
        label="New password"
        error={error}
        hint="At least 6 characters"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <AuthAlert message={alert} />
      {linkDead ? (
        <p className="text-sm">
          <Link
            to="/reset-password"
            className="font-medium text-sky-800 underline underline-offset-4"
          >
            Send me a new link
          </Link>
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        Set new password
      </Button>
    </form>
  );
}
