import LockIcon from 'lucide-react/icons/lock';
import ShieldAlertIcon from 'lucide-react/icons/shield-alert';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { StatusScreen } from '../components/ui/status-screen.tsx';
import { isAdmin, useAuthStore, useLoginModal } from '../features/auth/index.ts';

interface SignInPrompt {
  title: string;
  text: string;
}

interface RequireAuthProps {
  children: ReactNode;
  /** Page-specific prompt for signed-out visitors, e.g. 'Sign In to View Profile'. */
  prompt?: SignInPrompt;
  /** SPEC §6: send signed-out visitors here instead of showing a prompt. */
  redirectTo?: string;
}

/** SPEC §2 'Sign In Required' screen, the fallback when a page has no specific prompt. */
export function SignInRequiredScreen() {
  const openLogin = useLoginModal((s) => s.open);
  return (
    <StatusScreen
      icon={LockIcon}
      title="Sign In Required"
      actions={
        <>
          <Button onClick={() => openLogin('login')}>Sign In to Continue</Button>
          <ButtonLink to="/" variant="secondary">
            Go to Home
          </ButtonLink>
        </>
      }
    >
      <p>Please sign in to access this page.</p>
    </StatusScreen>
  );
}

function SignInPromptScreen({ title, text }: SignInPrompt) {
  const openLogin = useLoginModal((s) => s.open);
  return (
    <StatusScreen
      icon={LockIcon}
      title={title}
      actions={
        <>
          <Button onClick={() => openLogin('login')}>Sign In</Button>
          <ButtonLink to="/" variant="secondary">
            Go to Home
          </ButtonLink>
        </>
      }
    >
      <p>{text}</p>
    </StatusScreen>
  );
}

/** Renders children for signed-in users; otherwise redirects, prompts or shows the fallback. */
export function RequireAuth({ children, prompt, redirectTo }: RequireAuthProps) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  if (isAuthenticated) return children;
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  if (prompt) return <SignInPromptScreen {...prompt} />;
  return <SignInRequiredScreen />;
}

/** SPEC §6: /admin and /admin/* need a role containing 'admin'. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  if (isAdmin(user)) return children;
  return (
    <StatusScreen
      icon={ShieldAlertIcon}
      tone="warning"
      title="Admin Access Required"
      actions={<ButtonLink to="/">Go to Home</ButtonLink>}
    >
      <p>Administrator privileges are required to access this page.</p>
    </StatusScreen>
  );
}
