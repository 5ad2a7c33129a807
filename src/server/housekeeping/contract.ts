import { z } from '@hono/zod-openapi';
import { HOUSEKEEPING_STATES } from '../../domain/housekeeping';

/** One unit on the housekeeping board (DESIGN "Front desk": the fixed `GET /api/admin/housekeeping`). */
const HousekeepingUnitSchema = z
  .object({
    unitId: z.string(),
    unitNumber: z.string(),
    villaId: z.string(),
    villaName: z.string(),
    state: z.enum(HOUSEKEEPING_STATES),
    /** Why the unit is out of order (only then). */
    note: z.string().optional(),
    updatedAt: z.string(),
    /** Who made the last change (absent before the first one). */
    updatedBy: z.string().optional(),
    /** A stay starts on this unit today (clean it first). */
    arrivalToday: z.boolean(),
    /** A stay sleeps on this unit tonight (a guest is or will be in the room). */
    occupiedTonight: z.boolean(),
  })
  .openapi('HousekeepingUnit');
export type HousekeepingUnit = z.infer<typeof HousekeepingUnitSchema>;

export const HousekeepingListSchema = z.array(HousekeepingUnitSchema);

/** The answer to a change: the unit as it is now, and a warning the desk should act on. */
export const HousekeepingChangeResultSchema = HousekeepingUnitSchema.extend({
  /** E.g. a unit put out of order that a stay holds tonight: the desk must move the guest. */
  warning: z.string().optional(),
}).openapi('HousekeepingChangeResult');
export type HousekeepingChangeResult = z.infer<typeof HousekeepingChangeResultSchema>;

export const HousekeepingQuerySchema = z.object({
  villaId: z.string().max(100).optional(),
  state: z.enum(HOUSEKEEPING_STATES).optional(),
});
