import type { Authenticated } from '@divespot/shared/account';

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
