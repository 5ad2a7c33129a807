import { z } from '@hono/zod-openapi';
import { inventoryBlockRow, isoTimestamp, unitRow } from '../db/row-schemas';

/** The request and answer schemas of availability/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
/** One staff action's block (its group of rows: one per unit and night). */
export const BlockSchema = z
  .object({
    id: inventoryBlockRow.shape.groupId,
    villaId: unitRow.shape.villaId,
    unitNumbers: z.array(unitRow.shape.unitNumber),
    from: inventoryBlockRow.shape.blockDate,
    to: inventoryBlockRow.shape.blockDate,
    type: inventoryBlockRow.shape.blockType,
    ...inventoryBlockRow.pick({ notes: true, createdBy: true }).shape,
    createdAt: isoTimestamp(),
  })
  .openapi('InventoryBlock');
export type Block = z.infer<typeof BlockSchema>;
