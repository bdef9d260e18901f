import type { MessageId } from '../../../lib/i18n/messages.ts';
import { isAdmin } from '../../auth/index.ts';

/** The roles the product gives, by their stored names. */
const KNOWN: Record<string, MessageId> = {
  ROLE_USER: 'account.roles.diver',
  ROLE_ADMIN: 'account.roles.admin',
};

/**
 * What a diver reads for their roles (stored names like ROLE_USER are the server's, not theirs):
 * each known role by its name in the visitor's language; any other role that opens the admin
 * console (docs/product/screens.md: its name contains 'admin') as an administrator, and the rest as additional
 * permissions. Each label once, in the order the roles come.
 */
export function roleLabelIds(roles: readonly string[]): MessageId[] {
  const ids = roles.map(
    (role) =>
      KNOWN[role] ?? (isAdmin({ roles: [role] }) ? 'account.roles.admin' : 'account.roles.other'),
  );
  return [...new Set(ids)];
}
