import type { Authenticated } from '@divespot/shared/account';
import { writeTokens } from './lib/token-storage.ts';
import { useAuthStore } from './stores/auth-store.ts';

/** A JSON answer of the API, for stubbed `fetch` calls in component tests. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A sign-in answer (tokens valid for 15 minutes and the user), for component tests. */
export function testAuthenticated(overrides: Partial<Authenticated> = {}): Authenticated {
  return {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresIn: 900,
    expiresAt: Date.now() + 900_000,
    username: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Diver',
    roles: ['ROLE_USER'],
    imageLink: null,
    ...overrides,
  };
}

/** Ada signed in, as after a sign-in: her tokens stored (valid for 15 minutes), she in the store. */
export function signInAsAda(roles: string[] = ['ROLE_USER']) {
  writeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 9e5 });
  useAuthStore.setState({
    isAuthenticated: true,
    user: { username: 'ada@example.com', firstName: 'Ada', lastName: 'Diver', roles },
  });
}
