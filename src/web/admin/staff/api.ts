import { queryOptions } from '@tanstack/react-query';
import type { adminSecurityRoutes } from '../../../server/admin-auth/security-routes';
import type { backupRoutes } from '../../../server/backups/routes';
import type { RequestOf, ResponseOf, RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

/* Two-factor sign-in, sessions and the staff sign-in rules (decision 0124). */
type SecurityRoutes = RouterOf<typeof adminSecurityRoutes>;
type BackupRoutes = RouterOf<typeof backupRoutes>;
const security = adminClientFor<SecurityRoutes>();
const backups = adminClientFor<BackupRoutes>();
export type TwoFactorSetup = ResponseOf<SecurityRoutes, 'POST /admin/me/2fa/setup'>;
export type StaffSettings = ResponseOf<SecurityRoutes, 'GET /admin/security-settings'>;
export const MY_SESSIONS_KEY = ['admin', 'me', 'sessions'] as const;
export const STAFF_SESSIONS_KEY = ['admin', 'staff-sessions'] as const;
export const STAFF_SETTINGS_KEY = ['admin', 'security-settings'] as const;

/** Your own sessions and sign-ins (`me`), or every member of staff's (`staff`, owners). */
export const sessionsQuery = (scope: 'me' | 'staff') =>
  queryOptions({
    queryKey: scope === 'me' ? [...MY_SESSIONS_KEY] : [...STAFF_SESSIONS_KEY],
    queryFn: ({ signal }) =>
      security(scope === 'me' ? 'GET /admin/me/sessions' : 'GET /admin/staff-sessions', {
        signal,
      }),
  });
export const staffSettingsQuery = queryOptions({
  queryKey: STAFF_SETTINGS_KEY,
  queryFn: ({ signal }) => security('GET /admin/security-settings', { signal }),
});

export const startTwoFactor = () => security('POST /admin/me/2fa/setup');
export const enableTwoFactor = (code: string) =>
  security('POST /admin/me/2fa/enable', { json: { code } });
export const disableTwoFactor = (
  json: RequestOf<SecurityRoutes, 'POST /admin/me/2fa/disable'>['json'],
) => security('POST /admin/me/2fa/disable', { json });
export const endMySession = (id: string) =>
  security('DELETE /admin/me/sessions/:id', { param: { id } });
export const endStaffSession = (id: string) =>
  security('DELETE /admin/staff-sessions/:id', { param: { id } });
export const saveStaffSettings = (json: StaffSettings) =>
  security('PATCH /admin/security-settings', { json });

export const BACKUPS_KEY = ['admin', 'backups'] as const;
export const backupsQuery = queryOptions({
  queryKey: BACKUPS_KEY,
  queryFn: ({ signal }) => backups('GET /admin/backups', { signal }),
});
export const takeBackupNow = () => backups('POST /admin/backups');
