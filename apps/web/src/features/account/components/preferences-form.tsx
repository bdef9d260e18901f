import type { ProfileUpdate } from '@divespot/shared/account';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LanguageSelect } from '../../../components/ui/language-select.tsx';
import { UnitsSelect } from '../../../components/ui/units-select.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/**
 * Language and units: applied at once, like the footer's, and kept on the profile so the
 * diver's other devices follow.
 */
export function PreferencesForm() {
  const update = useUpdateProfile();
  const [status, setStatus] = useState<{ ok: boolean; text: MessageId } | null>(null);
  const save = (change: Pick<ProfileUpdate, 'language' | 'units'>) => {
    setStatus(null);
    update.mutate(change, {
      onSuccess: () => setStatus({ ok: true, text: 'account.preferences.saved' }),
      onError: () => setStatus({ ok: false, text: 'account.preferences.saveFailed' }),
    });
  };
  return (
    <div className="mt-4 space-y-4">
      <p className="text-slate-700">
        <FormattedMessage id="account.preferences.help" />
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:gap-8">
        <LanguageSelect tone="light" onChange={(language) => save({ language })} />
        <UnitsSelect tone="light" onChange={(units) => save({ units })} />
      </div>
      <p
        role="status"
        className={status?.ok === false ? 'text-sm text-rose-800' : 'text-sm text-emerald-800'}
      >
        {status ? <FormattedMessage id={status.text} /> : null}
      </p>
    </div>
  );
}
