import { createRoute } from '@hono/zod-openapi';
import { quoteRequestSchema } from '../../domain/stay-request';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import { priceStay } from './quote-service';
import { QuoteSchema } from './contract';

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
