import { useEffect } from 'react';
import { loadedQueryClient } from '../../../lib/loaded-query-client.ts';
import { useAuthStore } from '../../auth/index.ts';
import { listKeys } from '../api/keys.ts';

type AuthState = ReturnType<typeof useAuthStore.getState>;

const diverOf = (state: AuthState) => (state.isAuthenticated ? (state.user?.username ?? '') : null);

/**
 * Lists belong to one diver: when the diver signs out, the cached lists go; when another diver
 * signs in on the same tab, they are fetched again as theirs. It listens to the session store
 * itself, so the change lands before any screen renders for the new session. A page load that
 * has not created the query cache yet has no lists to forget.
 */
export function useListsFollowSession(): void {
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        const [now, before] = [diverOf(state), diverOf(previous)];
        const client = loadedQueryClient();
        if (now === before || !client) return;
        if (now !== null && before !== null) {
          void client.resetQueries({ queryKey: listKeys.all });
        } else {
          client.removeQueries({ queryKey: listKeys.all });
        }
      }),
    [],
  );
}
