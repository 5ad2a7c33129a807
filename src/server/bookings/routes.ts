import { guestProofFields } from '../../domain/guest-access';
import { nightsBetween } from '../../domain/dates';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { buildStayIcs } from '../../domain/calendar-ics';
import { fullName } from '../../domain/guest-form';
import type { AppDeps } from '../app-types';
import { renderConfirmationPdf } from '../documents/confirmation-pdf';
import { documentResortOf } from '../documents/issue-service';
import { confirmationRefusal } from '../../domain/confirmation-document';
import { conflict, zodToAppError } from '../http/errors';
import { requestOrigin } from '../http/request-origin';
import { browsingSessionOf } from '../http/browsing-session';
import { clientIp } from '../http/client-ip';
import { findReplay, idempotencyClaimOf, markReplay } from '../http/idempotency';
import { errorResponse } from '../http/contract';
import { createRouter } from '../http/router';
import { guestLookUp, guestLookUpWithProof } from '../booking-records/guest-lookup';
import { codeRequired, consumeProofCode } from './proof-code';
import type { BookingRow } from '../booking-records/repository';
import { guestBookingView } from './guest-view';
import { cancelByGuest, cancellationQuote, cancellationVerdict } from './guest-self-service';
import { changeDatesByGuest } from './guest-date-change';
import { refundOnCancel } from '../payments/guest-refund-service';
import { refuseBookingRequest } from './booking-input';
import { createBooking } from './service';
import { countBookingAttempt } from './unpaid-limits-service';
import { bookingRequestSchema } from '../../domain/booking-request';
import {
  CancellationQuoteSchema,
  CreatedBookingSchema,
  DateChangeResultSchema,
  GuestBookingViewSchema,
  GuestCancelledSchema,
  type CreatedBooking,
} from './contract';
import { proofCodeField, ChangeBody } from './contract';

const createRouteDef = createRoute({
  method: 'post',
  path: '/bookings',
  summary: 'Create a pending booking (re-priced on the server, units reserved, held 15 minutes)',
  description:
    'Any total sent by the client is ignored. The stay rules (dates in the resort time zone, party size) are checked at the time of the request. ' +
    'Send an Idempotency-Key header to make retries safe.',
  request: {
    headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
    body: {
      content: { 'application/json': { schema: bookingRequestSchema } },
      required: true,
    },
  },
  responses: {
    201: {
      description: 'The booking',
      content: { 'application/json': { schema: CreatedBookingSchema } },
    },
    400: errorResponse('Validation error (fields) or "Missing required booking information"'),
    404: errorResponse('No such villa or package'),
    409: errorResponse('"Villa is no longer available for selected dates"'),
    429: errorResponse('Too many booking attempts, or too many unpaid bookings (decision 0108)'),
  },
});

const proofQuery = z.object({
  ...guestProofFields,
  /** The access token as the e-mailed links carry it (same as `accessToken`). */
  token: z.string().max(100).optional(),
});
type ProofQuery = z.infer<typeof proofQuery>;
const proofOf = (q: ProofQuery) => ({ email: q.email, token: q.accessToken ?? q.token });

const cancellationRouteDef = createRoute({
  method: 'get',
  path: '/bookings/{bookingId}/cancellation',
  summary:
    'May the guest cancel now, and what would be refunded (cancellation policy, decision 0100)',
  request: { params: z.object({ bookingId: z.string().min(1).max(64) }), query: proofQuery },
  responses: {
    200: {
      description: 'The verdict',
      content: { 'application/json': { schema: CancellationQuoteSchema } },
    },
    404: errorResponse('No booking with that code and e-mail/token'),
    429: errorResponse('Too many look-ups'),
  },
});

const CancelBody = z
  .object({ ...guestProofFields, ...proofCodeField })
  .openapi('GuestCancelRequest');

const changeRouteDef = createRoute({
  method: 'post',
  path: '/bookings/{bookingId}/change',
  summary:
    'The guest moves their stay: same villa, same or fewer guests, new price (dryRun previews)',
  description:
    'Body: { accessToken | email + code, checkIn, checkOut, adults, children, dryRun? }. Allowed in the cancellation window (decision 0102). ' +
    'A preview (dryRun) may use the e-mail alone; the change itself needs the token or a one-time code (decision 0117). ' +
    'A dearer stay leaves the difference due (pay it with plan "balance"); a cheaper one than what was paid is refunded.',
  request: {
    params: z.object({ bookingId: z.string().min(1).max(64) }),
    body: { content: { 'application/json': { schema: ChangeBody } }, required: true },
  },
  responses: {
    200: {
      description: 'The change (or what it would be)',
      content: { 'application/json': { schema: DateChangeResultSchema } },
    },
    400: errorResponse('Invalid dates or guests'),
    403: errorResponse(
      'E-mail proof without a one-time code (CODE_REQUIRED), or a wrong/used code',
    ),
    404: errorResponse('No booking with that code and e-mail/token'),
    409: errorResponse('"Villa is no longer available for selected dates", or outside the window'),
    429: errorResponse('Too many look-ups'),
  },
});

