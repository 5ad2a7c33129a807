import { createRoute, z } from '@hono/zod-openapi';
import { IsoDateSchema, json } from '../http/contract';

import { blockRequestSchema } from '../../domain/inventory';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import { createBlock, deleteBlock, listBlocks } from './blocks';
import { BlockSchema } from './admin-contract';

const createBlockRoute = createRoute({
  method: 'post',
  path: '/admin/blocks',
  summary: 'Block one unit or every unit of a villa on each date of [from, to] (both included)',
  request: {
    body: { required: true, content: { 'application/json': { schema: blockRequestSchema } } },
  },
  responses: {
    201: json(BlockSchema, 'Blocked'),
    400: { description: 'Past dates, reversed range, bad type' },
    404: { description: 'Unknown villa or unit' },
    409: {
      description: 'A unit is booked (the booking is named) or already blocked on one of the dates',
    },
  },
});

const listBlocksRoute = createRoute({
  method: 'get',
  path: '/admin/blocks',
  summary: 'Blocks touching [from, to], one entry per block',
  request: {
    query: z.object({
      villaId: z.string().max(100).optional(),
      from: IsoDateSchema,
      to: IsoDateSchema,
    }),
  },
  responses: { 200: json(z.object({ items: z.array(BlockSchema) }), 'Blocks') },
});

const deleteBlockRoute = createRoute({
  method: 'delete',
  path: '/admin/blocks/{id}',
  summary: 'Remove a block (all its units and dates)',
  request: { params: z.object({ id: z.uuid('Block not found') }) },
  responses: {
    200: json(z.object({ id: z.string(), removedDates: z.number().int() }), 'Removed'),
    404: { description: 'No such block' },
  },
});

export function blockAdminRoutes({ db, config, now }: AppDeps) {
  return createRouter()
    .openapi(createBlockRoute, async (c) => {
      const actor = actorOf(c);
      const block = await createBlock(db, c.req.valid('json'), {
        actor,
        now: now(),
        timeZone: config.resortTz,
      });
      return c.json(block, 201);
    })
    .openapi(listBlocksRoute, async (c) =>
      c.json({ items: await listBlocks(db, c.req.valid('query')) }, 200),
    )
    .openapi(deleteBlockRoute, async (c) => {
      const actor = actorOf(c);
      return c.json(await deleteBlock(db, c.req.valid('param').id, { actor, now: now() }), 200);
    });
}
