import { z } from '@hono/zod-openapi';

/** The request and answer schemas of holds/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const HoldSchema = z
  .object({
    sessionId: z.string(),
    villaId: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    rooms: z.number().int(),
    expiresAt: z.string(),
  })
  .openapi('Hold');

export type Hold = z.infer<typeof HoldSchema>;
