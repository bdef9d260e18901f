import type { Profile } from '@divespot/shared/account';

/** A signed-in diver's profile as `GET /api/profile` answers it, for component tests. */
export const TEST_PROFILE: Profile = {
  id: 7,
  username: 'ada@example.com',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Diver',
  roles: ['ROLE_USER'],
  imageLink: null,
  emailConsent: true,
  hasPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  publicId: '0b6f3c1e-5d2a-4c8e-9f1b-2a7d4e6c8b90',
  language: null,
  units: null,
};
