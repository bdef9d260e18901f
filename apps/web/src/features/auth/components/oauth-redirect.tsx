import type { Authenticated } from '@divespot/shared/account';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';
import { postOAuthExchange } from '../api/post-oauth-exchange.ts';
import { AUTH_MESSAGES } from '../lib/auth-messages.ts';
import { takeReturnPath } from '../lib/return-path.ts';
import { startSession } from '../lib/session.ts';
import { useLoginModal } from '../stores/login-modal-store.ts';

// A code works once: a second mount (React's development double effects) reuses the first call.
const exchanges = new Map<string, Promise<Authenticated>>();

function exchange(code: string): Promise<Authenticated> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = postOAuthExchange(code);
    exchanges.set(code, pending);
  }
  return pending;
}

/**
 * /oauth2/redirect: the server sends the browser here after Google with a one-time `code`; it is
 * exchanged for tokens, then the user returns to the page they started from.
 */
export function OAuthRedirect() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openLogin = useLoginModal((s) => s.open);
  const intl = useIntl();
  const code = params.get('code');
  const [failed, setFailed] = useState(!code || params.has('error'));

  useEffect(() => {
    if (!code || params.has('error')) return;
    let active = true;
    exchange(code)
      .then((auth) => {
        if (!active) return;
        startSession(auth);
        void navigate(takeReturnPath(), { replace: true });
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [code, params, navigate]);

  if (failed) {
    return (
      <StatusScreen
        icon={CircleAlertIcon}
        tone="danger"
        title={intl.formatMessage(AUTH_MESSAGES.oauthFailed)}
        actions={
          <>
            <Button onClick={() => openLogin('login')}>
              <FormattedMessage id="auth.oauth.tryAgain" />
            </Button>
            <ButtonLink to="/" variant="secondary">
              <FormattedMessage id="auth.oauth.goHome" />
            </ButtonLink>
          </>
        }
      >
        <p>
          <FormattedMessage id="auth.oauth.failedBody" />
        </p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen
      icon={LoaderCircleIcon}
      title={intl.formatMessage({ id: 'auth.oauth.signingIn' })}
    >
      <p role="status">
        <FormattedMessage id="auth.oauth.finishing" />
      </p>
    </StatusScreen>
  );
}
