import type { z } from '@hono/zod-openapi';
import { packageRow } from '../db/row-schemas';

/** The request and answer schemas of packages/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const PackageSchema = packageRow
  .pick({
    id: true,
    name: true,
    description: true,
    inclusions: true,
    price: true,
    duration: true,
    images: true,
  })
  .openapi('Package');

export type Package = z.infer<typeof PackageSchema>;
