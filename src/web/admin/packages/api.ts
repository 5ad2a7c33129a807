import { queryOptions } from '@tanstack/react-query';
import type { PackageForm, PackageUpdate } from '../../../domain/admin-forms';
import type { AdminPackage, AdminPackageList } from '../../../server/packages/admin-contract';
import type { InferResponseType } from 'hono/client';
import type { adminPackageRoutes } from '../../../server/packages/admin-routes';
import { apiRequest } from '../../api/client';
import type { ClientOf } from '../../api/route-types';

type PackageAdmin = ClientOf<ReturnType<typeof adminPackageRoutes>>['admin']['packages'];

export type { AdminPackage, AdminPackageList };

export const adminPackagesKey = ['admin', 'packages'] as const;

export const adminPackagesQuery = queryOptions({
  queryKey: adminPackagesKey,
  queryFn: ({ signal }) => apiRequest<AdminPackageList>('/api/admin/packages', { signal }),
});

export const createPackage = (body: PackageForm) =>
  apiRequest<AdminPackage>('/api/admin/packages', { method: 'POST', body });

export const updatePackage = (id: string, body: PackageUpdate) =>
  apiRequest<AdminPackage>(`/api/admin/packages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });

export const setPackagesActive = (ids: string[], isActive: boolean) =>
  apiRequest<InferResponseType<PackageAdmin['bulk-status']['$post'], 200>>(
    '/api/admin/packages/bulk-status',
    {
      method: 'POST',
      body: { ids, isActive },
    },
  );

export const deletePackage = (id: string) =>
  apiRequest<void>(`/api/admin/packages/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The guest wizard's list changes with every package change. */
export const guestPackagesKey = ['packages'] as const;
