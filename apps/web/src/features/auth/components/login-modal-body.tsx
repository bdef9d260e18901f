import { useState } from 'react';
import { useLoginModal } from '../stores/login-modal-store.ts';
import { LoginForm } from './login-form.tsx';
import { EMPTY_REGISTRATION, RegisterForm, type Registration } from './register-form.tsx';
import { VerifyEmailForm } from './verify-email-form.tsx';

/**
 * The modal's current form. What was typed into the register form is kept here, so Back from
 * the code step returns to it filled in.
 */
export function LoginModalBody() {
  const { mode, setMode, close } = useLoginModal();
  const [registration, setRegistration] = useState<Registration>(EMPTY_REGISTRATION);
  const [cooldown, setCooldown] = useState(0);

  if (mode === 'verify-email') {
    return (
      <VerifyEmailForm
        registration={registration}
        initialCooldown={cooldown}
        onBack={() => setMode('register')}
        onDone={close}
      />
    );
  }
  if (mode === 'register') {
    return (
      <RegisterForm
        values={registration}
        onChange={setRegistration}
        onCodeSent={(seconds) => {
          setCooldown(seconds);
          setMode('verify-email');
        }}
        onSignIn={() => setMode('login')}
      />
    );
  }
  return <LoginForm onDone={close} onRegister={() => setMode('register')} />;
}
