import { z } from '@hono/zod-openapi';
import { bookingRow, guestReviewRow, isoTimestamp } from '../db/row-schemas';

/** The request and answer schemas of reviews/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
/** Reviews after the stay (decision 0131): the guest's, through the private link; staff's approval. */

export const GuestReviewStateSchema = z
  .object({
    canReview: z.boolean(),
    reason: z.string().nullable(),
    review: z
      .object(guestReviewRow.pick({ rating: true, body: true, status: true }).shape)
      .nullable(),
  })
  .openapi('GuestReviewState');
export type GuestReviewState = z.infer<typeof GuestReviewStateSchema>;

export const AdminReviewSchema = z
  .object({
    ...guestReviewRow.pick({ id: true, author: true, rating: true, body: true, status: true })
      .shape,
    createdAt: isoTimestamp(),
    ...bookingRow.pick({ bookingId: true, villaName: true, checkOut: true }).shape,
  })
  .openapi('AdminReview');
export type AdminReview = z.infer<typeof AdminReviewSchema>;
