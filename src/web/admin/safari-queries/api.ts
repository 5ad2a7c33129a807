import { queryOptions } from '@tanstack/react-query';
import type { SafariOptionForm, SafariResponse } from '../../../domain/admin-forms';
import type { SafariQueryStatus } from '../../../domain/enums';
import type { AdminSafariEnquiry } from '../../../server/safari/admin-contract';
import type { adminSafariEnquiryRoutes } from '../../../server/safari/admin-routes';
import type { AdminSafariOption } from '../../../server/safari/options-admin-contract';
import type { adminSafariOptionRoutes } from '../../../server/safari/options-admin-routes';
import type { RequestOf, RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

export type { AdminSafariEnquiry, AdminSafariOption };

type Routes = RouterOf<typeof adminSafariEnquiryRoutes>;
const enquiries = adminClientFor<Routes>();
const options = adminClientFor<RouterOf<typeof adminSafariOptionRoutes>>();

export const safariKey = ['admin', 'safari-enquiries'] as const;
/** The fallback refresh when the live stream is down (spec: polling every 30 s). */
const SAFARI_POLL_MS = 30_000;

/** One page of the list; `query` is the list's filters (useListParams' apiQuery). */
export const safariListQuery = (query: RequestOf<Routes, 'GET /admin/safari-enquiries'>['query']) =>
  queryOptions({
    queryKey: [...safariKey, 'list', query],
    queryFn: ({ signal }) => enquiries('GET /admin/safari-enquiries', { query, signal }),
    refetchInterval: SAFARI_POLL_MS,
    placeholderData: (previous) => previous,
  });

export const safariStatsQuery = queryOptions({
  queryKey: [...safariKey, 'stats'],
  queryFn: ({ signal }) => enquiries('GET /admin/safari-enquiries/stats', { signal }),
  refetchInterval: SAFARI_POLL_MS,
});

export const changeSafariStatus = (id: string, status: SafariQueryStatus) =>
  enquiries('PATCH /admin/safari-enquiries/:id', { param: { id }, json: { status } });

export const respondToSafari = (id: string, json: SafariResponse) =>
  enquiries('POST /admin/safari-enquiries/:id/respond', { param: { id }, json });

export const safariOptionsKey = ['admin', 'safari-options'] as const;
export const adminSafariOptionsQuery = queryOptions({
  queryKey: safariOptionsKey,
  queryFn: ({ signal }) => options('GET /admin/safari-options', { signal }),
});
/** The guest step 3 list. */
export const guestSafariOptionsKey = ['safari-options'] as const;

export const createSafariOption = (json: SafariOptionForm) =>
  options('POST /admin/safari-options', { json });
export const updateSafariOption = (id: string, json: Partial<Omit<SafariOptionForm, 'id'>>) =>
  options('PATCH /admin/safari-options/:id', { param: { id }, json });
