import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import XIcon from 'lucide-react/icons/x';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useLoginModal, type LoginModalMode } from '../stores/login-modal-store.ts';

// The forms and their shared validation (zod) load on first opening, not with every page.
const LoginModalBody = lazy(() =>
  import('./login-modal-body.tsx').then((m) => ({ default: m.LoginModalBody })),
);

const TITLES: Record<LoginModalMode, MessageId> = {
  login: 'auth.modal.loginTitle',
  register: 'auth.modal.registerTitle',
  'verify-email': 'auth.modal.verifyTitle',
};

/**
 * The global sign-in dialog (docs/product/states.md "Login modal modes": login, register, verify-email), mounted
 * once in the layout.
 */
export function LoginModal() {
  const { isOpen, mode, close } = useLoginModal();
  const intl = useIntl();

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      labelledBy="login-modal-title"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'auth.modal.close' })}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
          onClick={close}
        >
          <XIcon aria-hidden="true" size={20} />
        </button>
        <h2 id="login-modal-title" className="pr-10 text-2xl font-bold tracking-tight">
          <FormattedMessage id={TITLES[mode]} />
        </h2>
        <Suspense
          fallback={
            <p className="mt-6 flex items-center gap-2 text-slate-700" role="status">
              <LoaderCircleIcon aria-hidden="true" size={18} className="animate-spin" />
              <FormattedMessage id="auth.modal.loading" />
            </p>
          }
        >
          <LoginModalBody />
        </Suspense>
      </div>
    </Dialog>
  );
}
