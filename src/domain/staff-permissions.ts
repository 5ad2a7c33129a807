import type { AdminRole } from './enums';

/*
 * What each staff role may do (decision 0123). The server decides every /api/admin/* route with
 * `can()` (each route names its permission in src/server/admin-auth/route-permissions.ts) and the
 * admin web hides what `can()` refuses, from the same table.
 */

export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  front_desk: 'Front desk',
  housekeeping: 'Housekeeping',
  accountant: 'Accountant',
};

/** Each permission, with what it lets staff do (the end of "Your role (…) cannot …"). */
export const PERMISSION_DESCRIPTIONS = {
  'dashboard.read': 'see the dashboard',
  'bookings.read': 'see bookings',
  'bookings.write': 'create or change bookings',
  'bookings.delete': 'delete bookings',
  'payments.record': 'record payments',
  'payments.refund': 'refund payments',
  'guests.read': 'see guests',
  'guests.write': 'change guest records',
  'guests.erase': 'erase guest data',
  'guests.identity': 'see guests’ full ID, passport and visa numbers or export Form C',
  exports: 'export data',
  'reports.read': 'see reports',
  'occupancy.read': 'see occupancy and the front-desk board',
  housekeeping: 'change room housekeeping states or block units for maintenance',
  'catalog.read': 'see villas, packages and safari options',
  'villas.write': 'change villas, units, rates or images',
  'packages.write': 'change packages or safari options',
  enquiries: 'handle safari enquiries',
  emails: 'see or send guest e-mails',
  'users.manage': 'manage staff accounts',
  'security.manage': "change sign-in rules or end other staff members' sessions",
  backups: 'take or list backups',
} as const;

export type Permission = keyof typeof PERMISSION_DESCRIPTIONS;
export const PERMISSIONS = Object.keys(PERMISSION_DESCRIPTIONS) as Permission[];

const ALL: readonly AdminRole[] = ['owner', 'manager', 'front_desk', 'housekeeping', 'accountant'];
const DESK: readonly AdminRole[] = ['owner', 'manager', 'front_desk'];
const MANAGERS: readonly AdminRole[] = ['owner', 'manager'];
const BOOKS: readonly AdminRole[] = ['owner', 'manager', 'accountant'];
const OWNER: readonly AdminRole[] = ['owner'];

/** The matrix: which roles hold each permission. */
export const PERMISSION_ROLES: Record<Permission, readonly AdminRole[]> = {
  'dashboard.read': ['owner', 'manager', 'front_desk', 'accountant'],
  'bookings.read': ['owner', 'manager', 'front_desk', 'accountant'],
  'bookings.write': DESK,
  'bookings.delete': MANAGERS,
  'payments.record': DESK,
  'payments.refund': MANAGERS,
  'guests.read': ['owner', 'manager', 'front_desk', 'accountant'],
  'guests.write': DESK,
  'guests.erase': MANAGERS,
  'guests.identity': MANAGERS,
  exports: BOOKS,
  'reports.read': BOOKS,
  'occupancy.read': ALL,
  housekeeping: ['owner', 'manager', 'front_desk', 'housekeeping'],
  'catalog.read': ALL,
  'villas.write': MANAGERS,
  'packages.write': MANAGERS,
  enquiries: DESK,
  emails: DESK,
  'users.manage': OWNER,
  'security.manage': OWNER,
  backups: OWNER,
};

export function can(role: AdminRole, permission: Permission): boolean {
  return PERMISSION_ROLES[permission].includes(role);
}

/** Every permission a role holds (sent to the web with the signed-in admin). */
export function permissionsOf(role: AdminRole): Permission[] {
  return PERMISSIONS.filter((p) => can(role, p));
}

export function forbiddenMessage(role: AdminRole, permission: Permission): string {
  return `Your role (${ROLE_LABELS[role]}) cannot ${PERMISSION_DESCRIPTIONS[permission]}.`;
}

/** Routes every signed-in staff member may use (their own account, sign-out, notifications). */
export const SIGNED_IN = 'signed_in' as const;
export type RouteAccess = Permission | typeof SIGNED_IN;
