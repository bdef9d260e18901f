import { describe, expect, it } from 'vitest';
import { auditActionLabel, changesOf, valueText } from './audit.ts';

describe('the audit log', () => {
  it('labels the actions it knows and leaves the others as they are', () => {
    expect(auditActionLabel('user.disable')).toBe('admin.audit.action.disable');
    expect(auditActionLabel('spot.update')).toBeNull();
    expect(auditActionLabel('toString')).toBeNull();
  });

  it('lists only the fields whose values differ', () => {
    const before = { disabledAt: null, roles: ['ROLE_USER'], email: 'a@example.com' };
    const after = {
      disabledAt: '2026-12-07T10:00:00Z',
      roles: ['ROLE_USER'],
      email: 'a@example.com',
    };
    expect(changesOf(before, after)).toEqual([
      { field: 'disabledAt', before: null, after: '2026-12-07T10:00:00Z' },
    ]);
    expect(changesOf({ roles: ['ROLE_USER'] }, { roles: ['ROLE_USER', 'ROLE_ADMIN'] })).toEqual([
      { field: 'roles', before: ['ROLE_USER'], after: ['ROLE_USER', 'ROLE_ADMIN'] },
    ]);
  });

  it('treats a created or deleted record as changing every field it has', () => {
    expect(changesOf(null, { title: 'Night dives' })).toEqual([
      { field: 'title', before: undefined, after: 'Night dives' },
    ]);
    expect(changesOf({ title: 'Night dives' }, null)).toEqual([
      { field: 'title', before: 'Night dives', after: undefined },
    ]);
  });

  it('writes values as short text', () => {
    expect(valueText('new')).toBe('new');
    expect(valueText(true)).toBe('true');
    expect(valueText(['ROLE_USER', 'ROLE_ADMIN'])).toBe('["ROLE_USER","ROLE_ADMIN"]');
    expect(valueText(null)).toBeNull();
    expect(valueText('x'.repeat(200))).toHaveLength(80);
  });
});