const cancelRouteDef = createRoute({
  method: 'post',
  path: '/bookings/{bookingId}/cancel',
  summary: 'The guest cancels their booking (units freed at once, refund under the policy, once)',
  description:
    'Body: { accessToken } or { email, code } (the one-time code from POST …/proof-code; decision 0117). ' +
    'Allowed until 48 hours before check-in (resort time). A retried call answers the same and refunds once.',
  request: {
    params: z.object({ bookingId: z.string().min(1).max(64) }),
    body: { content: { 'application/json': { schema: CancelBody } }, required: true },
  },
  responses: {
    200: {
      description: 'Cancelled',
      content: { 'application/json': { schema: GuestCancelledSchema } },
    },
    403: errorResponse(
      'E-mail proof without a one-time code (CODE_REQUIRED), or a wrong/used code',
    ),
    404: errorResponse('No booking with that code and e-mail/token'),
    409: errorResponse('Not cancellable (the reason says why)'),
    429: errorResponse('Too many look-ups'),
  },
});

const getRouteDef = createRoute({
  method: 'get',
  path: '/bookings/{bookingId}',
  summary: "The guest's own booking (booking code plus its e-mail, or plus its access token)",
  request: { params: z.object({ bookingId: z.string().min(1).max(64) }), query: proofQuery },
  responses: {
    200: {
      description: 'The booking',
      content: { 'application/json': { schema: GuestBookingViewSchema } },
    },
    404: errorResponse('No booking with that code and e-mail/token'),
    429: errorResponse('Too many look-ups'),
  },
});

