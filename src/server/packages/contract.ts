import { z } from '@hono/zod-openapi';

/** The request and answer schemas of packages/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const PackageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    inclusions: z.array(z.string()),
    price: z.number().int(),
    duration: z.string(),
    images: z.array(z.string()),
  })
  .openapi('Package');

export type Package = z.infer<typeof PackageSchema>;
