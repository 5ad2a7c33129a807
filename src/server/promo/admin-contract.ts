import { z } from '@hono/zod-openapi';
import { PROMO_KINDS } from '../../domain/promo';

/** The request and answer schemas of promo/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const PromoCodeSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    kind: z.enum(PROMO_KINDS),
    value: z.number().int(),
    stayFrom: z.string().nullable(),
    stayTo: z.string().nullable(),
    bookFrom: z.string().nullable(),
    bookTo: z.string().nullable(),
    minNights: z.number().int().nullable(),
    villaIds: z.array(z.string()).nullable(),
    maxUses: z.number().int().nullable(),
    maxUsesPerEmail: z.number().int().nullable(),
    isActive: z.boolean(),
    /** Uses of paid bookings (decision 0128). */
    usesPaid: z.number().int(),
    /** Uses reserved by unpaid, unexpired bookings. */
    usesReserved: z.number().int(),
    /** Discount given on paid bookings, rupees. */
    discountGiven: z.number().int(),
    updatedAt: z.string(),
  })
  .openapi('PromoCode');
export type PromoCodeView = z.infer<typeof PromoCodeSchema>;
