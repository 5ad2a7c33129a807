import { z } from '@hono/zod-openapi';
import { isoTimestamp, safariQueryRow } from '../db/row-schemas';

export const StoredEnquirySchema = z
  .object({
    ...safariQueryRow.pick({
      id: true,
      bookingId: true,
      safariName: true,
      preferredDate: true,
      preferredTiming: true,
      numberOfPersons: true,
      status: true,
    }).shape,
    createdAt: isoTimestamp(),
  })
  .openapi('SafariEnquiry');
