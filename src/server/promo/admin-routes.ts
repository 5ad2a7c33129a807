import { createRoute, z } from '@hono/zod-openapi';
import { promoCodeSchema, promoCodeUpdateSchema } from '../../domain/promo';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { json, jsonBody } from '../http/contract';
import { createRouter } from '../http/router';
import {
  createPromoCode,
  listPromoCodes,
  updatePromoCode,
  type PromoCodeRow,
} from './admin-service';
import { PromoCodeSchema, type PromoCodeView } from './admin-contract';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/promo-codes',
  summary: 'Promo codes with their uses and the discount given',
  responses: { 200: json(z.object({ items: z.array(PromoCodeSchema) }), 'Promo codes') },
});
const createRoute_ = createRoute({
  method: 'post',
  path: '/admin/promo-codes',
  summary:
    'Create a promo code (percent or amount; stay and booking dates, minimum nights, villas, uses)',
  request: jsonBody(promoCodeSchema),
  responses: {
    201: json(PromoCodeSchema, 'Created'),
    400: { description: 'Validation error (fields)' },
    409: { description: 'The code exists already' },
  },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/admin/promo-codes/{id}',
  summary: 'Edit a promo code, or switch it off (`isActive: false`)',
  request: {
    params: z.object({ id: z.uuid('Promo code not found') }),
    ...jsonBody(promoCodeUpdateSchema),
  },
  responses: {
    200: json(PromoCodeSchema, 'Updated'),
    400: { description: 'Validation error (fields)' },
    404: { description: 'No such code' },
    409: { description: 'The code exists already' },
  },
});

const shape = (r: PromoCodeRow): PromoCodeView => ({
  ...r,
  updatedAt: r.updatedAt.toISOString(),
});

export function promoAdminRoutes({ db, now }: AppDeps) {
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ actor: actorOf(c), now: now() });
  return createRouter()
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ items: (await listPromoCodes(db)).map(shape) }, 200);
    })
    .openapi(createRoute_, async (c) =>
      c.json(shape(await createPromoCode(db, c.req.valid('json'), ctx(c))), 201),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        shape(await updatePromoCode(db, c.req.valid('param').id, c.req.valid('json'), ctx(c))),
        200,
      ),
    );
}
