import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { reviewInputSchema } from '../../domain/reviews';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { guestLookUpWithProof } from '../booking-records/guest-lookup';
import { REVIEW_STATUSES } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { errorResponse, errors, json, jsonBody } from '../http/contract';
import { AppError } from '../http/errors';
import { createRouter } from '../http/router';
import { guestReviewState, listReviews, setReviewStatus, submitReview } from './service';
import { GuestReviewStateSchema, AdminReviewSchema } from './contract';

const codeParam = z.object({ bookingId: z.string().min(1).max(64) });
const tokenOnly = z.object({ accessToken: z.string().min(1).max(100) });

const stateRoute = createRoute({
  method: 'get',
  path: '/bookings/{bookingId}/review',
  summary: "May the guest review the stay, and the review they wrote (the private link's token)",
  request: { params: codeParam, query: tokenOnly },
  responses: {
    200: json(GuestReviewStateSchema, 'State'),
    404: errorResponse('No booking with that code and token'),
    429: errorResponse('Too many look-ups'),
  },
});
const submitRoute = createRoute({
  method: 'post',
  path: '/bookings/{bookingId}/review',
  summary: 'The guest reviews the stay: a rating and a few words, pending until staff approve',
  request: { params: codeParam, ...jsonBody(reviewInputSchema.extend(tokenOnly.shape)) },
  responses: {
    201: json(GuestReviewStateSchema, 'Received'),
    404: errorResponse('No booking with that code and token'),
    409: errorResponse('Not reviewable (not stayed, before check-out, already reviewed)'),
    429: errorResponse('Too many look-ups'),
  },
});
const listRoute = createRoute({
  method: 'get',
  path: '/admin/reviews',
  summary: 'Guest reviews, pending first, newest first',
  request: { query: z.object({ status: z.enum(REVIEW_STATUSES).optional() }) },
  responses: { 200: json(z.array(AdminReviewSchema), 'Reviews') },
});
const decideRoute = createRoute({
  method: 'patch',
  path: '/admin/reviews/{id}',
  summary: 'Approve a review (it shows on the home page) or hide it',
  request: {
    params: z.object({ id: z.uuid('Review not found') }),
    ...jsonBody(z.object({ status: z.enum(REVIEW_STATUSES) })),
  },
  responses: {
    200: json(z.object({ id: z.string(), status: z.enum(REVIEW_STATUSES) }), 'Saved'),
    ...errors({ 404: 'No such review' }),
  },
});

export function reviewRoutes(deps: AppDeps) {
  const { config } = deps;
  /** Only the private link proves the guest (an e-mail address alone does not, decision 0117). */
  const byToken = async (c: Context, bookingId: string, accessToken: string) => {
    const found = await guestLookUpWithProof(deps, clientIp(c, config), bookingId, {
      token: accessToken,
    });
    if (found.by !== 'token') throw new AppError(404, 'NOT_FOUND', 'Booking not found');
    return found.booking;
  };
  return createRouter()
    .openapi(stateRoute, async (c) => {
      const b = await byToken(c, c.req.valid('param').bookingId, c.req.valid('query').accessToken);
      c.header('Cache-Control', 'no-store');
      return c.json(await guestReviewState(deps, b), 200);
    })
    .openapi(submitRoute, async (c) => {
      const { accessToken, ...input } = c.req.valid('json');
      const b = await byToken(c, c.req.valid('param').bookingId, accessToken);
      await submitReview(deps, b, input);
      return c.json(await guestReviewState(deps, b), 201);
    });
}

export function adminReviewRoutes({ db, now }: AppDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const rows = await listReviews(db, c.req.valid('query').status);
      return c.json(
        rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        200,
      );
    })
    .openapi(decideRoute, async (c) => {
      const row = await setReviewStatus(
        db,
        c.req.valid('param').id,
        c.req.valid('json').status,
        actorOf(c),
        now(),
      );
      return c.json({ id: row.id, status: row.status }, 200);
    });
}
