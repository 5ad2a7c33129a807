import { z } from 'zod';

// Apart from folio.ts, so the screens that use the ledger's rules and words do not load zod.
/**
 * The booking's money, whole rupees (the `money` of the admin booking detail and the guest's booking
 * view): `total` = the stay's price + charges not voided; `received` = all money in; `refunded` =
 * refunds not failed; `due = max(0, total − (received − refunded))`, 0 on a cancelled booking.
 */
export const MoneySchema = z.object({
  total: z.number().int(),
  received: z.number().int(),
  refunded: z.number().int(),
  due: z.number().int(),
});
export type Money = z.infer<typeof MoneySchema>;
