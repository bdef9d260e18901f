import { verificationCodeSchema } from '@divespot/shared/account';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { postRegister } from '../api/post-register.ts';
import { resendRegistrationCode, validateRegistrationCode } from '../api/registration-code.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import {
  AUTH_MESSAGES,
  cooldownOf,
  registerErrorMessage,
  resendErrorMessage,
  verifyErrorMessage,
} from '../lib/auth-messages.ts';
import { startSession } from '../lib/session.ts';
import { useUiText, type UiText } from '../lib/ui-text.ts';
import type { Registration } from './register-form.tsx';
import { AuthAlert } from './auth-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { CodeInput } from './code-input.tsx';

interface VerifyEmailFormProps {
  registration: Registration;
  /** Seconds before a resend is allowed, as the server said when it sent the code. */
  initialCooldown: number;
  onBack: () => void;
  onDone: () => void;
}

/**
 * docs/product/states.md verify-email mode: the 4-digit code is checked as soon as it is complete; a correct
 * code creates the account and signs the user in. Resend waits out the server's cooldown.
 */
export function VerifyEmailForm({
  registration,
  initialCooldown,
  onBack,
  onDone,
}: VerifyEmailFormProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<UiText | undefined>();
  const [alert, setAlert] = useState<UiText | null>(null);
  const [sentAgain, setSentAgain] = useState(false);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(initialCooldown);
  const checked = useRef<string | null>(null);
  const email = registration.emailAddress.trim();
  const intl = useIntl();
  const say = useUiText();

  async function verify(value: string) {
    const parsed = verificationCodeSchema.safeParse(value);
    if (!parsed.success) return setCodeError(AUTH_MESSAGES.codeIncomplete);
    if (pending) return;
    checked.current = value;
    setCodeError(undefined);
    setAlert(null);
    setSentAgain(false);
    setPending(true);
    try {
      const { valid } = await validateRegistrationCode(email, parsed.data).catch((error) => {
        throw new StepError(verifyErrorMessage(error));
      });
      if (!valid) throw new StepError(AUTH_MESSAGES.codeWrong);
      const auth = await postRegister({ ...registration, token: parsed.data }).catch((error) => {
        throw new StepError(registerErrorMessage(error));
      });
      startSession(auth);
      onDone();
    } catch (error) {
      setAlert(error instanceof StepError ? error.text : AUTH_MESSAGES.verifyFailed);
      setCode('');
      checked.current = null;
    } finally {
      setPending(false);
    }
  }

  // docs/product/states.md: the fourth digit starts the check, once per code.
  useEffect(() => {
    if (code.length === 4 && checked.current !== code) void verify(code);
    // verify reads the latest state itself; re-running on its identity would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  async function resend() {
    if (countdown.seconds > 0 || resending) return;
    setAlert(null);
    setSentAgain(false);
    setResending(true);
    try {
      const sent = await resendRegistrationCode(email);
      countdown.start(sent.cooldownSeconds);
      setSentAgain(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) countdown.start(cooldownOf(error));
      setAlert(resendErrorMessage(error));
    } finally {
      setResending(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void verify(code);
  }

  return (
    <>
      <p className="mt-2 text-slate-700">
        <FormattedMessage
          id="auth.verify.intro"
          values={{ email: <EmailAddress address={email} />, b: (text) => <strong>{text}</strong> }}
        />
      </p>
      <form noValidate className="mt-6 space-y-4" onSubmit={handleSubmit}>
        <FormField
          name="code"
          idPrefix="verify"
          label={intl.formatMessage({ id: 'auth.verify.codeLabel' })}
          error={say(codeError)}
        >
          {(control) => (
            <CodeInput
              control={control}
              value={code}
              disabled={pending}
              onChange={(value) => {
                setCode(value);
                if (codeError && value.length === 4) setCodeError(undefined);
              }}
            />
          )}
        </FormField>
        <AuthAlert message={alert} />
        <p role="status" className="text-sm text-emerald-800">
          {sentAgain ? (
            <FormattedMessage
              id="auth.verify.newCodeSent"
              values={{ email: <EmailAddress address={email} /> }}
            />
          ) : null}
        </p>
        <SubmitButton pending={pending}>
          <FormattedMessage id="auth.verify.submit" />
        </SubmitButton>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={onBack} className="px-3">
          <ArrowLeftIcon aria-hidden="true" size={16} />
          <FormattedMessage id="auth.verify.back" />
        </Button>
        <Button
          variant="ghost"
          className="px-3"
          disabled={countdown.seconds > 0 || resending}
          onClick={() => void resend()}
        >
          {countdown.seconds > 0 ? (
            <FormattedMessage id="auth.verify.resendIn" values={{ seconds: countdown.seconds }} />
          ) : (
            <FormattedMessage id="auth.verify.resend" />
          )}
        </Button>
      </div>
    </>
  );
}

/** A failed step whose message is already the one to show. */
class StepError extends Error {
  readonly text: UiText;

  constructor(text: UiText) {
    super('id' in text ? text.id : text.raw);
    this.text = text;
  }
}
