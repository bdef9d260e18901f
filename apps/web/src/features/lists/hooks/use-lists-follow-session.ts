import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../../auth/index.ts';
import { bookmarkKeys } from '../api/folders.ts';

type AuthState = ReturnType<typeof useAuthStore.getState>;

const diverOf = (state: AuthState) => (state.isAuthenticated ? (state.user?.username ?? '') : null);

/**
 * Lists belong to one diver: when the diver signs out, the cached lists go; when another diver
 * signs in on the same tab, they are fetched again as theirs. It listens to the session store
 * itself, so the change lands before any screen renders for the new session.
 */
export function useListsFollowSession(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        const [now, before] = [diverOf(state), diverOf(previous)];
        if (now === before) return;
        if (now !== null && before !== null) {
          void client.resetQueries({ queryKey: bookmarkKeys.all });
        } else {
          client.removeQueries({ queryKey: bookmarkKeys.all });
        }
      }),
    [client],
  );
}
