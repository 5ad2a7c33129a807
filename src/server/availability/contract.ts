import { z } from '@hono/zod-openapi';

/** The request and answer schemas of availability/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
const AlternativesSchema = z.object({
  villas: z.array(
    z.object({
      villaId: z.string(),
      unitsLeft: z.number().int(),
      /** The stay's total in that villa (room only, with tax), from the one pricing function. */
      total: z.number().int(),
    }),
  ),
  dates: z.array(z.object({ checkIn: z.string(), checkOut: z.string() })),
});

export const AvailabilitySchema = z
  .object({
    available: z.boolean(),
    unitsLeft: z.number().int(),
    /** When not available: other villas free for these dates, nearest dates this villa is free. */
    alternatives: AlternativesSchema.optional(),
  })
  .openapi('Availability');

export type Availability = z.infer<typeof AvailabilitySchema>;
