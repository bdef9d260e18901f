import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The signed-in user as docs/product/entities.md "User (session)" describes it. */
export interface SessionUser {
  username: string;
  firstName: string;
  lastName: string;
  roles: string[];
  imageLink?: string;
}

interface AuthState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  signIn: (user: SessionUser) => void;
  setUser: (user: SessionUser) => void;
  signOut: () => void;
}

/**
 * Session state persisted in localStorage under `auth-store` (docs/product/limits.md) as
 * `{"state":{"user":…,"isAuthenticated":…},"version":0}`. Tokens are not kept here.
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      signIn: (user) => set({ user, isAuthenticated: true }),
      setUser: (user) => set({ user }),
      signOut: () => {
        set({ user: null, isAuthenticated: false });
        useAuthStore.persist.clearStorage();
      },
    }),
    {
      name: 'auth-store',
      version: 0,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ user: state.user, isAuthenticated: state.isAuthenticated }),
      // A stored flag without a user (or a malformed user) is treated as signed out.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<AuthState>;
        const user = isSessionUser(p.user) ? p.user : null;
        return { ...current, user, isAuthenticated: user !== null && p.isAuthenticated === true };
      },
    },
  ),
);

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.username === 'string' &&
    Array.isArray(u.roles) &&
    u.roles.every((r) => typeof r === 'string')
  );
}
