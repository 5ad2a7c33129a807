import { queryOptions } from '@tanstack/react-query';
import type { PromoCodeForm, PromoCodeUpdate } from '../../../domain/promo';
import type { PromoCodeView } from '../../../server/promo/admin-contract';
import type { promoAdminRoutes } from '../../../server/promo/admin-routes';
import type { RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

export type { PromoCodeView };

const api = adminClientFor<RouterOf<typeof promoAdminRoutes>>();

export const adminPromoCodesKey = ['admin', 'promo-codes'] as const;

export const adminPromoCodesQuery = queryOptions({
  queryKey: adminPromoCodesKey,
  queryFn: ({ signal }) => api('GET /admin/promo-codes', { signal }),
});

export const createPromoCode = (json: PromoCodeForm) => api('POST /admin/promo-codes', { json });

export const updatePromoCode = (id: string, json: PromoCodeUpdate) =>
  api('PATCH /admin/promo-codes/:id', { param: { id }, json });
