import { createRoute, z } from '@hono/zod-openapi';

import { chargeInputSchema } from '../../domain/folio-charges';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { canonicalBookingRef } from '../booking-records/repository';
import { errorResponse, json } from '../http/contract';
import { idempotencyClaimOf, markReplay, runIdempotent } from '../http/idempotency';
import { createRouter } from '../http/router';
import { addCharge, voidCharge, type ChargeOutcome } from './charges-service';
import { emailPaymentLink } from './payment-link-service';
import { ChargeResultSchema, PaymentLinkResultSchema, type ChargeResult } from './charge-contract';

/** The charges of the folio and the payment link for what is due (decision 0120). */
const bookingParam = z.object({ bookingId: z.string().min(1).max(64) });
const chargeParam = bookingParam.extend({ chargeId: z.string().min(1).max(64) });
const keyHeader = z.object({ 'idempotency-key': z.string().max(200).optional() });

const addRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/{bookingId}/charges',
  summary:
    'Add a charge beyond the room (safari, meal, extra bed, transport, other): GST by the domain rule, due grows; Idempotency-Key supported',
  request: {
    params: bookingParam,
    headers: keyHeader,
    body: { content: { 'application/json': { schema: chargeInputSchema } }, required: true },
  },
  responses: {
    201: json(ChargeResultSchema, 'Added'),
    400: errorResponse('Unknown kind, no description, quantity or unit price out of range'),
    404: errorResponse('Booking not found: {id}'),
    409: errorResponse('The booking is cancelled or archived, or the key was used for another'),
  },
});

const voidRoute = createRoute({
  method: 'delete',
  path: '/admin/bookings/{bookingId}/charges/{chargeId}',
  summary:
    'Void a charge: kept on record as voided, due shrinks, a credit note when it was invoiced',
  request: { params: chargeParam },
  responses: {
    200: json(ChargeResultSchema, 'Voided'),
    404: errorResponse('Booking not found, or no such charge on this booking'),
    409: errorResponse('Already voided, or the booking is archived'),
  },
});

const linkRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/{bookingId}/payment-link',
  summary:
    'E-mail the guest a private link to their booking page to pay what is due online (stay balance and charges); Idempotency-Key supported',
  request: { params: bookingParam, headers: keyHeader },
  responses: {
    201: json(PaymentLinkResultSchema, 'Queued'),
    404: errorResponse('Booking not found: {id}'),
    409: errorResponse('Nothing payable online now, or PUBLIC_URL not set'),
  },
});

const resultOf = (o: ChargeOutcome): ChargeResult => ({
  ...o.charge,
  bookingId: o.booking.bookingId,
  money: o.money,
  paymentStatus: o.booking.paymentStatus,
});

export function adminChargeRoutes(deps: AppDeps) {
  const { db, config, now } = deps;
  return createRouter()
    .openapi(addRoute, async (c) => {
      const { bookingId } = c.req.valid('param');
      const body = c.req.valid('json');
      const claim = idempotencyClaimOf(
        c,
        `POST /api/admin/bookings/${await canonicalBookingRef(db, bookingId)}/charges`,
        body,
      );
      const { value, replayed } = await runIdempotent<ChargeResult>(db, claim, now(), async (tx) =>
        resultOf(await addCharge(tx, { now, config }, { bookingId, ...body }, actorOf(c))),
      );
      markReplay(c, replayed);
      return c.json(value, 201);
    })
    .openapi(voidRoute, async (c) => {
      const { bookingId, chargeId } = c.req.valid('param');
      const outcome = await voidCharge(db, { now, config }, { bookingId, chargeId }, actorOf(c));
      return c.json(resultOf(outcome), 200);
    })
    .openapi(linkRoute, async (c) => {
      const { bookingId } = c.req.valid('param');
      const claim = idempotencyClaimOf(
        c,
        `POST /api/admin/bookings/${await canonicalBookingRef(db, bookingId)}/payment-link`,
        {},
      );
      const { value, replayed } = await runIdempotent(db, claim, now(), (tx) =>
        emailPaymentLink(tx, { now, config }, { bookingId }, actorOf(c)),
      );
      markReplay(c, replayed);
      return c.json(value, 201);
    });
}
