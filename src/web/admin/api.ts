import { queryOptions } from '@tanstack/react-query';
import type { AdminMe } from '../../server/admin-auth/contract';
import type { AdminUser } from '../../server/admin-users/contract';
import type { DashboardData } from '../../server/dashboard/contract';
import type { adminAuthRoutes } from '../../server/admin-auth/routes';
import type { adminUserRoutes } from '../../server/admin-users/routes';
import type { dashboardRoutes } from '../../server/dashboard/routes';
import type { unpaidHoldsRoutes } from '../../server/dashboard/unpaid-holds-routes';
import { ApiError, callOperation, type CallArgs, type Client } from '../api/client';
import type { RequestOf, RouterOf } from '../api/route-types';
import { EVENTS_POLL_MS } from './ui/use-admin-events';

export type { AdminMe, AdminUser, DashboardData };

/** Fired when an admin call answers 401 (session expired or revoked): the app goes to sign-in. */
export const UNAUTHORIZED_EVENT = 'vm-admin-unauthorized';

/** callOperation for /api/admin: a 401 tells the shell the session is gone. */
async function adminCall(operation: string, args?: CallArgs): Promise<unknown> {
  try {
    return await callOperation(operation, args);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && operation !== 'POST /admin/login') {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    throw err;
  }
}

/**
 * The typed client of a staff router (decision 0145): `adminClientFor<RouterOf<typeof xRoutes>>()`.
 * Same operations and arguments as `clientFor`; a 401 sends the app to sign-in.
 */
export const adminClientFor = <R>() => adminCall as Client<R>;

type AuthRoutes = RouterOf<typeof adminAuthRoutes>;
type UserRoutes = RouterOf<typeof adminUserRoutes>;
/** The session probe and sign-out answer 401 as a plain "no session": not through adminCall. */
const auth = callOperation as Client<AuthRoutes>;
const signIn = adminClientFor<AuthRoutes>();
const users = adminClientFor<UserRoutes>();
const dashboard = adminClientFor<RouterOf<typeof dashboardRoutes>>();
const unpaidHolds = adminClientFor<RouterOf<typeof unpaidHoldsRoutes>>();

export const ME_KEY = ['admin', 'me'] as const;

/** The signed-in admin (with `testPayments`: payments run on the test gateway), or null without a session. */
export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: async ({ signal }): Promise<(AdminMe & { testPayments?: boolean }) | null> => {
    try {
      const body = await auth('GET /admin/me', { signal });
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
  signIn('POST /admin/login', {
    json: code ? { email, password, code } : { email, password },
  });

export const logout = () => auth('POST /admin/logout');

const DASHBOARD_REFRESH_MS = 60_000;

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => dashboard('GET /admin/dashboard', { signal }),
  refetchInterval: DASHBOARD_REFRESH_MS,
  retry: false,
});

export const unpaidHoldsQuery = queryOptions({
  queryKey: ['admin', 'dashboard', 'unpaid-holds'],
  queryFn: ({ signal }) => unpaidHolds('GET /admin/dashboard/unpaid-holds', { signal }),
  refetchInterval: EVENTS_POLL_MS,
});

export const adminUsersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: ({ signal }) => users('GET /admin/users', { signal }),
});

export const createAdminUser = (json: RequestOf<UserRoutes, 'POST /admin/users'>['json']) =>
  users('POST /admin/users', { json });

export const updateAdminUser = (
  id: string,
  json: RequestOf<UserRoutes, 'PATCH /admin/users/:id'>['json'],
) => users('PATCH /admin/users/:id', { param: { id }, json });

export const changePassword = (json: RequestOf<UserRoutes, 'POST /admin/me/password'>['json']) =>
  users('POST /admin/me/password', { json });
