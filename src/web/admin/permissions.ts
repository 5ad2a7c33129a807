import { useQuery } from '@tanstack/react-query';
import type { Permission } from '../../domain/staff-permissions';
import { meQuery } from './api';

/**
 * Whether the signed-in member of staff may do something (decision 0123): the permissions the
 * server sent with GET /api/admin/me, from the same matrix the server enforces. The web only hides;
 * the server refuses.
 */
export function useCan(): (permission: Permission) => boolean {
  const { data: me } = useQuery(meQuery);
  const held = new Set(me?.permissions ?? []);
  return (permission) => held.has(permission);
}
