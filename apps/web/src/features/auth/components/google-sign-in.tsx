import { FormattedMessage } from 'react-intl';
import { useGoogleSignInAvailable } from '../api/get-auth-providers.ts';
import { rememberReturnPath } from '../lib/return-path.ts';

/**
 * "Continue with Google": a plain navigation to the server's authorize route, which sends the
 * browser to Google and back to /oauth2/redirect. Hidden unless the server has Google configured.
 */
export function GoogleSignIn() {
  const available = useGoogleSignInAvailable();
  if (!available) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span className="h-px flex-1 bg-slate-200" />
        <FormattedMessage id="auth.google.or" />
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <a
        href="/oauth2/authorize/google"
        onClick={() => rememberReturnPath()}
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="#4285F4"
            d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8Z"
          />
          <path
            fill="#34A853"
            d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
          />
          <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
          <path
            fill="#EA4335"
            d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
          />
        </svg>
        <FormattedMessage id="auth.google.continue" />
      </a>
    </div>
  );
}
