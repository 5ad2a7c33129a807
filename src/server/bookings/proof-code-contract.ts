import { z } from '@hono/zod-openapi';

/** The request and answer schemas of bookings/proof-code-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const ProofCodeRequestSchema = z
  .object({ email: z.string().min(1, 'Please enter the e-mail address you booked with').max(254) })
  .openapi('GuestProofCodeRequest');

/** The same answer whether or not the e-mail is the booking's (decision 0117). */
export const ProofCodeSentSchema = z
  .object({ sent: z.literal(true), expiresInMinutes: z.number().int(), message: z.string() })
  .openapi('GuestProofCodeSent');
export type ProofCodeSent = z.infer<typeof ProofCodeSentSchema>;
