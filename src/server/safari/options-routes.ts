import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-types';
import { safariOptions } from '../db/schema';
import { createRouter } from '../http/router';

export const SafariOptionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    duration: z.string(),
    pricePerPerson: z.number().int(),
    maxPersons: z.number().int(),
    images: z.array(z.string()),
    timings: z.array(z.object({ value: z.string(), label: z.string() })),
    highlights: z.array(z.string()),
  })
  .openapi('SafariOption');

export type SafariOption = z.infer<typeof SafariOptionSchema>;

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
