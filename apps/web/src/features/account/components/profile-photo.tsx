import { ACCOUNT_MESSAGES, type Profile } from '@divespot/shared/account';
import { useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ProfilePicture } from '../../../components/ui/profile-picture.tsx';
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

  const handlers = (done: string) => ({
    onSuccess: () => setStatus({ ok: true, text: done }),
    onError: () => setStatus({ ok: false, text: ACCOUNT_MESSAGES.profileUpdateFailed }),
  });

  return (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      <ProfilePicture imageLink={profile.imageLink ?? undefined} name={name} size={64} />
      <label className={buttonClasses('secondary', busy ? 'pointer-events-none opacity-70' : '')}>
        {profile.imageLink ? 'Change photo' : 'Upload photo'}
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
            setPhoto.mutate(file, handlers('Your photo was updated.'));
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
            removePhoto.mutate(undefined, handlers('Your photo was removed.'));
          }}
        >
          Remove photo
        </Button>
      ) : null}
      <FormStatusText status={status} className="w-full" />
    </div>
  );
}
