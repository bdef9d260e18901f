import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
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
        <FormattedMessage id="account.sessions.intro" />
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
          <FormattedMessage id="account.sessions.signOutEverywhere" />
        </Button>
        <p role="status" className="text-sm font-medium text-rose-700">
          {failed ? <FormattedMessage id="account.sessions.failed" /> : null}
        </p>
      </div>
    </>
  );
}
