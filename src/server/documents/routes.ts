import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { nightsBetween } from '../../domain/dates';
import { guestProofFields } from '../../domain/guest-access';
import type { AppDeps } from '../app-types';
import { findBookingByRef, type BookingRow } from '../booking-records/repository';
import { guestLookUp } from '../booking-records/guest-lookup';
import type { Db } from '../db/client';
import { taxDocuments } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { errorResponse, json } from '../http/contract';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { BookingDocumentListSchema, type BookingDocument } from './contract';
import { renderConfirmationPdf } from './confirmation-pdf';
import { documentResortOf, documentsOf, type TaxDocumentRow } from './issue-service';
import { renderTaxDocumentPdf } from './tax-document-pdf';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bookingParam = z.object({ bookingId: z.string().min(1).max(64) });
const documentParam = bookingParam.extend({ documentId: z.string().min(1).max(64) });
const proofQuery = z.object({
  ...guestProofFields,
  /** The access token as the e-mailed links carry it (same as `accessToken`). */
  token: z.string().max(100).optional(),
});
const pdf = {
  description: 'PDF',
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
};

const adminListRoute = createRoute({
  method: 'get',
  path: '/admin/bookings/{bookingId}/documents',
  summary: "The booking's tax invoice and credit notes, in issue order (decision 0114)",
  request: { params: bookingParam },
  responses: {
    200: json(BookingDocumentListSchema, 'The documents (empty before money is received)'),
    404: errorResponse('Booking not found: {id}'),
  },
});
const adminPdfRoute = createRoute({
  method: 'get',
  path: '/admin/bookings/{bookingId}/documents/{documentId}',
  summary: 'One tax invoice or credit note as issued (PDF from its stored snapshot)',
  request: { params: documentParam },
  responses: { 200: pdf, 404: errorResponse('No such document of this booking') },
});
const adminConfirmationRoute = createRoute({
  method: 'get',
  path: '/admin/bookings/{bookingId}/confirmation.pdf',
  summary: 'The booking confirmation the guest downloads (PDF; not the tax invoice)',
  request: { params: bookingParam },
  responses: { 200: pdf, 404: errorResponse('Booking not found: {id}') },
});
const guestListRoute = createRoute({
  method: 'get',
  path: '/bookings/{bookingId}/documents',
  summary: "The guest's own tax invoice and credit notes (booking code plus e-mail or token)",
  request: { params: bookingParam, query: proofQuery },
  responses: {
    200: json(BookingDocumentListSchema, 'The documents'),
    404: errorResponse('No booking with that code and e-mail/token'),
    429: errorResponse('Too many look-ups'),
  },
});
const guestPdfRoute = createRoute({
  method: 'get',
  path: '/bookings/{bookingId}/documents/{documentId}',
  summary: "One of the guest's own documents (PDF)",
  request: { params: documentParam, query: proofQuery },
  responses: {
    200: pdf,
    404: errorResponse('No booking with that code and e-mail/token, or no such document'),
    429: errorResponse('Too many look-ups'),
  },
});

const listed = (rows: TaxDocumentRow[], base: string): BookingDocument[] =>
  rows.map((d) => ({
    kind: d.kind,
    number: d.number,
    issuedAt: d.issuedAt.toISOString(),
    total: d.totalPaise / 100,
    url: `${base}/documents/${d.id}`,
  }));

async function oneDocument(db: Db, booking: BookingRow, documentId: string) {
  const [doc] = UUID_RE.test(documentId)
    ? await db
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.id, documentId), eq(taxDocuments.bookingId, booking.id)))
    : [];
  if (!doc) throw notFound(`Document not found: ${documentId}`);
  return doc;
}

async function pdfResponse(c: Context, doc: TaxDocumentRow) {
  const bytes = await renderTaxDocumentPdf(doc.snapshot, doc.issuedAt);
  const file = `village-machaan-${doc.number.replace(/\//g, '-')}.pdf`;
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${file}"`,
    'Cache-Control': 'no-store',
  });
}

/** Staff and guests read issued documents; only the ledger's writer issues them (./issue-service.ts). */
export function documentRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const staffBooking = async (ref: string) => {
    const booking = await findBookingByRef(db, ref);
    if (!booking) throw notFound(`Booking not found: ${ref}`);
    return booking;
  };
  const guestBooking = (c: Context, bookingId: string, q: z.infer<typeof proofQuery>) =>
    guestLookUp(deps, clientIp(c, config), bookingId, {
      email: q.email,
      token: q.accessToken ?? q.token,
    });
  const adminBase = (b: BookingRow) => `/api/admin/bookings/${encodeURIComponent(b.bookingId)}`;
  const guestBase = (b: BookingRow) => `/api/bookings/${encodeURIComponent(b.bookingId)}`;

  return createRouter()
    .openapi(adminListRoute, async (c) => {
      const booking = await staffBooking(c.req.valid('param').bookingId);
      c.header('Cache-Control', 'no-store');
      return c.json(listed(await documentsOf(db, booking.id), adminBase(booking)), 200);
    })
    .openapi(adminPdfRoute, async (c) => {
      const { bookingId, documentId } = c.req.valid('param');
      const booking = await staffBooking(bookingId);
      return pdfResponse(c, await oneDocument(db, booking, documentId)) as never;
    })
    .openapi(adminConfirmationRoute, async (c) => {
      const b = await staffBooking(c.req.valid('param').bookingId);
      const bytes = await renderConfirmationPdf(
        { ...b, nights: nightsBetween(b.checkIn, b.checkOut), issuedAt: b.paidAt ?? b.createdAt },
        { ...documentResortOf(config) },
      );
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="village-machaan-${b.bookingId}.pdf"`,
        'Cache-Control': 'no-store',
      }) as never;
    })
    .openapi(guestListRoute, async (c) => {
      const booking = await guestBooking(c, c.req.valid('param').bookingId, c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json(listed(await documentsOf(db, booking.id), guestBase(booking)), 200);
    })
    .openapi(guestPdfRoute, async (c) => {
      const { bookingId, documentId } = c.req.valid('param');
      const booking = await guestBooking(c, bookingId, c.req.valid('query'));
      return pdfResponse(c, await oneDocument(db, booking, documentId)) as never;
    });
}
