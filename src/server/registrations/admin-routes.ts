import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { FORM_C_HEADER } from '../../domain/form-c';
import { registrationBodySchema } from '../../domain/registration';
import { can } from '../../domain/staff-permissions';
import { actorOf } from '../admin-auth/actor';
import { currentAdmin } from '../admin-auth/principal';
import { recordAudit } from '../audit/record';
import type { AppDeps } from '../app-types';
import { bookingUnits, villaInventory } from '../db/schema';
import { errorResponse, IsoDateSchema, json, jsonBody } from '../http/contract';
import { csvResponse } from '../http/csv-download';
import { createRouter } from '../http/router';
import { renderRegistrationCard } from './card-pdf';
import { FormCDueSchema, RegistrationSchema } from './contract';
import { formCDue, formCRecordsFor } from './form-c';
import {
  holdsNumbers,
  loadRegistration,
  markFormCSubmitted,
  recordNumbersViewed,
  registrationView,
  saveRegistration,
} from './service';

const bookingParam = z.object({ bookingId: z.string().min(1).max(64) });
const path = '/admin/bookings/{bookingId}/registration';

const getRoute = createRoute({
  method: 'get',
  path,
  summary:
    'The registered guests of a stay; ID, passport and visa numbers masked (last 4) unless the viewer may see them (each such read is on record)',
  request: { params: bookingParam },
  responses: {
    200: json(RegistrationSchema, 'The registration (empty list when nobody is registered)'),
    404: errorResponse('Booking not found: {id}'),
  },
});
const putRoute = createRoute({
  method: 'put',
  path,
  summary:
    'Register the guests of a stay (replaces the list; first = lead guest; Form C for foreign nationals). A masked number sent back keeps the stored one.',
  request: { params: bookingParam, ...jsonBody(registrationBodySchema) },
  responses: {
    200: json(RegistrationSchema, 'Saved (numbers masked)'),
    400: errorResponse('Validation error (fields: guests.N.field)'),
    404: errorResponse('Booking not found: {id}'),
    409: errorResponse('Cancelled or no-show booking, or numbers erased after retention'),
  },
});
const submittedRoute = createRoute({
  method: 'post',
  path: `${path}/form-c-submitted`,
  summary: 'Mark the Form C of the stay’s foreign nationals as submitted to the FRRO (who, when)',
  request: { params: bookingParam },
  responses: {
    200: json(RegistrationSchema, 'Marked (numbers masked)'),
    404: errorResponse('Booking not found: {id}'),
    409: errorResponse('No Form C needed, particulars missing, or already marked'),
  },
});
const cardRoute = createRoute({
  method: 'get',
  path: '/admin/bookings/{bookingId}/registration-card.pdf',
  summary: 'The registration card the guest signs at the desk (PDF; numbers as the viewer may see)',
  request: { params: bookingParam },
  responses: {
    200: {
      description: 'PDF',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: errorResponse('Booking not found: {id}'),
  },
});
const csvRoute = createRoute({
  method: 'get',
  path: '/admin/registrations/form-c.csv',
  summary:
    'The day’s foreign arrivals’ Form C particulars as CSV, columns in the FRRO form’s order (decision 0132)',
  request: { query: z.object({ date: IsoDateSchema }) },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    400: errorResponse('Please enter a valid date (YYYY-MM-DD)'),
  },
});
const dueRoute = createRoute({
  method: 'get',
  path: '/admin/dashboard/form-c-due',
  summary: 'Foreign arrivals whose Form C is not marked submitted (due 24 h after arrival)',
  responses: { 200: json(FormCDueSchema, 'Oldest first') },
});

/** Guest registration at check-in and Form C (decision 0132). */
export function registrationAdminRoutes({ db, config, now }: AppDeps) {
  const mayReveal = (c: Context) => can(currentAdmin(c).role, 'guests.identity');
  /** The registration as this viewer may see it; an unmasked read goes on record. */
  const viewFor = async (c: Context, ref: string, where: string) => {
    const { booking, registration, guests } = await loadRegistration(db, ref);
    const reveal = mayReveal(c) && holdsNumbers(guests);
    if (reveal)
      await recordNumbersViewed(db, {
        bookingUuid: booking.id,
        actor: actorOf(c),
        now: now(),
        where,
      });
    return { booking, view: registrationView(booking, registration, guests, reveal) };
  };
  const masked = async (ref: string) => {
    const { booking, registration, guests } = await loadRegistration(db, ref);
    return registrationView(booking, registration, guests, false);
  };

  return createRouter()
    .openapi(getRoute, async (c) => {
      const { view } = await viewFor(c, c.req.valid('param').bookingId, 'registration form');
      c.header('Cache-Control', 'no-store');
      return c.json(view, 200);
    })
    .openapi(putRoute, async (c) => {
      const ref = c.req.valid('param').bookingId;
      await saveRegistration(db, { ref, body: c.req.valid('json'), actor: actorOf(c), now: now() });
      return c.json(await masked(ref), 200);
    })
    .openapi(submittedRoute, async (c) => {
      const ref = c.req.valid('param').bookingId;
      await markFormCSubmitted(db, { ref, actor: actorOf(c), now: now() });
      return c.json(await masked(ref), 200);
    })
    .openapi(cardRoute, async (c) => {
      const { booking: b, view } = await viewFor(
        c,
        c.req.valid('param').bookingId,
        'registration card',
      );
      const units = await db
        .select({ n: villaInventory.unitNumber })
        .from(bookingUnits)
        .innerJoin(villaInventory, eq(villaInventory.id, bookingUnits.villaInventoryId))
        .where(eq(bookingUnits.bookingId, b.id))
        .orderBy(asc(villaInventory.unitNumber));
      const bytes = await renderRegistrationCard(
        { ...b, units: units.map((u) => u.n) },
        view,
        { name: config.resortName, address: config.resortAddress, phone: config.resortPhone },
        now(),
      );
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="registration-card-${b.bookingId}.pdf"`,
        'Cache-Control': 'no-store',
      }) as never;
    })
    .openapi(csvRoute, async (c) => {
      const { date } = c.req.valid('query');
      const records = await formCRecordsFor(db, date, config.resortTz);
      await recordAudit(db, {
        actor: actorOf(c),
        action: 'form_c.exported',
        entityType: 'form_c',
        entityId: date,
        after: { guests: records.length },
        at: now(),
      });
      return csvResponse({
        fileName: `form-c-${date}.csv`,
        header: FORM_C_HEADER,
        rows: (async function* () {
          yield* records;
        })(),
        timeZone: config.resortTz,
      }) as never;
    })
    .openapi(dueRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await formCDue(db, now()), 200);
    });
}
