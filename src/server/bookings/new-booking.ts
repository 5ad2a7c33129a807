import type { BookingInput } from '../../domain/booking-request';
import type { Quote } from '../../domain/pricing';
import type { Promo } from '../../domain/promo';
import type { BookingRow } from '../booking-records/repository';
import type { bookings, SafariRequest } from '../db/schema';
import type { Config } from '../env';
import type { CreatedBooking } from './contract';
import type { Actor } from '../audit/record';
import type { Db } from '../db/client';
import type { IdempotencyClaim } from '../http/idempotency';
import type { BookingClient } from './unpaid-limits-service';

/** What createBooking (service.ts) takes besides the request: who books, from where, how. */
export type CreateBookingOptions = {
  /** website: the guest's wizard; admin: staff on the phone or at the desk (booking_source admin). */
  source: 'website' | 'admin';
  /** The request's instant: its stay rules, hold and rows are of this moment. Default: deps.now(). */
  now?: Date | undefined;
  actor: Actor;
  /** The route has looked its replay up already (once, before anything else): only claimed here. */
  idempotency?: IdempotencyClaim | undefined;
  /**
   * The guest's browsing session key (website bookings). Only with it does the booking take that
   * browser's hold and its safari enquiries (decision 0106).
   */
  browsingSession?: string | undefined;
  /** Until when the units are held unpaid; null: no automatic expiry. Default: now + 15 minutes. */
  holdUntil?: Date | null;
  adminNotes?: string | undefined;
  /** The request's origin, for e-mailed links when PUBLIC_URL is unset. */
  siteOrigin?: string | null | undefined;
  /** Staff only: books past a minimum stay or closed arrival; the reason goes in the history. */
  restrictionOverrideReason?: string | undefined;
  /** The guest's client (website bookings): its unpaid bookings are capped (decision 0108). */
  client?: BookingClient | undefined;
  /** Runs inside the booking's transaction once its units are reserved; returns the row to answer with. */
  then?: (tx: Db, booking: BookingRow) => Promise<BookingRow>;
};

/** A checked and priced booking request, ready to be written in its transaction (service.ts). */
export type NewBooking = {
  input: BookingInput;
  quote: Quote;
  villa: { id: string; name: string; basePrice: number };
  pkg: { id: string; name: string; price: number } | null;
  promo: Promo | null;
  safaris: SafariRequest[];
  guestName: string;
  holdExpiresAt: Date | null;
  now: Date;
  opts: CreateBookingOptions;
  config: Config;
};

/**
 * The new booking's row: pending / pending / pending, nothing paid (remaining = the server's
 * total), the terms accepted now on the website, held until `holdExpiresAt`.
 */
export function newBookingValues(c: NewBooking, bookingId: string): typeof bookings.$inferInsert {
  const { input, quote, villa, pkg, promo, safaris, guestName, holdExpiresAt, now, opts } = c;
  return {
    bookingId,
    sessionId: input.sessionId || null,
    clientIp: opts.client?.ip ?? null,
    siteOrigin: opts.siteOrigin ?? null,
    guestName,
    email: input.guest.email,
    phone: input.guest.phone,
    countryCode: input.guest.countryCode,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    guests: input.adults + input.children,
    adults: input.adults,
    children: input.children,
    rooms: input.rooms,
    villaId: villa.id,
    villaName: villa.name,
    villaPrice: villa.basePrice,
    packageId: pkg?.id ?? null,
    packageName: pkg?.name ?? null,
    packagePrice: pkg?.price ?? 0,
    safariRequests: safaris,
    safariTotal: quote.safariTotal,
    priceLines: quote.lines,
    subtotal: quote.subtotal,
    taxes: quote.taxes,
    total: quote.total,
    promoCode: promo?.code ?? null,
    discountAmount: quote.discount,
    advanceAmount: 0,
    remainingAmount: quote.total,
    paymentMethod: 'pending',
    paymentStatus: 'pending',
    status: 'pending',
    specialRequests: input.guest.specialRequests ?? null,
    adminNotes: opts.adminNotes || null,
    bookingSource: opts.source,
    marketingConsent: input.marketingConsent,
    termsAcceptedAt: opts.source === 'website' ? now : null,
    browsingSession: opts.browsingSession ?? null,
    holdExpiresAt,
    createdAt: now,
    updatedAt: now,
  };
}

/** The answer of POST /api/bookings for the written row. */
export function toCreatedBooking(b: BookingRow, quote: Quote, accessToken: string): CreatedBooking {
  return {
    bookingId: b.bookingId,
    id: b.id,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentMethod: b.paymentMethod,
    total: b.total,
    subtotal: b.subtotal,
    taxes: b.taxes,
    priceLines: quote.lines,
    nights: quote.nights,
    advanceAmount: b.advanceAmount,
    remainingAmount: b.remainingAmount,
    halfAdvance: quote.halfAdvance,
    holdExpiresAt: b.holdExpiresAt ? b.holdExpiresAt.toISOString() : null,
    accessToken,
    villaId: b.villaId,
    villaName: b.villaName,
    packageId: b.packageId,
    packageName: b.packageName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    adults: b.adults,
    children: b.children,
    rooms: b.rooms,
    guestName: b.guestName,
    email: b.email,
    safaris: b.safariRequests,
  };
}
