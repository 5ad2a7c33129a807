import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-types';
import { packages } from '../db/schema';
import { createRouter } from '../http/router';
import { PackageSchema } from './contract';

const listRoute = createRoute({
  method: 'get',
  path: '/packages',
  summary: 'Active packages ordered by price',
  responses: {
    200: {
      description: 'Packages',
      content: { 'application/json': { schema: z.array(PackageSchema) } },
    },
  },
});

export function packageRoutes({ db }: AppDeps) {
  return createRouter().openapi(listRoute, async (c) => {
    const rows = await db
      .select({
        id: packages.id,
        name: packages.name,
        description: packages.description,
        inclusions: packages.inclusions,
        price: packages.price,
        duration: packages.duration,
        images: packages.images,
      })
      .from(packages)
      .where(and(eq(packages.isActive, true)))
      .orderBy(asc(packages.price), asc(packages.name));
    return c.json(rows, 200);
  });
}
