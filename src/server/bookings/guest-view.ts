import { and, desc, eq } from 'drizzle-orm';
import { amountPaid, stayNights } from '../../domain/invoice';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { BookingRow } from './access';

export const EXPIRED_BOOKING_MESSAGE =
  'This booking expired because it was not paid within 15 minutes, and its rooms were released. Please start a new booking.';
export const EXPIRED_TRANSFER_MESSAGE =
  'This booking was released because the bank transfer was not confirmed within 48 hours. Please contact us if you have paid.';

export async function guestBookingView(db: Db, b: BookingRow, now: Date) {
  const [email] = await db
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'booking_confirmation')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const expired =
    (b.status === 'cancelled' && b.paymentStatus === 'failed') ||
    (b.status === 'pending' && b.paymentStatus === 'pending' && b.holdExpiresAt !== null && b.holdExpiresAt <= now);
  return {
    bookingId: b.bookingId,
    id: b.id,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentMethod: b.paymentMethod,
    total: b.totalAmount,
    subtotal: b.subtotal,
    taxes: b.taxes,
    priceLines: b.priceLines,
    advanceAmount: b.advanceAmount,
    remainingAmount: b.remainingAmount,
    paidAmount: amountPaid({ paymentStatus: b.paymentStatus, total: b.totalAmount, advanceAmount: b.advanceAmount }),
    advancePaidAt: b.advancePaidAt?.toISOString() ?? null,
    advancePaymentMethod: b.advancePaymentMethod,
    paymentId: b.paymentReference,
    paidAt: b.paidAt?.toISOString() ?? null,
    bankTransferPendingVerification: b.paymentMethod === 'bank_transfer' && b.paymentStatus === 'pending' && b.status === 'pending',
    villaId: b.villaId,
    villaName: b.villaName,
    packageId: b.packageId,
    packageName: b.packageName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: stayNights(b.checkIn, b.checkOut),
    adults: b.adults,
    children: b.children,
    guests: b.guests,
    rooms: b.rooms,
    guestName: b.guestName,
    email: b.email,
    phone: b.phone,
    countryCode: b.countryCode,
    specialRequests: b.specialRequests,
    safaris: b.safariRequests,
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    expired,
    message: expired ? (b.paymentMethod === 'bank_transfer' ? EXPIRED_TRANSFER_MESSAGE : EXPIRED_BOOKING_MESSAGE) : null,
    /** The confirmation e-mail: null before payment; "held" = not sent (no SMTP), "sent" once delivered. */
    confirmationEmail: (email?.status ?? null) as 'pending' | 'sent' | 'failed' | 'held' | null,
    createdAt: b.createdAt.toISOString(),
  };
}

export type GuestBookingView = Awaited<ReturnType<typeof guestBookingView>>;
