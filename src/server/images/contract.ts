import { z } from '@hono/zod-openapi';

/** The request and answer schemas of images/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const UploadedImageSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    byteSize: z.number().int(),
  })
  .openapi('UploadedImage');
