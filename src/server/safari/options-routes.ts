import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-types';
import { safariOptions } from '../db/schema';
import { createRouter } from '../http/router';
import { SafariOptionSchema } from './options-contract';

const listRoute = createRoute({
  method: 'get',
  path: '/safari-options',
  summary: 'Active safari options ordered by name',
  responses: {
    200: {
      description: 'Safari options',
      content: { 'application/json': { schema: z.array(SafariOptionSchema) } },
    },
  },
});

export function safariOptionRoutes({ db }: AppDeps) {
  return createRouter().openapi(listRoute, async (c) => {
    const rows = await db
      .select({
        id: safariOptions.id,
        name: safariOptions.name,
        description: safariOptions.description,
        duration: safariOptions.duration,
        pricePerPerson: safariOptions.pricePerPerson,
        maxPersons: safariOptions.maxPersons,
        images: safariOptions.images,
        timings: safariOptions.timings,
        highlights: safariOptions.highlights,
      })
      .from(safariOptions)
      .where(eq(safariOptions.isActive, true))
      .orderBy(asc(safariOptions.name));
    return c.json(rows, 200);
  });
}
