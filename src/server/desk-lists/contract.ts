import { z } from '@hono/zod-openapi';

export const DESK_LIST_KINDS = ['arrivals', 'inHouse', 'departures'] as const;
export type DeskListKind = (typeof DESK_LIST_KINDS)[number];

export const DESK_LIST_TITLES: Record<DeskListKind, string> = {
  arrivals: 'Arrivals',
  inHouse: 'In house',
  departures: 'Departures',
};

/** One booking on the desk's printed lists (decision 0133). */
const DeskListRowSchema = z.object({
  bookingId: z.string(),
  guestName: z.string(),
  units: z.array(z.string()),
  villaName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  /** `money.due` from the ledger, whole rupees. */
  due: z.number().int(),
  /** What the resort owes back (`refundOwedOf` the ledger's money), whole rupees. */
  refundOwed: z.number().int(),
  specialRequests: z.string().nullable(),
  /** Guest registration at check-in (decision 0132). */
  registration: z.enum(['complete', 'incomplete', 'none']),
});
export type DeskListRow = z.infer<typeof DeskListRowSchema>;

export const DeskListsSchema = z
  .object({
    date: z.string(),
    arrivals: z.array(DeskListRowSchema),
    inHouse: z.array(DeskListRowSchema),
    departures: z.array(DeskListRowSchema),
  })
  .openapi('DeskLists');
export type DeskLists = z.infer<typeof DeskListsSchema>;
