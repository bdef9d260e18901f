import XIcon from 'lucide-react/icons/x';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLoginModal } from '../stores/login-modal-store.ts';

/**
 * The global sign-in dialog. Accounts are not open yet, so it says so plainly; the real
 * login/register/verify flow (SPEC §4) replaces the body in a later issue.
 */
export function LoginModal() {
  const { isOpen, mode, close } = useLoginModal();
  const title = mode === 'register' ? 'Create your DiveSpot account' : 'Sign in to DiveSpot';

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      labelledBy="login-modal-title"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          aria-label="Close"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
          onClick={close}
        >
          <XIcon aria-hidden="true" size={20} />
        </button>
        <h2 id="login-modal-title" className="pr-10 text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mt-4 leading-7 text-slate-700">
          Accounts are opening soon. Once they do, you will be able to sign in with your e-mail
          address or Google, save dive spots to your own lists and keep a profile.
        </p>
        <p className="mt-3 leading-7 text-slate-700">
          Until then everything else on DiveSpot works without an account. Want to hear when sign-in
          opens, or have a question?{' '}
          <Link
            to="/contact"
            className="font-medium text-sky-800 underline underline-offset-4"
            onClick={close}
          >
            Contact the team
          </Link>
          .
        </p>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
