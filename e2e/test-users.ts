/** The accounts the e2e fixtures sign in with (made for each run's fresh database). */
export const TEST_USER = {
  username: 'diver@example.com',
  password: 'e2e-diver-password',
  firstName: 'Ada',
  lastName: 'Diver',
  roles: ['ROLE_USER'],
} as const;

/** Made with `npm run user:create-admin`'s script before the server starts (playwright.config.ts). */
export const TEST_ADMIN = {
  username: 'admin@example.com',
  password: 'e2e-admin-password',
} as const;
