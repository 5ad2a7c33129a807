import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from './enums';
import {
  can,
  forbiddenMessage,
  PERMISSION_ROLES,
  PERMISSIONS,
  permissionsOf,
  type Permission,
} from './staff-permissions';

/** The matrix as the issue states it, role by role (decision 0123). */
const EXPECTED: Record<(typeof ADMIN_ROLES)[number], Permission[]> = {
  owner: [...PERMISSIONS],
  manager: PERMISSIONS.filter((p) => !['users.manage', 'security.manage', 'backups'].includes(p)),
  front_desk: [
    'dashboard.read',
    'bookings.read',
    'bookings.write',
    'payments.record',
    'guests.read',
    'guests.write',
    'occupancy.read',
    'housekeeping',
    'catalog.read',
    'enquiries',
    'emails',
  ],
  housekeeping: ['occupancy.read', 'housekeeping', 'catalog.read'],
  accountant: [
    'dashboard.read',
    'bookings.read',
    'guests.read',
    'exports',
    'reports.read',
    'occupancy.read',
    'catalog.read',
  ],
};

describe('the staff permission matrix', () => {
  it.each(ADMIN_ROLES)('gives %s exactly its permissions', (role) => {
    expect(permissionsOf(role)).toEqual(EXPECTED[role]);
  });

  it('keeps the accountant read-only on bookings, with full reports and exports', () => {
    expect(can('accountant', 'bookings.read')).toBe(true);
    for (const p of [
      'bookings.write',
      'bookings.delete',
      'payments.record',
      'payments.refund',
    ] as const)
      expect(can('accountant', p), p).toBe(false);
    expect(can('accountant', 'reports.read') && can('accountant', 'exports')).toBe(true);
  });

  it('lets only owners manage staff, sign-in rules and backups', () => {
    for (const p of ['users.manage', 'security.manage', 'backups'] as const)
      expect(PERMISSION_ROLES[p]).toEqual(['owner']);
  });

  it.each([
    ['front_desk', 'payments.refund', 'Your role (Front desk) cannot refund payments.'],
    ['accountant', 'bookings.write', 'Your role (Accountant) cannot create or change bookings.'],
    ['housekeeping', 'reports.read', 'Your role (Housekeeping) cannot see reports.'],
  ] as const)('explains a refusal to %s of %s', (role, permission, message) => {
    expect(forbiddenMessage(role, permission)).toBe(message);
  });
});
