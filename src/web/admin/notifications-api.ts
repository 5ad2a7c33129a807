import type { eventRoutes } from '../../server/events/admin-routes';
import type { RouterOf } from '../api/route-types';
import { adminClientFor } from './api';

const api = adminClientFor<RouterOf<typeof eventRoutes>>();

/** The bell's list for the signed-in staff member (newest 50, with read flags). */
export const fetchNotifications = (signal?: AbortSignal) =>
  api('GET /admin/notifications', { signal });

/** Mark all read or clear all, up to `upTo` (the newest the staff member saw); answers the list. */
export const markNotifications = (how: 'read-all' | 'clear', upTo: number | undefined) =>
  api(
    how === 'read-all' ? 'POST /admin/notifications/read-all' : 'POST /admin/notifications/clear',
    {
      json: upTo === undefined ? {} : { upTo },
    },
  );
