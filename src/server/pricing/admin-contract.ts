import { z } from '@hono/zod-openapi';
import { isoTimestamp, pricingRuleRow } from '../db/row-schemas';

/** The request and answer schemas of pricing/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const PricingRuleSchema = z
  .object({
    ...pricingRuleRow.pick({
      id: true,
      name: true,
      villaId: true,
      priceModifier: true,
      isActive: true,
      startDate: true,
      endDate: true,
      daysOfWeek: true,
      minNights: true,
      closedToArrival: true,
    }).shape,
    updatedAt: isoTimestamp(),
  })
  .openapi('PricingRule');
export type PricingRuleRow = z.infer<typeof PricingRuleSchema>;

export const RateOverrideSchema = z
  .object({
    villaId: z.string(),
    date: z.string(),
    price: z.number().int().nullable(),
    /** The night's own minimum stay and closed arrival (decision 0127). */
    minNights: z.number().int().nullable(),
    closedToArrival: z.boolean(),
  })
  .openapi('RateOverride');
export type RateOverride = z.infer<typeof RateOverrideSchema>;

export const RatePreviewSchema = z
  .object({
    villaId: z.string(),
    basePrice: z.number().int(),
    from: z.string(),
    nights: z.array(
      z.object({
        date: z.string(),
        rate: z.number().int(),
        reason: z.string().nullable(),
        override: z.number().int().nullable(),
        /** The night's own minimum stay and closed arrival (decision 0127), not the rules'. */
        minNights: z.number().int().nullable(),
        closedToArrival: z.boolean(),
      }),
    ),
  })
  .openapi('RatePreview');
export type RatePreview = z.infer<typeof RatePreviewSchema>;
