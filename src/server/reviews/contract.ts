import { z } from '@hono/zod-openapi';
import { REVIEW_STATUSES } from '../db/schema';

/** The request and answer schemas of reviews/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
/** Reviews after the stay (decision 0131): the guest's, through the private link; staff's approval. */

export const GuestReviewStateSchema = z
  .object({
    canReview: z.boolean(),
    reason: z.string().nullable(),
    review: z
      .object({ rating: z.number().int(), body: z.string(), status: z.enum(REVIEW_STATUSES) })
      .nullable(),
  })
  .openapi('GuestReviewState');
export type GuestReviewState = z.infer<typeof GuestReviewStateSchema>;

export const AdminReviewSchema = z
  .object({
    id: z.string(),
    author: z.string(),
    rating: z.number().int(),
    body: z.string(),
    status: z.enum(REVIEW_STATUSES),
    createdAt: z.string(),
    bookingId: z.string(),
    villaName: z.string(),
    checkOut: z.string(),
  })
  .openapi('AdminReview');
export type AdminReview = z.infer<typeof AdminReviewSchema>;
