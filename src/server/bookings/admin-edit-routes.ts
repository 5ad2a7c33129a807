import { todayInZone } from '../../domain/dates';
import { createRoute, z } from '@hono/zod-openapi';
import { bookingEditSchema } from '../../domain/booking-edit';
import { staffBookingRequestSchema } from '../../domain/booking-request';
import { isoDateField, quoteRequestSchema } from '../../domain/stay-request';
import { unitsLeft } from '../availability/service';
import { priceStay } from '../pricing/quote-service';
import { requestOrigin } from '../http/request-origin';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { findReplay, idempotencyClaimOf, markReplay } from '../http/idempotency';
import { zodToAppError } from '../http/errors';
import { errorResponse, json } from '../http/contract';
import { createRouter } from '../http/router';
import { editBooking } from './admin-edit';
import { freeUnitsForBooking } from './admin-edit-units';
import { deleteBooking } from './admin-delete';
import { refuseBookingRequest } from './booking-input';
import { StaffBookingResultSchema, type StaffBookingResult } from './contract';
import { createStaffBooking } from './staff-booking';
import {
  EditResultSchema,
  FreeUnitsSchema,
  DeleteResultSchema,
  StaffQuoteSchema,
  type StaffQuote,
} from './admin-edit-contract';

const bookingParam = z.object({ bookingId: z.string().min(1).max(64) });

const editRoute = createRoute({
  method: 'patch',
  path: '/admin/bookings/{bookingId}',
  summary:
    'Edit a booking: status (pending, confirmed, completed, cancelled, no_show through the allowed moves), guest details, stay (re-checked and re-priced: pricing keep | reprice), units (unitNumbers), advance, notes. dryRun: true answers without writing.',
  request: {
    params: bookingParam,
    body: { content: { 'application/json': { schema: bookingEditSchema } }, required: true },
  },
  responses: {
    200: json(EditResultSchema, 'What changed (or would change), with the new price'),
    400: errorResponse(
      'Validation Error: a field message (fields), or the price choice is missing',
    ),
    404: errorResponse('Booking not found: {id}'),
    409: errorResponse(
      '"Unit is not available for the selected dates", "Villa is no longer available for selected dates", or a refused status move',
    ),
  },
});

const freeUnitsRoute = createRoute({
  method: 'get',
  path: '/admin/bookings/{bookingId}/free-units',
  summary:
    "Units of the villa free for the nights (default: the booking's own villa and dates); the booking's own units count as free",
  request: {
    params: bookingParam,
    query: z.object({
      villaId: z.string().trim().min(1).max(100).optional(),
      checkIn: isoDateField('Check-in date is required').optional(),
      checkOut: isoDateField('Check-out date is required').optional(),
    }),
  },
  responses: {
    200: json(FreeUnitsSchema, 'Free units'),
    400: errorResponse('Bad dates'),
    404: errorResponse('Booking not found: {id}'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/bookings/{bookingId}',
  summary:
    'Delete a booking (its units are freed). One with money records is cancelled and archived instead (outcome archived).',
  request: { params: bookingParam },
  responses: {
    200: json(DeleteResultSchema, 'Deleted, or archived (the message says why)'),
    404: errorResponse('Booking not found: {id}'),
    409: errorResponse('Already archived'),
  },
});

const quoteRouteDef = createRoute({
  method: 'post',
  path: '/admin/bookings/quote',
  summary:
    "The New Booking form's price: the server's quote with the staff's rules (today or later, 1–20 guests) and how many units are free",
  request: {
    body: { content: { 'application/json': { schema: quoteRequestSchema } }, required: true },
  },
  responses: {
    200: json(StaffQuoteSchema, 'The quote'),
    400: errorResponse('Validation error (fields)'),
    404: errorResponse('No such villa or package'),
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/admin/bookings',
  summary:
    "Staff booking (phone, walk-in): the guest's POST /api/bookings body (no session or terms needed) plus paymentMode pay_later | payment_link (money taken at the desk is recorded on the booking afterwards) and adminNotes; booking_source admin. Idempotency-Key supported.",
  request: {
    headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
    body: {
      content: {
        'application/json': {
          schema: staffBookingRequestSchema.openapi('AdminStaffBookingRequest'),
        },
      },
      required: true,
    },
  },
  responses: {
    201: json(StaffBookingResultSchema, 'The booking'),
    400: errorResponse('Validation error (fields) or "Missing required booking information"'),
    404: errorResponse('No such villa or package'),
    409: errorResponse('"Villa is no longer available for selected dates"'),
  },
});

export function adminBookingEditRoutes(deps: AppDeps) {
  const { db, config, now } = deps;
  return createRouter()
    .openapi(quoteRouteDef, async (c) => {
      const request = c.req.valid('json');
      const at = now();
      const { quote } = await priceStay(db, request, {
        now: at,
        timeZone: config.resortTz,
        admin: true,
        adminNewBooking: true,
        gstSlabs: config.gstSlabs,
        // Staff see the price; the booking itself needs a reason to pass a restriction (0127).
        overrideRestrictions: true,
      });
      const left = await unitsLeft(db, {
        ...request,
        now: at,
        today: todayInZone(at, config.resortTz),
      });
      const body: StaffQuote = {
        lines: quote.lines,
        nights: quote.nights,
        subtotal: quote.subtotal,
        taxes: quote.taxes,
        total: quote.total,
        halfAdvance: quote.halfAdvance,
        unitsLeft: left,
      };
      return c.json(body, 200);
    })
    .openapi(
      createRouteDef,
      async (c) => {
        const input = c.req.valid('json');
        const idempotency = idempotencyClaimOf(c, 'POST /api/admin/bookings', await c.req.json());
        const replay = await findReplay<StaffBookingResult>(db, idempotency);
        let result: { booking: StaffBookingResult; replayed: boolean };
        if (replay) {
          const mode = input.paymentMode;
          result = {
            booking: { ...replay, paymentMode: mode, paymentLinkSent: mode === 'payment_link' },
            replayed: true,
          };
        } else {
          // The staff's stay rules run in createBooking, once.
          result = await createStaffBooking(
            deps,
            input,
            actorOf(c),
            idempotency,
            requestOrigin(c, config),
          );
        }
        markReplay(c, result.replayed);
        c.header('Cache-Control', 'no-store');
        return c.json(result.booking, 201);
      },
      // A body the schema refuses: the spec's "Missing required booking information" comes first.
      // (The validator hands the hook the raw body as `data`.)
      (result) => {
        if (result.success) return undefined;
        if (result.target === 'json') {
          const raw = (result as { data?: unknown }).data;
          refuseBookingRequest(raw, { now: now(), timeZone: config.resortTz }, 'staff');
        }
        throw zodToAppError(result.error);
      },
    )
    .openapi(freeUnitsRoute, async (c) =>
      c.json(
        await freeUnitsForBooking(
          db,
          c.req.valid('param').bookingId,
          c.req.valid('query'),
          now(),
          todayInZone(now(), config.resortTz),
        ),
        200,
      ),
    )
    .openapi(editRoute, async (c) =>
      c.json(
        await editBooking(deps, c.req.valid('param').bookingId, c.req.valid('json'), actorOf(c)),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) =>
      c.json(await deleteBooking(deps, c.req.valid('param').bookingId, actorOf(c)), 200),
    );
}
