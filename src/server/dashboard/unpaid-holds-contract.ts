import { z } from '@hono/zod-openapi';

/** The request and answer schemas of dashboard/unpaid-holds-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const UnpaidHoldsSchema = z
  .object({
    /** A villa-night is listed when unpaid holds take at least this share (%) of its units. */
    thresholdPercent: z.number().int(),
    nightsAhead: z.number().int(),
    nights: z.array(
      z.object({
        date: z.string(),
        villaId: z.string(),
        villaName: z.string(),
        /** Units held unpaid: browsing holds plus website bookings waiting for payment (or a reported transfer). */
        heldUnits: z.number().int(),
        totalUnits: z.number().int(),
      }),
    ),
  })
  .openapi('UnpaidHolds');

export type UnpaidHolds = z.infer<typeof UnpaidHoldsSchema>;
