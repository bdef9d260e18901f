import { FormattedMessage } from 'react-intl';
import { EmailAddress } from '../../../components/ui/email-address.tsx';
import { ProfilePicture } from '../../../components/ui/profile-picture.tsx';
import { displayName, useAuthStore, useProfile } from '../../auth/index.ts';
import { roleLabelIds } from '../lib/role-labels.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { ProfilePhoto } from './profile-photo.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';

const sectionClass = 'mt-8 rounded-2xl border border-slate-200 p-5 sm:p-6';

/**
 * The signed-in user's profile page: names and photo to view and edit, the password to change,
 * and every session to end. The session's copy shows at once; the server's follows.
 */
export function ProfileView() {
  const user = useAuthStore((s) => s.user);
  const profile = useProfile(user?.username ?? '');
  if (!user) return null;
  const name = displayName(user);
  const data = profile.data;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col items-start gap-6 sm:flex-row sm:items-center">
        <ProfilePicture imageLink={user.imageLink} name={name} size={96} />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-sky-800 uppercase">
            <FormattedMessage id="account.profile.eyebrow" />
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
            {name}
          </h1>
          <p className="mt-1 text-slate-700">
            <EmailAddress address={user.username} />
          </p>
        </div>
      </div>

      {profile.isError ? (
        <p role="alert" className="mt-8 rounded-xl bg-rose-50 px-4 py-3 text-rose-800">
          <FormattedMessage id="account.profile.loadFailed" />
        </p>
      ) : null}

      <section aria-labelledby="profile-details" className={sectionClass}>
        <h2 id="profile-details" className="text-lg font-semibold text-slate-900">
          <FormattedMessage id="account.profile.detailsHeading" />
        </h2>
        {data ? (
          <>
            <ProfilePhoto profile={data} />
            <ProfileDetailsForm key={data.id} profile={data} />
          </>
        ) : (
          <p className="mt-3 text-slate-700" role="status">
            {profile.isPending ? <FormattedMessage id="account.profile.loading" /> : null}
          </p>
        )}
      </section>

      <section aria-labelledby="profile-preferences" className={sectionClass}>
        <h2 id="profile-preferences" className="text-lg font-semibold text-slate-900">
          <FormattedMessage id="account.preferences.heading" />
        </h2>
        <PreferencesForm />
      </section>

      {data?.hasPassword !== false ? (
        <section aria-labelledby="profile-password" className={sectionClass}>
          <h2 id="profile-password" className="text-lg font-semibold text-slate-900">
            <FormattedMessage id="account.profile.passwordHeading" />
          </h2>
          <ChangePasswordForm />
        </section>
      ) : null}

      <section aria-labelledby="profile-roles" className={sectionClass}>
        <h2 id="profile-roles" className="text-lg font-semibold text-slate-900">
          <FormattedMessage id="account.profile.rolesHeading" />
        </h2>
        {user.roles.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {roleLabelIds(user.roles).map((id) => (
              <li key={id} className="rounded-full bg-sky-50 px-3 py-1 text-sm text-sky-900">
                <FormattedMessage id={id} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">
            <FormattedMessage id="account.profile.noRoles" />
          </p>
        )}
      </section>

      <section aria-labelledby="profile-sessions" className={sectionClass}>
        <h2 id="profile-sessions" className="text-lg font-semibold text-slate-900">
          <FormattedMessage id="account.profile.sessionsHeading" />
        </h2>
        <SignOutEverywhere />
      </section>
    </div>
  );
}
