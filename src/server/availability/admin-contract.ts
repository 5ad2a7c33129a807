import { z } from '@hono/zod-openapi';
import { BlockTypeSchema } from '../http/contract';

/** The request and answer schemas of availability/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const BlockSchema = z
  .object({
    id: z.string(),
    villaId: z.string(),
    unitNumbers: z.array(z.string()),
    from: z.string(),
    to: z.string(),
    type: BlockTypeSchema,
    notes: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('InventoryBlock');
export type Block = z.infer<typeof BlockSchema>;
