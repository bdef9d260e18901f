import type { Profile } from '@divespot/shared/account';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ProfilePicture } from '../../../components/ui/profile-picture.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useRemoveProfilePhoto, useSetProfilePhoto } from '../api/update-profile.ts';
import { FormStatusText, type FormStatus } from './form-actions.tsx';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The profile photo: upload a JPEG, PNG or WebP image (sent as it is), or remove it. */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<FormStatus>(null);
  const setPhoto = useSetProfilePhoto();
  const removePhoto = useRemoveProfilePhoto();
  const busy = setPhoto.isPending || removePhoto.isPending;
  const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.username;

  const handlers = (done: MessageId) => ({
    onSuccess: () => setStatus({ ok: true, text: done }),
    onError: () => setStatus({ ok: false, text: 'account.profile.updateFailed' }),
  });

  return (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      <ProfilePicture imageLink={profile.imageLink ?? undefined} name={name} size={64} />
      <label className={buttonClasses('secondary', busy ? 'pointer-events-none opacity-70' : '')}>
        <FormattedMessage
          id={profile.imageLink ? 'account.photo.change' : 'account.photo.upload'}
        />
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setStatus(null);
            setPhoto.mutate(file, handlers('account.photo.updated'));
            if (input.current) input.current.value = '';
          }}
        />
      </label>
      {profile.imageLink ? (
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => {
            setStatus(null);
            removePhoto.mutate(undefined, handlers('account.photo.removed'));
          }}
        >
          <FormattedMessage id="account.photo.remove" />
        </Button>
      ) : null}
      <FormStatusText status={status} className="w-full" />
    </div>
  );
}
