import { z } from '@hono/zod-openapi';
import { PAYMENT_STATUSES } from '../../domain/enums';
import { MoneySchema } from '../../domain/folio-schema';
import { ChargeLineSchema } from '../../domain/folio-charges';

/** The request and answer schemas of payments/charge-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
/** A charge added or voided, with the booking's money after it. */
export const ChargeResultSchema = ChargeLineSchema.extend({
  bookingId: z.string(),
  money: MoneySchema,
  paymentStatus: z.enum(PAYMENT_STATUSES),
}).openapi('ChargeResult');
export type ChargeResult = z.infer<typeof ChargeResultSchema>;

export const PaymentLinkResultSchema = z
  .object({
    bookingId: z.string(),
    /** The guest's e-mail address the link was queued to. */
    to: z.string(),
    /** What the link asks for: everything due now. */
    amount: z.number().int(),
  })
  .openapi('PaymentLinkResult');
