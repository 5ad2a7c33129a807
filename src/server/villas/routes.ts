import { createRoute, z } from '@hono/zod-openapi';

import type { AppDeps } from '../app-types';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { resolvePictures } from '../images/picture-service';
import type { Db } from '../db/client';
import { findVilla, listActiveVillas, type VillaRow } from './queries';
import { VillaSchema, type Villa } from './contract';

const listRoute = createRoute({
  method: 'get',
  path: '/villas',
  summary: 'Active villas ordered by base price',
  responses: {
    200: {
      description: 'Villas',
      content: { 'application/json': { schema: z.array(VillaSchema) } },
    },
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/villas/{id}',
  summary: 'One villa',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: { description: 'The villa', content: { 'application/json': { schema: VillaSchema } } },
    404: { description: 'No such villa' },
  },
});

export function villaRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await withPhotos(db, await listActiveVillas(db)), 200))
    .openapi(getRoute, async (c) => {
      const { id } = c.req.valid('param');
      const villa = await findVilla(db, id);
      if (!villa) throw notFound(`Villa not found: ${id}`);
      const [withPhoto] = await withPhotos(db, [villa]);
      return c.json(withPhoto!, 200);
    });
}

/** Villas with their uploaded photos' sizes and copies (no query when none has an uploaded photo). */
async function withPhotos(db: Db, rows: VillaRow[]): Promise<Villa[]> {
  const pictures = await resolvePictures(
    db,
    undefined,
    rows.flatMap((v) => v.images),
  );
  return rows.map((v) => ({
    ...v,
    photos: v.images.flatMap((src) => pictures.get(src) ?? []),
  }));
}
