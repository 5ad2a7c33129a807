import type { z } from 'zod';
import type { blockRequestSchema } from '../../../domain/inventory';
import { queryOptions } from '@tanstack/react-query';
import type { VillaForm } from '../../../domain/admin-forms';
import type { VillaStatus } from '../../../domain/enums';
import type { PricingRuleForm, RateOverrideBody, UnitForm } from '../../../domain/inventory';
import type { Block } from '../../../server/availability/admin-contract';
import type { UploadedImage } from '../../../server/images/contract';
import type { PricingRuleRow, RatePreview } from '../../../server/pricing/admin-contract';
import type {
  AdminVillaCard,
  AdminVillaList,
  RoomUnit,
  VillaCalendar,
  VillaCalendarDay,
} from '../../../server/villas/admin-contract';
import type { InferResponseType } from 'hono/client';
import type { blockAdminRoutes } from '../../../server/availability/admin-routes';
import type { pricingAdminRoutes } from '../../../server/pricing/admin-routes';
import type { villaAdminRoutes } from '../../../server/villas/admin-routes';
import { apiRequest } from '../../api/client';
import type { ClientOf } from '../../api/route-types';

type VillaAdminApi = ClientOf<ReturnType<typeof villaAdminRoutes>>['admin'];
type VillaAdmin = VillaAdminApi['villas'];
type PricingAdmin = ClientOf<ReturnType<typeof pricingAdminRoutes>>['admin'];
type BlockAdmin = ClientOf<ReturnType<typeof blockAdminRoutes>>['admin']['blocks'];
type RateSet = InferResponseType<PricingAdmin['villas'][':id']['rates'][':date']['$put'], 200>;
type RateCleared = InferResponseType<
  PricingAdmin['villas'][':id']['rates'][':date']['$delete'],
  200
>;

export type {
  AdminVillaCard,
  AdminVillaList,
  Block,
  PricingRuleRow,
  RatePreview,
  RoomUnit,
  UploadedImage,
  VillaCalendar,
  VillaCalendarDay,
};

const villaPath = (id: string) => `/api/admin/villas/${encodeURIComponent(id)}`;

/** Every query of this section starts with this key: a change anywhere refreshes the section. */
export const adminVillasKey = ['admin', 'villas'] as const;
/** The guest side's villa list and calendars change with villas, blocks and rates. */
export const guestVillasKey = ['villas'] as const;
export const guestQuoteKey = ['quote'] as const;
/** What a change of villas, units, blocks or rates can make stale (admin and guest queries). */
export const villaChangeKeys = [adminVillasKey, guestVillasKey, guestQuoteKey];

export const adminVillasQuery = queryOptions({
  queryKey: [...adminVillasKey, 'list'],
  queryFn: ({ signal }) => apiRequest<AdminVillaList>('/api/admin/villas', { signal }),
});

export type VillaBody = Omit<VillaForm, 'status'> & { status?: VillaStatus };

export const createVilla = (body: VillaBody) =>
  apiRequest<AdminVillaCard>('/api/admin/villas', { method: 'POST', body });

export const updateVilla = (id: string, body: Partial<VillaBody>) =>
  apiRequest<AdminVillaCard>(villaPath(id), { method: 'PATCH', body });

export const setVillaStatuses = (ids: string[], status: VillaStatus) =>
  apiRequest<InferResponseType<VillaAdmin['bulk-status']['$post'], 200>>(
    '/api/admin/villas/bulk-status',
    {
      method: 'POST',
      body: { ids, status },
    },
  );

export const deleteVilla = (id: string) =>
  apiRequest<InferResponseType<VillaAdmin[':id']['$delete'], 200>>(villaPath(id), {
    method: 'DELETE',
  });

// ---------- calendar ----------

export const villaCalendarQuery = (villaId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...adminVillasKey, villaId, 'calendar', from, to],
    queryFn: ({ signal }) =>
      apiRequest<VillaCalendar>(`${villaPath(villaId)}/calendar?from=${from}&to=${to}`, { signal }),
  });

export const villaCalendarDayQuery = (villaId: string, date: string) =>
  queryOptions({
    queryKey: [...adminVillasKey, villaId, 'day', date],
    queryFn: ({ signal }) =>
      apiRequest<VillaCalendarDay>(`${villaPath(villaId)}/calendar/${date}`, { signal }),
  });

// ---------- blocks ----------

export const villaBlocksQuery = (villaId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...adminVillasKey, villaId, 'blocks', from, to],
    queryFn: ({ signal }) =>
      apiRequest<InferResponseType<BlockAdmin['$get'], 200>>(
        `/api/admin/blocks?villaId=${encodeURIComponent(villaId)}&from=${from}&to=${to}`,
        { signal },
      ),
  });

export type BlockBody = z.input<typeof blockRequestSchema>;

export const createBlock = (body: BlockBody) =>
  apiRequest<Block>('/api/admin/blocks', { method: 'POST', body });

export const deleteBlock = (id: string) =>
  apiRequest<InferResponseType<BlockAdmin[':id']['$delete'], 200>>(`/api/admin/blocks/${id}`, {
    method: 'DELETE',
  });

// ---------- rates ----------

export const ratePreviewQuery = (villaId: string) =>
  queryOptions({
    queryKey: [...adminVillasKey, villaId, 'rates'],
    queryFn: ({ signal }) => apiRequest<RatePreview>(`${villaPath(villaId)}/rates`, { signal }),
  });

export const setRate = (villaId: string, date: string, body: RateOverrideBody) =>
  apiRequest<RateSet>(`${villaPath(villaId)}/rates/${date}`, { method: 'PUT', body });

export const clearRate = (villaId: string, date: string) =>
  apiRequest<RateCleared>(`${villaPath(villaId)}/rates/${date}`, { method: 'DELETE' });

export const pricingRulesQuery = queryOptions({
  queryKey: [...adminVillasKey, 'pricing-rules'],
  queryFn: ({ signal }) =>
    apiRequest<InferResponseType<PricingAdmin['pricing-rules']['$get'], 200>>(
      '/api/admin/pricing-rules',
      { signal },
    ),
});

export const createPricingRule = (body: PricingRuleForm) =>
  apiRequest<PricingRuleRow>('/api/admin/pricing-rules', { method: 'POST', body });

export const updatePricingRule = (id: string, body: Partial<PricingRuleForm>) =>
  apiRequest<PricingRuleRow>(`/api/admin/pricing-rules/${id}`, { method: 'PATCH', body });

// ---------- units ----------

export const villaUnitsQuery = (villaId: string) =>
  queryOptions({
    queryKey: [...adminVillasKey, villaId, 'units'],
    queryFn: ({ signal }) =>
      apiRequest<InferResponseType<VillaAdmin[':id']['units']['$get'], 200>>(
        `${villaPath(villaId)}/units`,
        { signal },
      ),
  });

export const createUnit = (villaId: string, body: UnitForm) =>
  apiRequest<RoomUnit>(`${villaPath(villaId)}/units`, { method: 'POST', body });

export const updateUnit = (unitId: string, body: Partial<UnitForm>) =>
  apiRequest<RoomUnit>(`/api/admin/units/${unitId}`, { method: 'PATCH', body });

export const deleteUnit = (unitId: string) =>
  apiRequest<InferResponseType<VillaAdminApi['units'][':unitId']['$delete'], 200>>(
    `/api/admin/units/${unitId}`,
    { method: 'DELETE' },
  );
