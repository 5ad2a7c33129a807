import { z } from '@hono/zod-openapi';
import { SAFARI_QUERY_STATUSES } from '../../domain/enums';

export const StoredEnquirySchema = z
  .object({
    id: z.string(),
    bookingId: z.string().nullable(),
    safariName: z.string(),
    preferredDate: z.string().nullable(),
    preferredTiming: z.string().nullable(),
    numberOfPersons: z.number().int(),
    status: z.enum(SAFARI_QUERY_STATUSES),
    createdAt: z.string(),
  })
  .openapi('SafariEnquiry');
