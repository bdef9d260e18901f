import { z } from 'zod';
import { ADMIN_LIMITS, ADMIN_USER_SORTS, MESSAGE_STATUSES } from './admin-vocabulary.ts';
import { pageSchema } from './schema-parts.ts';

export * from './admin-vocabulary.ts';

/**
 * The admin console's users, messages and audit log (docs/product/admin.md): queries, inputs
 * and answers. Every list pages and sorts on the server.
 */

const id = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');

/** `?page=&size=`: one page of a console list, counted from 0. */
export const adminPaging = {
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(100_000, 'is too large')
    .default(0)
    .meta({ description: 'Zero-based page number.' }),
  size: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ADMIN_LIMITS.pageSizeMax, `must be at most ${ADMIN_LIMITS.pageSizeMax}`)
    .default(ADMIN_LIMITS.pageSizeDefault),
};

/** A console list's text filter: a part of what it finds records by. */
export const adminSearchText = z
  .string()
  .trim()
  .max(ADMIN_LIMITS.queryMax, `must be at most ${ADMIN_LIMITS.queryMax} characters`)
  .optional();

export const adminIdParamsSchema = z.object({ id });

// Users

/** `GET /api/admin/users`: `q` finds accounts by e-mail or name. */
export const adminUserQuerySchema = z.object({
  q: adminSearchText.meta({ description: 'Part of the e-mail address, first or last name.' }),
  sort: z
    .enum(ADMIN_USER_SORTS, { error: `must be one of ${ADMIN_USER_SORTS.join(', ')}` })
    .default('newest'),
  ...adminPaging,
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

/** One account in the admin console's list (docs/product/roles.md). */
export const adminUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.string()),
    isAdmin: z.boolean().meta({ description: 'Has a role containing `admin`.' }),
    disabledAt: z
      .string()
      .nullable()
      .meta({ description: 'When an admin disabled the account (ISO 8601); null when enabled.' }),
    listCount: z.number().int().meta({ description: 'The lists the account has.' }),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = pageSchema(adminUserSchema).meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** `PUT /api/admin/users/{id}/admin`: grant (true) or revoke (false) the admin role. */
export const adminRoleInputSchema = z
  .object({ admin: z.boolean({ error: 'must be true or false' }) })
  .strict()
  .meta({ id: 'AdminRoleInput' });

/** `PUT /api/admin/users/{id}/disabled`: disable (true) or enable (false) the account. */
export const adminDisabledInputSchema = z
  .object({ disabled: z.boolean({ error: 'must be true or false' }) })
  .strict()
  .meta({ id: 'AdminDisabledInput' });

// Contact messages

const status = z.enum(MESSAGE_STATUSES, { error: `must be one of ${MESSAGE_STATUSES.join(', ')}` });

/** `GET /api/admin/messages`: newest first; `status` narrows to one status. */
export const adminMessageQuerySchema = z.object({
  status: status.optional(),
  q: adminSearchText,
  ...adminPaging,
});
export type AdminMessageQuery = z.infer<typeof adminMessageQuerySchema>;

export const adminMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    topic: z.string().meta({ description: 'One of the topics of the contact form.' }),
    message: z.string(),
    status,
    receivedAt: z.string(),
    statusChangedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminMessage' });
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessagePageSchema = pageSchema(adminMessageSchema).meta({
  id: 'AdminMessagePage',
});
export type AdminMessagePage = z.infer<typeof adminMessagePageSchema>;

export const adminMessageParamsSchema = z.object({
  id: z.uuid({ error: 'must be a message id' }),
});

/** `PUT /api/admin/messages/{id}/status`. */
export const adminMessageStatusInputSchema = z
  .object({ status })
  .strict()
  .meta({ id: 'AdminMessageStatusInput' });

// Audit log

/** `GET /api/admin/audit`: newest first, narrowed by any of the filters. */
export const adminAuditQuerySchema = z.object({
  actor: adminSearchText.meta({ description: "Part of the admin's e-mail address." }),
  action: adminSearchText.meta({
    description: 'An action, e.g. `user.disable`, or its start (`user.`).',
  }),
  subject: adminSearchText.meta({
    description: 'What was changed: `user`, `message`, `article`, `spot`…',
  }),
  subjectId: adminSearchText.meta({ description: 'The id of the record changed.' }),
  ...adminPaging,
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    actorId: z.number().int().nullable(),
    actorEmail: z.string(),
    action: z.string(),
    subject: z.string(),
    subjectId: z.string(),
    before: z.unknown().meta({ description: "The record's fields before, or null when created." }),
    after: z.unknown().meta({ description: "The record's fields after, or null when deleted." }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema).meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;
