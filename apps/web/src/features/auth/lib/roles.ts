import type { SessionUser } from '../stores/auth-store.ts';

/** docs/product/screens.md, docs/product/roles.md: any role whose name contains 'admin' (any case) opens the admin console. */
export function isAdmin(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  return user?.roles.some((role) => role.toLowerCase().includes('admin')) ?? false;
}

/** "Ada Lovelace", or the username when no name is known. */
export function displayName(user: SessionUser): string {
  const full = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return full || user.username;
}
