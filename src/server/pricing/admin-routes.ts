import { createRoute, z } from '@hono/zod-openapi';
import { errors, IsoDateSchema, json, jsonBody } from '../http/contract';

import {
  RATE_PREVIEW_DAYS,
  pricingRuleSchema,
  pricingRuleUpdateSchema,
  rateOverrideSchema,
} from '../../domain/inventory';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import { wholeNumber } from '../../domain/whole-number';
import {
  clearRateOverride,
  createPricingRule,
  listPricingRules,
  ratePreview,
  setRateOverride,
  updatePricingRule,
} from './admin-service';
import { PricingRuleSchema, RateOverrideSchema, RatePreviewSchema } from './admin-contract';

const rateParams = z.object({ id: z.string().min(1).max(100), date: IsoDateSchema });

const setRateRoute = createRoute({
  method: 'put',
  path: '/admin/villas/{id}/rates/{date}',
  summary:
    "Set the villa's price for one night (overrides the pricing rules), and optionally its minimum stay (`minNights`, null: the rules') and closed arrival (`closedToArrival`); an absent one is unchanged",
  request: { params: rateParams, ...jsonBody(rateOverrideSchema) },
  responses: {
    200: json(RateOverrideSchema, 'Set'),
    400: { description: 'Past date or bad price' },
    404: { description: 'No such villa' },
  },
});
const clearRateRoute = createRoute({
  method: 'delete',
  path: '/admin/villas/{id}/rates/{date}',
  summary: "Clear the night's override",
  request: { params: rateParams },
  responses: {
    200: json(RateOverrideSchema, 'Cleared'),
    404: { description: 'No such villa or no override' },
  },
});
const previewRoute = createRoute({
  method: 'get',
  path: '/admin/villas/{id}/rates',
  summary: `Nightly rates from \`from\` (default today) for \`days\` nights (default ${RATE_PREVIEW_DAYS}), by the one pricing function`,
  request: {
    params: z.object({ id: z.string().min(1).max(100) }),
    query: z.object({
      from: IsoDateSchema.optional(),
      days: wholeNumber('days must be a whole number').pipe(z.number().min(1).max(92)).optional(),
    }),
  },
  responses: { 200: json(RatePreviewSchema, 'Nightly rates'), ...errors({ 404: 'No such villa' }) },
});
const listRulesRoute = createRoute({
  method: 'get',
  path: '/admin/pricing-rules',
  summary: 'Pricing rules',
  responses: { 200: json(z.object({ items: z.array(PricingRuleSchema) }), 'Rules') },
});
const createRuleRoute = createRoute({
  method: 'post',
  path: '/admin/pricing-rules',
  summary: 'Add a pricing rule (modifier, optional villa, date range and days of week)',
  request: jsonBody(pricingRuleSchema),
  responses: { 201: json(PricingRuleSchema, 'Created'), ...errors({ 404: 'No such villa' }) },
});
const updateRuleRoute = createRoute({
  method: 'patch',
  path: '/admin/pricing-rules/{id}',
  summary: 'Edit or deactivate (`isActive: false`) a pricing rule',
  request: {
    params: z.object({ id: z.uuid('Pricing rule not found') }),
    ...jsonBody(pricingRuleUpdateSchema),
  },
  responses: {
    200: json(PricingRuleSchema, 'Updated'),
    ...errors({ 404: 'No such rule or villa' }),
  },
});

const shapeRule = <T extends { updatedAt: Date }>(r: T) => ({
  ...r,
  updatedAt: r.updatedAt.toISOString(),
});

export function pricingAdminRoutes({ db, config, now }: AppDeps) {
  const ctx = (c: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(c);
    return { actor, now: now(), timeZone: config.resortTz };
  };
  return createRouter()
    .openapi(setRateRoute, async (c) => {
      const { id, date } = c.req.valid('param');
      return c.json(await setRateOverride(db, id, date, c.req.valid('json'), ctx(c)), 200);
    })
    .openapi(clearRateRoute, async (c) => {
      const { id, date } = c.req.valid('param');
      return c.json(await clearRateOverride(db, id, date, ctx(c)), 200);
    })
    .openapi(previewRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(
        await ratePreview(db, c.req.valid('param').id, c.req.valid('query'), {
          now: now(),
          timeZone: config.resortTz,
        }),
        200,
      );
    })
    .openapi(listRulesRoute, async (c) =>
      c.json({ items: (await listPricingRules(db)).map(shapeRule) }, 200),
    )
    .openapi(createRuleRoute, async (c) =>
      c.json(shapeRule(await createPricingRule(db, c.req.valid('json'), ctx(c))), 201),
    )
    .openapi(updateRuleRoute, async (c) =>
      c.json(
        shapeRule(
          await updatePricingRule(db, c.req.valid('param').id, c.req.valid('json'), ctx(c)),
        ),
        200,
      ),
    );
}
