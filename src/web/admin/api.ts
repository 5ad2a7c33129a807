import { queryOptions } from '@tanstack/react-query';
import type { AdminMe } from '../../server/admin-auth/contract';
import type { AdminUser } from '../../server/admin-users/contract';
import type { DashboardData } from '../../server/dashboard/contract';
import type { InferResponseType } from 'hono/client';
import type { adminAuthRoutes } from '../../server/admin-auth/routes';
import type { adminUserRoutes } from '../../server/admin-users/routes';
import { ApiError, apiRequest } from '../api/client';
import type { ClientOf } from '../api/route-types';

type AuthApi = ClientOf<ReturnType<typeof adminAuthRoutes>>['admin'];
type UsersApi = ClientOf<ReturnType<typeof adminUserRoutes>>['admin'];

export type { AdminMe, AdminUser, DashboardData };

/** Fired when an admin call answers 401 (session expired or revoked): the app goes to sign-in. */
export const UNAUTHORIZED_EVENT = 'vm-admin-unauthorized';

type Options = Parameters<typeof apiRequest>[1];

/** apiRequest for /api/admin: a 401 tells the shell the session is gone. */
export async function adminRequest<T>(path: string, options?: Options): Promise<T> {
  try {
    return await apiRequest<T>(path, options);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && path !== '/api/admin/login') {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    throw err;
  }
}

export const ME_KEY = ['admin', 'me'] as const;

/** The signed-in admin (with `testPayments`: payments run on the test gateway), or null without a session. */
export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: async ({ signal }): Promise<(AdminMe & { testPayments?: boolean }) | null> => {
    try {
      const body = await apiRequest<InferResponseType<AuthApi['me']['$get'], 200>>(
        '/api/admin/me',
        {
          signal,
        },
      );
      return { ...body.user, testPayments: body.testPayments };
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 5 * 60_000,
  retry: false,
});

export const login = (email: string, password: string, code?: string) =>
  adminRequest<InferResponseType<AuthApi['login']['$post'], 200>>('/api/admin/login', {
    method: 'POST',
    body: code ? { email, password, code } : { email, password },
  });

export const logout = () =>
  apiRequest<InferResponseType<AuthApi['logout']['$post'], 200>>('/api/admin/logout', {
    method: 'POST',
  });

export const DASHBOARD_REFRESH_MS = 60_000;

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => adminRequest<DashboardData>('/api/admin/dashboard', { signal }),
  refetchInterval: DASHBOARD_REFRESH_MS,
  retry: false,
});

export const adminUsersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: ({ signal }) => adminRequest<AdminUser[]>('/api/admin/users', { signal }),
});

export const createAdminUser = (body: {
  name: string;
  email: string;
  password: string;
  role: AdminUser['role'];
}) => adminRequest<AdminUser>('/api/admin/users', { method: 'POST', body });

export const updateAdminUser = (
  id: string,
  body: Partial<Pick<AdminUser, 'name' | 'email' | 'role' | 'isActive'>>,
) =>
  adminRequest<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const changePassword = (body: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) =>
  adminRequest<InferResponseType<UsersApi['me']['password']['$post'], 200>>(
    '/api/admin/me/password',
    { method: 'POST', body },
  );
