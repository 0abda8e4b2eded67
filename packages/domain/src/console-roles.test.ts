import { describe, expect, it } from 'vitest';
import {
  CONSOLE_PERMISSIONS,
  needsSecondFactor,
  OPERATOR_ROLES,
  permissionsOf,
  ROLE_PERMISSIONS,
  rolesWith,
} from './console-roles';

describe('the console role-permission table', () => {
  it('gives every permission to at least one role', () => {
    for (const permission of CONSOLE_PERMISSIONS) expect(rolesWith(permission).length).toBeGreaterThan(0);
  });

  it('adds up the permissions of several roles, each once, in the table order', () => {
    expect(permissionsOf(['admin', 'review', 'admin'])).toEqual([
      'companies',
      'quality-review',
      'certificates',
      'controlled-sale',
      'hm-limits',
      'hm-receipts',
      'contract',
      'operators',
      'audit',
      'warehouses',
    ]);
    expect(permissionsOf([])).toEqual([]);
  });

  it('keeps 管理员 to operators, warehouses, the trail and the contract text: it neither ships nor reviews nor confirms money', () => {
    expect(ROLE_PERMISSIONS.admin).toEqual(['contract', 'operators', 'audit', 'warehouses']);
    expect(rolesWith('warehouses')).toEqual(['warehouse', 'admin']);
    expect(rolesWith('transfers')).toEqual(['finance']);
  });

  it('asks a second factor of exactly the roles that move money (财务) or make others (管理员)', () => {
    expect(OPERATOR_ROLES.filter((role) => needsSecondFactor([role]))).toEqual(['finance', 'admin']);
    expect(needsSecondFactor(['review', 'finance'])).toBe(true);
  });
});
