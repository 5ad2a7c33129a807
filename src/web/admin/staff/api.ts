import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { SessionsAnswer } from '../../../server/admin-auth/security-contract';
import type { adminSecurityRoutes } from '../../../server/admin-auth/security-routes';
import type { backupRoutes } from '../../../server/backups/routes';
import type { ClientOf } from '../../api/route-types';
import { adminRequest } from '../api';

/* Two-factor sign-in, sessions and the staff sign-in rules (decision 0124). */
type SecurityApi = ClientOf<ReturnType<typeof adminSecurityRoutes>>['admin'];
type BackupsApi = ClientOf<ReturnType<typeof backupRoutes>>['admin'];
export type TwoFactorSetup = InferResponseType<SecurityApi['me']['2fa']['setup']['$post'], 200>;
export type StaffSettings = InferResponseType<SecurityApi['security-settings']['$get'], 200>;
export type { SessionsAnswer };

export const MY_SESSIONS_KEY = ['admin', 'me', 'sessions'] as const;
export const STAFF_SESSIONS_KEY = ['admin', 'staff-sessions'] as const;
export const STAFF_SETTINGS_KEY = ['admin', 'security-settings'] as const;

/** Your own sessions and sign-ins (`me`), or every member of staff's (`staff`, owners). */
export const sessionsQuery = (scope: 'me' | 'staff') =>
  queryOptions({
    queryKey: scope === 'me' ? [...MY_SESSIONS_KEY] : [...STAFF_SESSIONS_KEY],
    queryFn: ({ signal }) =>
      adminRequest<SessionsAnswer>(
        scope === 'me' ? '/api/admin/me/sessions' : '/api/admin/staff-sessions',
        { signal },
      ),
  });
export const staffSettingsQuery = queryOptions({
  queryKey: STAFF_SETTINGS_KEY,
  queryFn: ({ signal }) => adminRequest<StaffSettings>('/api/admin/security-settings', { signal }),
});

export const startTwoFactor = () =>
  adminRequest<TwoFactorSetup>('/api/admin/me/2fa/setup', { method: 'POST' });
export const enableTwoFactor = (code: string) =>
  adminRequest<{ recoveryCodes: string[] }>('/api/admin/me/2fa/enable', {
    method: 'POST',
    body: { code },
  });
export const disableTwoFactor = (body: { password: string; code: string }) =>
  adminRequest<{ ok: true }>('/api/admin/me/2fa/disable', { method: 'POST', body });
export const endMySession = (id: string) =>
  adminRequest<{ ok: true }>(`/api/admin/me/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
export const endStaffSession = (id: string) =>
  adminRequest<{ ok: true }>(`/api/admin/staff-sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
export const saveStaffSettings = (body: StaffSettings) =>
  adminRequest<StaffSettings>('/api/admin/security-settings', { method: 'PATCH', body });

export type BackupList = InferResponseType<BackupsApi['backups']['$get'], 200>;
export const BACKUPS_KEY = ['admin', 'backups'] as const;
export const backupsQuery = queryOptions({
  queryKey: BACKUPS_KEY,
  queryFn: ({ signal }) => adminRequest<BackupList>('/api/admin/backups', { signal }),
});
export const takeBackupNow = () =>
  adminRequest<BackupList['items'][number]>('/api/admin/backups', { method: 'POST' });
