import { queryOptions } from '@tanstack/react-query';
import type { PackageForm, PackageUpdate } from '../../../domain/admin-forms';
import type { AdminPackage } from '../../../server/packages/admin-contract';
import type { adminPackageRoutes } from '../../../server/packages/admin-routes';
import type { RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

export type { AdminPackage };

const api = adminClientFor<RouterOf<typeof adminPackageRoutes>>();

export const adminPackagesKey = ['admin', 'packages'] as const;

export const adminPackagesQuery = queryOptions({
  queryKey: adminPackagesKey,
  queryFn: ({ signal }) => api('GET /admin/packages', { signal }),
});

export const createPackage = (json: PackageForm) => api('POST /admin/packages', { json });

export const updatePackage = (id: string, json: PackageUpdate) =>
  api('PATCH /admin/packages/:id', { param: { id }, json });

export const setPackagesActive = (ids: string[], isActive: boolean) =>
  api('POST /admin/packages/bulk-status', { json: { ids, isActive } });

export const deletePackage = (id: string) => api('DELETE /admin/packages/:id', { param: { id } });

/** The guest wizard's list changes with every package change. */
export const guestPackagesKey = ['packages'] as const;
