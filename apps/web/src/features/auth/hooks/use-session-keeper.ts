import { useQueryClient, type QueryClient } from '../../../lib/query.ts';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { getProfile, profileQuery } from '../api/get-profile.ts';
import { endSession, refreshSession, sessionUserOf } from '../lib/session.ts';
import { AUTO_REFRESH_MS, isExpired, readTokens } from '../lib/token-storage.ts';
import { useAuthStore } from '../stores/auth-store.ts';

let profileLoaded = false;

/**
 * docs/product/states.md status check: no tokens means signed out; tokens that count as expired are renewed;
 * the profile is loaded once per page load (names and photo may have changed elsewhere), and a
 * profile the server no longer knows ends the session. The profile goes through the query cache,
 * so the profile page opening at the same time shares the request.
 */
export async function checkSession(client: QueryClient): Promise<void> {
  const tokens = readTokens();
  if (!tokens) return endSession();
  if (isExpired(tokens) && !(await refreshSession(tokens.accessToken))) return;
  if (profileLoaded) return;
  try {
    const username = useAuthStore.getState().user?.username;
    const profile = username ? await client.fetchQuery(profileQuery(username)) : await getProfile();
    profileLoaded = true;
    const { setUser, isAuthenticated } = useAuthStore.getState();
    if (!isAuthenticated) return;
    setUser(sessionUserOf(profile));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) endSession();
  }
}

/**
 * Keeps a signed-in session alive (docs/product/states.md): checks it on load and whenever the tab becomes
 * visible, and renews the tokens every 5 minutes. Network failures are retried on the next turn.
 */
export function useSessionKeeper(): void {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const client = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const check = () => void checkSession(client).catch(() => undefined);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const timer = window.setInterval(
      () => void refreshSession().catch(() => undefined),
      AUTO_REFRESH_MS,
    );
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      // Signed out (or no longer kept): the next session loads its profile afresh.
      profileLoaded = false;
    };
  }, [signedIn, client]);
}
