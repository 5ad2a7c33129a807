import { createRoute, z } from '@hono/zod-openapi';
import { quoteRequestSchema } from '../../domain/stay-request';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import { priceStay } from './quote-service';

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

const quoteRoute = createRoute({
  method: 'post',
  path: '/quote',
  summary: "The server's price for a stay (the only price shown or charged)",
  request: {
    body: { required: true, content: { 'application/json': { schema: quoteRequestSchema } } },
  },
  responses: {
    200: { description: 'The quote', content: { 'application/json': { schema: QuoteSchema } } },
    400: {
      description:
        'Invalid stay, or a promo code that cannot be used (VALIDATION_ERROR with fields, e.g. promoCode and its reason)',
    },
    404: { description: 'Unknown villa or package' },
    409: { description: 'The package is no longer offered (CONFLICT)' },
  },
});

export function quoteRoutes({ db, config, now }: AppDeps) {
  return createRouter().openapi(quoteRoute, async (c) => {
    const { quote } = await priceStay(db, c.req.valid('json'), {
      now: now(),
      timeZone: config.resortTz,
      gstSlabs: config.gstSlabs,
    });
    return c.json(quote, 200);
  });
}
