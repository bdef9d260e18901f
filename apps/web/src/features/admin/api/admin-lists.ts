import type { AdminAuditQuery, AdminMessageQuery, AdminUserQuery } from '@divespot/shared/admin';
import type { MessageStatus } from '@divespot/shared/admin';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '../../../lib/query.ts';
import { callAdminApi } from './admin-routes.ts';

/**
 * The console's lists of accounts, contact messages and audit entries
 * (docs/product/admin.md): each pages and sorts on the server, and a change made through the
 * console refreshes the lists it touches (the audit log among them).
 */
const ADMIN = ['admin'] as const;

export const adminUsersQuery = (query: AdminUserQuery) =>
  queryOptions({
    queryKey: [...ADMIN, 'users', query] as const,
    queryFn: ({ signal }) => callAdminApi('adminUsers', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const adminMessagesQuery = (query: AdminMessageQuery) =>
  queryOptions({
    queryKey: [...ADMIN, 'messages', query] as const,
    queryFn: ({ signal }) => callAdminApi('adminMessages', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const adminAuditQuery = (query: AdminAuditQuery) =>
  queryOptions({
    queryKey: [...ADMIN, 'audit', query] as const,
    queryFn: ({ signal }) => callAdminApi('adminAudit', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: AdminUserQuery) => useQuery(adminUsersQuery(query));
export const useAdminMessages = (query: AdminMessageQuery) => useQuery(adminMessagesQuery(query));
export const useAdminAudit = (query: AdminAuditQuery) => useQuery(adminAuditQuery(query));

/** A change to an account: the admin role granted or revoked, or the account disabled or enabled. */
export type UserChange = { id: number; admin: boolean } | { id: number; disabled: boolean };

export function useChangeUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) =>
      'admin' in change
        ? callAdminApi('adminUserRole', {
            params: { id: change.id },
            body: { admin: change.admin },
          })
        : callAdminApi('adminUserDisabled', {
            params: { id: change.id },
            body: { disabled: change.disabled },
          }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...ADMIN, 'users'] }),
        client.invalidateQueries({ queryKey: [...ADMIN, 'audit'] }),
      ]),
  });
}

export function useChangeMessageStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MessageStatus }) =>
      callAdminApi('adminMessageStatus', { params: { id }, body: { status } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...ADMIN, 'messages'] }),
        client.invalidateQueries({ queryKey: [...ADMIN, 'audit'] }),
      ]),
  });
}
