import type { Profile, ProfileUpdate } from '@divespot/shared/account';
import { useMutation, useQueryClient } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { sessionUserOf, useAuthStore, profileQuery } from '../../auth/index.ts';

/** PATCH /api/profile {firstName?, lastName?, emailConsent?} → the profile. */
export function patchProfile(update: ProfileUpdate): Promise<Profile> {
  return callApi('profileUpdate', { body: update });
}

/** PUT /api/profile/photo with the image itself (JPEG, PNG or WebP) → the profile. */
export function putProfilePhoto(photo: Blob): Promise<Profile> {
  return callApi('profilePhotoSet', { body: photo });
}

/** DELETE /api/profile/photo → the profile, without a photo. */
export function deleteProfilePhoto(): Promise<Profile> {
  return callApi('profilePhotoDelete');
}

/** The new profile goes to the page and to the session (header name and picture). */
function useApplyProfile() {
  const client = useQueryClient();
  return (profile: Profile) => {
    client.setQueryData(profileQuery(profile.username).queryKey, profile);
    const { user, setUser } = useAuthStore.getState();
    if (!user) return;
    setUser({ ...sessionUserOf(profile), username: user.username, roles: user.roles });
  };
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: patchProfile, onSuccess: useApplyProfile() });
}

export function useSetProfilePhoto() {
  return useMutation({ mutationFn: putProfilePhoto, onSuccess: useApplyProfile() });
}

export function useRemoveProfilePhoto() {
  return useMutation({ mutationFn: deleteProfilePhoto, onSuccess: useApplyProfile() });
}
