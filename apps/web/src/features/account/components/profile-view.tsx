import { ProfilePicture } from '../../../components/ui/profile-picture.tsx';
import { displayName } from '../../auth/lib/roles.ts';
import { useAuthStore } from '../../auth/stores/auth-store.ts';

/** The signed-in user's profile as the session knows it. */
export function ProfileView() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  const name = displayName(user);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col items-start gap-6 sm:flex-row sm:items-center">
        <ProfilePicture imageLink={user.imageLink} name={name} size={96} />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-sky-800 uppercase">My profile</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
            {name}
          </h1>
          <p className="mt-1 break-all text-slate-700">{user.username}</p>
        </div>
      </div>
      <section
        aria-labelledby="profile-roles"
        className="mt-10 rounded-2xl border border-slate-200 p-6"
      >
        <h2 id="profile-roles" className="text-lg font-semibold text-slate-900">
          Roles
        </h2>
        {user.roles.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {user.roles.map((role) => (
              <li
                key={role}
                className="rounded-full bg-sky-50 px-3 py-1 font-mono text-sm text-sky-900"
              >
                {role}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">This account has no special roles.</p>
        )}
        <p className="mt-6 text-sm leading-6 text-slate-700">
          Editing your profile, your reviews and your photos will be possible here once accounts
          open fully.
        </p>
      </section>
    </div>
  );
}
