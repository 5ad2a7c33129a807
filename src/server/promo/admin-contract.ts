import { z } from '@hono/zod-openapi';
import { isoTimestamp, promoCodeRow } from '../db/row-schemas';

/** The request and answer schemas of promo/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const PromoCodeSchema = promoCodeRow
  .pick({
    id: true,
    code: true,
    kind: true,
    value: true,
    stayFrom: true,
    stayTo: true,
    bookFrom: true,
    bookTo: true,
    minNights: true,
    villaIds: true,
    maxUses: true,
    maxUsesPerEmail: true,
    isActive: true,
  })
  .extend({
    /** Uses of paid bookings (decision 0128). */
    usesPaid: z.number().int(),
    /** Uses reserved by unpaid, unexpired bookings. */
    usesReserved: z.number().int(),
    /** Discount given on paid bookings, rupees. */
    discountGiven: z.number().int(),
    updatedAt: isoTimestamp(),
  })
  .openapi('PromoCode');
export type PromoCodeView = z.infer<typeof PromoCodeSchema>;