const pdfRouteDef = createRoute({
  method: 'get',
  path: '/bookings/{bookingId}/confirmation.pdf',
  summary: 'Booking confirmation (PDF); the tax invoice and credit notes are under documents',
  request: { params: z.object({ bookingId: z.string().min(1).max(64) }), query: proofQuery },
  responses: {
    200: {
      description: 'PDF',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: errorResponse('No booking with that code and e-mail/token'),
    409: errorResponse('Booking cancelled, or not paid yet (no confirmation before payment)'),
    429: errorResponse('Too many look-ups'),
  },
});

const icsRouteDef = createRoute({
  method: 'get',
  path: '/bookings/{bookingId}/calendar.ics',
  summary: 'The stay as a calendar event (check-in 14:00, check-out 11:00, resort time)',
  request: { params: z.object({ bookingId: z.string().min(1).max(64) }), query: proofQuery },
  responses: {
    200: { description: 'iCalendar', content: { 'text/calendar': { schema: z.string() } } },
    404: errorResponse('No booking with that code and e-mail/token'),
    409: errorResponse('Booking cancelled'),
    429: errorResponse('Too many look-ups'),
  },
});

/**
 * How a guest proves a booking is theirs: to look at it, its e-mail or token (`lookUp`); to cancel
 * or move the stay, the token, or the e-mail plus its one-time code (`provenForChange`, decision 0117).
 */
function guestAccess(deps: AppDeps) {
  const { db, config, now } = deps;
  const lookUp = (
    c: Context,
    bookingId: string,
    proof: { email?: string | undefined; token?: string | undefined },
  ) => guestLookUp(deps, clientIp(c, config), bookingId, proof);
  const provenForChange = async (
    c: Context,
    bookingId: string,
    body: {
      email?: string | undefined;
      accessToken?: string | undefined;
      code?: string | undefined;
    },
    /** Refusals that need no code run first, so a code is not spent on a request refused anyway. */
    precheck?: (b: BookingRow) => Promise<void>,
  ) => {
    const found = await guestLookUpWithProof(deps, clientIp(c, config), bookingId, {
      email: body.email,
      token: body.accessToken,
    });
    if (found.by === 'token') return found.booking;
    await precheck?.(found.booking);
    if (!body.code) throw codeRequired();
    await consumeProofCode(db, found.booking.id, body.code.replace(/\s+/g, ''), now());
    return found.booking;
  };
  return { lookUp, provenForChange };
}

/** The booking confirmation's PDF; none for a booking not confirmed (unpaid) or no longer (cancelled). */
function confirmationPdf(b: BookingRow, config: AppDeps['config']): Promise<Uint8Array> {
  const refusal = confirmationRefusal(b);
  if (refusal) throw conflict(refusal);
  return renderConfirmationPdf(
    { ...b, nights: nightsBetween(b.checkIn, b.checkOut), issuedAt: b.paidAt ?? b.createdAt },
    documentResortOf(config),
  );
}

/** The stay as an iCalendar event; none for a cancelled booking. */
function stayIcs(b: BookingRow, config: AppDeps['config'], at: Date): string {
  if (b.status === 'cancelled') throw conflict('This booking was cancelled');
  return buildStayIcs({
    bookingId: b.bookingId,
    villaName: b.villaName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    timeZone: config.resortTz,
    resortName: config.resortName,
    resortPhone: config.resortPhone,
    resortEmail: config.resortEmail,
    location: `${config.resortName}, ${config.resortAddress}`,
    now: at,
  });
}

export function bookingRoutes(deps: AppDeps) {
  const { db, config, now } = deps;
  const { lookUp, provenForChange } = guestAccess(deps);

  return createRouter()
    .openapi(
      createRouteDef,
      async (c) => {
        const input = c.req.valid('json');
        // The claim hashes the body as sent (a retry sends the same bytes).
        const idempotency = idempotencyClaimOf(c, 'POST /api/bookings', await c.req.json());
        // A retry of a committed request gets its first answer, even if the rules would now refuse it.
        const replay = await findReplay<CreatedBooking>(db, idempotency);
        let result: { booking: CreatedBooking; replayed: boolean };
        if (replay) result = { booking: replay, replayed: true };
        else {
          // Every attempt counts against the client's hourly allowance (decision 0108).
          const client = { ip: clientIp(c, config) };
          const at = now();
          await countBookingAttempt(db, client, config.limits, at);
          // The guest is the actor of a website booking; the stay rules run in createBooking.
          result = await createBooking(deps, input, {
            source: 'website',
            now: at,
            browsingSession: browsingSessionOf(c),
            siteOrigin: requestOrigin(c, config),
            actor: { id: null, name: fullName(input.guest) },
            idempotency,
            client,
          });
        }
        markReplay(c, result.replayed);
        c.header('Cache-Control', 'no-store');
        return c.json(result.booking, 201);
      },
      // A body the schema refuses is an attempt too (decision 0108), and the spec's "Missing
      // required booking information" comes first. (The validator hands the hook the raw body.)
      (result, c) => {
        if (result.success) return undefined;
        const refuse = async (): Promise<never> => {
          if (result.target === 'json') {
            await countBookingAttempt(db, { ip: clientIp(c, config) }, config.limits, now());
            const raw = (result as { data?: unknown }).data;
            refuseBookingRequest(raw, { now: now(), timeZone: config.resortTz }, 'guest');
          }
          throw zodToAppError(result.error);
        };
        return refuse();
      },
    )
    .openapi(getRouteDef, async (c) => {
      const { bookingId } = c.req.valid('param');
      const booking = await lookUp(c, bookingId, proofOf(c.req.valid('query')));
      c.header('Cache-Control', 'no-store');
      return c.json(await guestBookingView(deps, booking), 200);
    })
    .openapi(pdfRouteDef, async (c) => {
      const { bookingId } = c.req.valid('param');
      const b = await lookUp(c, bookingId, proofOf(c.req.valid('query')));
      const pdf = await confirmationPdf(b, config);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="village-machaan-${b.bookingId}.pdf"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(icsRouteDef, async (c) => {
      const { bookingId } = c.req.valid('param');
      const b = await lookUp(c, bookingId, proofOf(c.req.valid('query')));
      const ics = stayIcs(b, config, now());
      return c.body(ics, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="village-machaan-${b.bookingId}.ics"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(cancellationRouteDef, async (c) => {
      const { bookingId } = c.req.valid('param');
      const b = await lookUp(c, bookingId, proofOf(c.req.valid('query')));
      c.header('Cache-Control', 'no-store');
      return c.json(await cancellationQuote(deps, b), 200);
    })
    .openapi(cancelRouteDef, async (c) => {
      const { bookingId } = c.req.valid('param');
      const body = c.req.valid('json');
      const b = await provenForChange(c, bookingId, body, async (row) => {
        // A retry of the guest's own cancellation goes on (it answers the same and refunds once).
        if (row.status === 'cancelled' && row.guestCancelRefund !== null) return;
        const verdict = await cancellationVerdict(deps, row);
        if (!verdict.allowed) throw conflict(verdict.reason);
      });
      c.header('Cache-Control', 'no-store');
      return c.json(await cancelByGuest(deps, b, refundOnCancel), 200);
    })
    .openapi(changeRouteDef, async (c) => {
      const { bookingId } = c.req.valid('param');
      const body = c.req.valid('json');
      const b = body.dryRun
        ? await lookUp(c, bookingId, { email: body.email, token: body.accessToken })
        : await provenForChange(c, bookingId, body);
      c.header('Cache-Control', 'no-store');
      const { checkIn, checkOut, adults, children, dryRun } = body;
      return c.json(
        await changeDatesByGuest(
          deps,
          b,
          { checkIn, checkOut, adults, children, dryRun },
          refundOnCancel,
        ),
        200,
      );
    });
}
