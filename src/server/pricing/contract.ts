import { z } from '@hono/zod-openapi';

/** The request and answer schemas of pricing/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const QuoteSchema = z
  .object({
    nights: z.number().int(),
    lines: z.array(z.object({ kind: z.string(), label: z.string(), amount: z.number().int() })),
    nightly: z.array(
      z.object({ date: z.string(), rate: z.number().int(), reason: z.string().nullable() }),
    ),
    villaTotal: z.number().int(),
    packageTotal: z.number().int(),
    safariTotal: z.number().int(),
    /** The promo code's discount; subtotal is after it (decision 0128). */
    discount: z.number().int(),
    subtotal: z.number().int(),
    taxes: z.number().int(),
    total: z.number().int(),
    halfAdvance: z.number().int(),
    currency: z.literal('INR'),
  })
  .openapi('Quote');

export type Quote = z.infer<typeof QuoteSchema>;
