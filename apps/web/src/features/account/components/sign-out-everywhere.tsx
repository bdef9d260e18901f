import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { signOutEverywhere } from '../../auth/index.ts';

/** Ends every session of the account (all browsers and devices), this one included. */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <p className="mt-2 text-slate-700">
        Signed in on a shared or lost device? Sign out of DiveSpot on every browser and device at
        once.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => {
            setPending(true);
            setFailed(false);
            signOutEverywhere()
              .then(() => navigate('/'))
              .catch(() => setFailed(true))
              .finally(() => setPending(false));
          }}
        >
          Sign out everywhere
        </Button>
        <p role="status" className="text-sm font-medium text-rose-700">
          {failed ? 'Signing out everywhere failed. Please try again.' : ''}
        </p>
      </div>
    </>
  );
}
