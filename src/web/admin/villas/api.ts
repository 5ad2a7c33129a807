import type { z } from 'zod';
import type { blockRequestSchema } from '../../../domain/inventory';
import { queryOptions } from '@tanstack/react-query';
import type { VillaForm } from '../../../domain/admin-forms';
import type { VillaStatus } from '../../../domain/enums';
import type { PricingRuleForm, RateOverrideBody, UnitForm } from '../../../domain/inventory';
import type { Block } from '../../../server/availability/admin-contract';
import type { PricingRuleRow, RatePreview } from '../../../server/pricing/admin-contract';
import type {
  AdminVillaCard,
  AdminVillaList,
  RoomUnit,
  VillaCalendar,
} from '../../../server/villas/admin-contract';
import type { blockAdminRoutes } from '../../../server/availability/admin-routes';
import type { pricingAdminRoutes } from '../../../server/pricing/admin-routes';
import type { villaAdminRoutes } from '../../../server/villas/admin-routes';
import type { RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';

const villas = adminClientFor<RouterOf<typeof villaAdminRoutes>>();
const pricing = adminClientFor<RouterOf<typeof pricingAdminRoutes>>();
const blocks = adminClientFor<RouterOf<typeof blockAdminRoutes>>();

export type {
  AdminVillaCard,
  AdminVillaList,
  Block,
  PricingRuleRow,
  RatePreview,
  RoomUnit,
  VillaCalendar,
};

/** Every query of this section starts with this key: a change anywhere refreshes the section. */
const adminVillasKey = ['admin', 'villas'] as const;
/** The guest side's villa list and calendars change with villas, blocks and rates. */
const guestVillasKey = ['villas'] as const;
const guestQuoteKey = ['quote'] as const;
/** What a change of villas, units, blocks or rates can make stale (admin and guest queries). */
export const villaChangeKeys = [adminVillasKey, guestVillasKey, guestQuoteKey];

export const adminVillasQuery = queryOptions({
  queryKey: [...adminVillasKey, 'list'],
  queryFn: ({ signal }) => villas('GET /admin/villas', { signal }),
});

export type VillaBody = Omit<VillaForm, 'status'> & { status?: VillaStatus };

export const createVilla = (json: VillaBody) => villas('POST /admin/villas', { json });

export const updateVilla = (id: string, json: Partial<VillaBody>) =>
  villas('PATCH /admin/villas/:id', { param: { id }, json });

export const setVillaStatuses = (ids: string[], status: VillaStatus) =>
  villas('POST /admin/villas/bulk-status', { json: { ids, status } });

export const deleteVilla = (id: string) => villas('DELETE /admin/villas/:id', { param: { id } });

// ---------- calendar ----------

export const villaCalendarQuery = (villaId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...adminVillasKey, villaId, 'calendar', from, to],
    queryFn: ({ signal }) =>
      villas('GET /admin/villas/:id/calendar', {
        param: { id: villaId },
        query: { from, to },
        signal,
      }),
  });

export const villaCalendarDayQuery = (villaId: string, date: string) =>
  queryOptions({
    queryKey: [...adminVillasKey, villaId, 'day', date],
    queryFn: ({ signal }) =>
      villas('GET /admin/villas/:id/calendar/:date', { param: { id: villaId, date }, signal }),
  });

// ---------- blocks ----------

export const villaBlocksQuery = (villaId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...adminVillasKey, villaId, 'blocks', from, to],
    queryFn: ({ signal }) => blocks('GET /admin/blocks', { query: { villaId, from, to }, signal }),
  });

export type BlockBody = z.input<typeof blockRequestSchema>;

export const createBlock = (json: BlockBody) => blocks('POST /admin/blocks', { json });

export const deleteBlock = (id: string) => blocks('DELETE /admin/blocks/:id', { param: { id } });

// ---------- rates ----------

export const ratePreviewQuery = (villaId: string) =>
  queryOptions({
    queryKey: [...adminVillasKey, villaId, 'rates'],
    queryFn: ({ signal }) =>
      pricing('GET /admin/villas/:id/rates', { param: { id: villaId }, signal }),
  });

export const setRate = (villaId: string, date: string, json: RateOverrideBody) =>
  pricing('PUT /admin/villas/:id/rates/:date', { param: { id: villaId, date }, json });

export const clearRate = (villaId: string, date: string) =>
  pricing('DELETE /admin/villas/:id/rates/:date', { param: { id: villaId, date } });

export const pricingRulesQuery = queryOptions({
  queryKey: [...adminVillasKey, 'pricing-rules'],
  queryFn: ({ signal }) => pricing('GET /admin/pricing-rules', { signal }),
});

export const createPricingRule = (json: PricingRuleForm) =>
  pricing('POST /admin/pricing-rules', { json });

export const updatePricingRule = (id: string, json: Partial<PricingRuleForm>) =>
  pricing('PATCH /admin/pricing-rules/:id', { param: { id }, json });

// ---------- units ----------

export const villaUnitsQuery = (villaId: string) =>
  queryOptions({
    queryKey: [...adminVillasKey, villaId, 'units'],
    queryFn: ({ signal }) =>
      villas('GET /admin/villas/:id/units', { param: { id: villaId }, signal }),
  });

export const createUnit = (villaId: string, json: UnitForm) =>
  villas('POST /admin/villas/:id/units', { param: { id: villaId }, json });

export const updateUnit = (unitId: string, json: Partial<UnitForm>) =>
  villas('PATCH /admin/units/:unitId', { param: { unitId }, json });

export const deleteUnit = (unitId: string) =>
  villas('DELETE /admin/units/:unitId', { param: { unitId } });
