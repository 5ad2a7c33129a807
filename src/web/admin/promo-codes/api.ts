import { queryOptions } from '@tanstack/react-query';
import type { PromoCodeForm, PromoCodeUpdate } from '../../../domain/promo';
import type { PromoCodeView } from '../../../server/promo/admin-contract';
import { apiRequest } from '../../api/client';

export type { PromoCodeView };

export const adminPromoCodesKey = ['admin', 'promo-codes'] as const;

export const adminPromoCodesQuery = queryOptions({
  queryKey: adminPromoCodesKey,
  queryFn: ({ signal }) =>
    apiRequest<{ items: PromoCodeView[] }>('/api/admin/promo-codes', { signal }),
});

export const createPromoCode = (body: PromoCodeForm) =>
  apiRequest<PromoCodeView>('/api/admin/promo-codes', { method: 'POST', body });

export const updatePromoCode = (id: string, body: PromoCodeUpdate) =>
  apiRequest<PromoCodeView>(`/api/admin/promo-codes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
