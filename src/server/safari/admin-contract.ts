import { listResponseSchema } from '../http/list-query';
import { z } from '@hono/zod-openapi';
import { SAFARI_QUERY_STATUSES } from '../../domain/enums';
import { isoTimestamp, safariQueryRow } from '../db/row-schemas';

/** The request and answer schemas of safari/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const AdminSafariEnquirySchema = z
  .object({
    // bookingId: the booking code once the guest has booked; null while the enquiry belongs to a
    // browsing session.
    ...safariQueryRow.pick({
      id: true,
      bookingId: true,
      guestName: true,
      email: true,
      phone: true,
      safariOptionId: true,
      safariName: true,
      preferredDate: true,
      preferredTiming: true,
      numberOfPersons: true,
      specialRequirements: true,
      status: true,
      adminNotes: true,
      response: true,
    }).shape,
    respondedAt: isoTimestamp().nullable(),
    respondedBy: safariQueryRow.shape.respondedBy,
    createdAt: isoTimestamp(),
    updatedAt: isoTimestamp(),
  })
  .openapi('AdminSafariEnquiry');
export type AdminSafariEnquiry = z.infer<typeof AdminSafariEnquirySchema>;

export const SafariStatsSchema = z
  .object({
    total: z.number().int(),
    pending: z.number().int(),
    confirmed: z.number().int(),
    cancelled: z.number().int(),
    completed: z.number().int(),
    thisWeek: z.number().int(),
    /** Enquiries of guests who never booked (listed apart, not in the figures above). */
    unbooked: z.number().int(),
    /** Days after which an unbooked enquiry is removed (SAFARI_UNBOOKED_KEEP_DAYS). */
    unbookedKeepDays: z.number().int(),
  })
  .openapi('SafariEnquiryStats');
export type SafariStats = z.infer<typeof SafariStatsSchema>;

export const safariStatusChangeSchema = z.object({
  status: z.enum(SAFARI_QUERY_STATUSES, {
    error: `status must be one of: ${SAFARI_QUERY_STATUSES.join(', ')}`,
  }),
});

export const AdminSafariListSchema =
  listResponseSchema(AdminSafariEnquirySchema).openapi('AdminSafariEnquiryList');
export type AdminSafariList = z.infer<typeof AdminSafariListSchema>;
