import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { AppError, notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, readImage, readVariant, storeImage } from './service';
import { UploadedImageSchema } from './contract';

const uploadRoute = createRoute({
  method: 'post',
  path: '/admin/images',
  summary: 'Upload a photo: the raw JPEG, PNG or WebP bytes as the body; stored re-encoded as WebP',
  request: {
    body: {
      required: true,
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
  middleware: [
    bodyLimit({
      maxSize: MAX_IMAGE_BYTES,
      onError: () => {
        throw new AppError(413, 'VALIDATION_ERROR', IMAGE_MESSAGES.size, {
          file: IMAGE_MESSAGES.size,
        });
      },
    }),
  ] as const,
  responses: {
    201: {
      description: 'Stored',
      content: { 'application/json': { schema: UploadedImageSchema } },
    },
    400: { description: 'Not a JPEG, PNG or WebP picture' },
    413: { description: 'Too large' },
  },
});

const serveRoute = createRoute({
  method: 'get',
  path: '/images/{id}',
  summary: 'An uploaded photo (immutable: a new upload gets a new address)',
  request: { params: z.object({ id: z.uuid('Image not found') }) },
  responses: {
    200: {
      description: 'The picture',
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: { description: 'No such image' },
  },
});

const variantRoute = createRoute({
  method: 'get',
  path: '/images/{id}/{file}',
  summary: 'A smaller copy of an uploaded photo: `<width>.avif` or `<width>.webp` (decision 0130)',
  request: {
    params: z.object({
      id: z.uuid('Image not found'),
      file: z.string().regex(/^[1-9]\d{0,4}\.(?:avif|webp)$/, 'Image not found'),
    }),
  },
  responses: {
    200: {
      description: 'The copy',
      content: {
        'image/avif': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    404: { description: 'No such copy' },
  },
});

export function imageAdminRoutes({ db, now }: AppDeps) {
  return createRouter().openapi(uploadRoute, async (c) => {
    const actor = actorOf(c);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await storeImage(db, bytes, actor.id, now()), 201);
  });
}

export function imageRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(variantRoute, async (c) => {
      const { id, file } = c.req.valid('param');
      const [width, format] = file.split('.') as [string, 'avif' | 'webp'];
      const variant = await readVariant(db, id, Number(width), format);
      if (!variant) throw notFound('Image not found');
      return c.body(new Uint8Array(variant.content), 200, {
        'Content-Type': `image/${format}`,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: `"${id}-${file}"`,
      }) as never;
    })
    .openapi(serveRoute, async (c) => {
      const { id } = c.req.valid('param');
      const image = await readImage(db, id);
      if (!image) throw notFound('Image not found');
      return c.body(new Uint8Array(image.content), 200, {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: `"${id}"`,
      }) as never;
    });
}
