import { describe, expect, it } from 'vitest';
import { roleLabelIds } from './role-labels.ts';

describe('roleLabelIds', () => {
  it('names the roles the product gives', () => {
    expect(roleLabelIds(['ROLE_USER'])).toEqual(['account.roles.diver']);
    expect(roleLabelIds(['ROLE_USER', 'ROLE_ADMIN'])).toEqual([
      'account.roles.diver',
      'account.roles.admin',
    ]);
  });

  it('never shows a stored name: other admin roles are administrators, the rest extra permissions', () => {
    expect(roleLabelIds(['ROLE_SUPERADMIN'])).toEqual(['account.roles.admin']);
    expect(roleLabelIds(['ROLE_MODERATOR', 'beta-tester'])).toEqual(['account.roles.other']);
  });

  it('says each label once', () => {
    expect(roleLabelIds(['ROLE_ADMIN', 'ROLE_SUPERADMIN', 'ROLE_USER'])).toEqual([
      'account.roles.admin',
      'account.roles.diver',
    ]);
    expect(roleLabelIds([])).toEqual([]);
  });
});
