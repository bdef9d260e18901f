import type { MessageId } from '../../../lib/i18n/messages.ts';

/** The readable label of each action the audit log knows (docs/product/admin.md#audit-log). */
export const AUDIT_ACTIONS: Readonly<Record<string, MessageId>> = {
  'user.grant_admin': 'admin.audit.action.grantAdmin',
  'user.revoke_admin': 'admin.audit.action.revokeAdmin',
  'user.disable': 'admin.audit.action.disable',
  'user.enable': 'admin.audit.action.enable',
  'message.status': 'admin.audit.action.messageStatus',
  'article.create': 'admin.audit.action.articleCreate',
  'article.update': 'admin.audit.action.articleUpdate',
  'article.delete': 'admin.audit.action.articleDelete',
};

/** The label of an action, or null for one the console does not know (shown as it is). */
export const auditActionLabel = (action: string): MessageId | null =>
  Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action]! : null;

/** One field an entry changed: its value before and after (undefined where the record had none). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose values differ between an entry's `before` and `after` records, in the order
 * they first appear; a record that was created (before null) or deleted (after null) changes
 * every field it has.
 */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => !same(from[field], to[field]))
    .map((field) => ({ field, before: from[field], after: to[field] }));
}

const MAX_TEXT = 80;

/**
 * A field's value as short text: strings as they are, numbers, true/false and lists as JSON,
 * cut at 80 characters; undefined and null are the caller's to word ("none").
 */
export function valueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
