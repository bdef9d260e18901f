import type { AdminMessage, AdminUser, AuditEntry } from '@divespot/shared/admin';

/** An account as the console lists it: an enabled diver without lists unless given. */
export function testUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    email: 'bo@example.com',
    firstName: 'Bo',
    lastName: 'Reef',
    roles: ['ROLE_USER'],
    isAdmin: false,
    disabledAt: null,
    listCount: 0,
    createdAt: '2026-03-14T09:30:00Z',
    ...overrides,
  };
}

/** A contact message, new unless given. */
export function testMessage(overrides: Partial<AdminMessage> = {}): AdminMessage {
  return {
    id: '5b0c2a52-8d4e-4a43-9a43-3f1f0cbe0a01',
    name: 'Cy Current',
    email: 'cy@example.com',
    topic: 'correction',
    message: 'The depth of the Blue Hole is 124 m, not 110 m.',
    status: 'new',
    receivedAt: '2026-12-01T08:15:00Z',
    statusChangedAt: null,
    ...overrides,
  };
}

/** An audit entry: Ada disabling account 7 unless given. */
export function testEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '1',
    at: '2026-12-06T10:00:00Z',
    actorId: 1,
    actorEmail: 'ada@example.com',
    action: 'user.disable',
    subject: 'user',
    subjectId: '7',
    before: { disabledAt: null, email: 'bo@example.com' },
    after: { disabledAt: '2026-12-06T10:00:00Z', email: 'bo@example.com' },
    ...overrides,
  };
}

/** One page of a console list. */
export function pageOf<T>(content: T[], { page = 0, size = 25, total = content.length } = {}) {
  return { content, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
}
