import LockIcon from 'lucide-react/icons/lock';
import ShieldAlertIcon from 'lucide-react/icons/shield-alert';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { StatusScreen } from '../components/ui/status-screen.tsx';
import { isAdmin, useAuthStore, useLoginModal } from '../features/auth/index.ts';
import type { MessageId } from '../lib/i18n/messages.ts';

/** The pages' prompts (docs/product/screens.md 'Sign In to View Profile', 'Sign In to View Collections'). */
const PROMPTS = {
  profile: { title: 'guards.profilePrompt.title', text: 'guards.profilePrompt.body' },
  collections: { title: 'guards.collectionsPrompt.title', text: 'guards.collectionsPrompt.body' },
} as const satisfies Record<string, { title: MessageId; text: MessageId }>;

interface RequireAuthProps {
  children: ReactNode;
  /** Page-specific prompt for signed-out visitors. */
  prompt?: keyof typeof PROMPTS;
  /** docs/product/roles.md: send signed-out visitors here instead of showing a prompt. */
  redirectTo?: string;
}

/** docs/product/screens.md 'Sign In Required' screen, the fallback when a page has no specific prompt. */
export function SignInRequiredScreen() {
  const intl = useIntl();
  return (
    <SignInPromptScreen
      title={intl.formatMessage({ id: 'guards.signInRequired.title' })}
      text={intl.formatMessage({ id: 'guards.signInRequired.body' })}
      button="guards.signInRequired.continue"
    />
  );
}

function SignInPromptScreen({
  title,
  text,
  button,
}: {
  title: string;
  text: string;
  button: MessageId;
}) {
  const openLogin = useLoginModal((s) => s.open);
  return (
    <StatusScreen
      icon={LockIcon}
      title={title}
      actions={
        <>
          <Button onClick={() => openLogin('login')}>
            <FormattedMessage id={button} />
          </Button>
          <ButtonLink to="/" variant="secondary">
            <FormattedMessage id="guards.goHome" />
          </ButtonLink>
        </>
      }
    >
      <p>{text}</p>
    </StatusScreen>
  );
}

/** A page's own prompt, in the page's language. */
function PagePrompt({ prompt }: { prompt: keyof typeof PROMPTS }) {
  const intl = useIntl();
  return (
    <SignInPromptScreen
      title={intl.formatMessage({ id: PROMPTS[prompt].title })}
      text={intl.formatMessage({ id: PROMPTS[prompt].text })}
      button="auth.signIn"
    />
  );
}

/** Renders children for signed-in users; otherwise redirects, prompts or shows the fallback. */
export function RequireAuth({ children, prompt, redirectTo }: RequireAuthProps) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  if (isAuthenticated) return children;
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  if (prompt) return <PagePrompt prompt={prompt} />;
  return <SignInRequiredScreen />;
}

/** docs/product/roles.md: /admin and /admin/* need a role containing 'admin'. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  const intl = useIntl();
  if (isAdmin(user)) return children;
  return (
    <StatusScreen
      icon={ShieldAlertIcon}
      tone="warning"
      title={intl.formatMessage({ id: 'guards.adminRequired.title' })}
      actions={
        <ButtonLink to="/">
          <FormattedMessage id="guards.goHome" />
        </ButtonLink>
      }
    >
      <p>
        <FormattedMessage id="guards.adminRequired.body" />
      </p>
    </StatusScreen>
  );
}
