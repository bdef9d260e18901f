import KeyRoundIcon from 'lucide-react/icons/key-round';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ResetPasswordFinishForm } from './reset-password-finish-form.tsx';
import { ResetPasswordRequestForm } from './reset-password-request-form.tsx';

/**
 * /reset-password: without a token, asks for the e-mail address and mails a link; with the
 * link's `token`, sets the new password and signs the user in.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-sky-100 text-sky-800">
        <KeyRoundIcon aria-hidden="true" size={28} />
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        <FormattedMessage id={token ? 'auth.reset.chooseTitle' : 'auth.reset.requestTitle'} />
      </h1>
      {token ? <ResetPasswordFinishForm token={token} /> : <ResetPasswordRequestForm />}
    </div>
  );
}
