import { and, asc, desc, eq } from 'drizzle-orm';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '../../domain/cancellation-policy';
import { nightsBetween, zonedDateTime } from '../../domain/dates';
import type { Db } from '../db/client';
import { bookingUnits, emailOutbox, safariQueries, villaInventory } from '../db/schema';
import { moneyOfBooking } from '../payments/ledger';
import { chargeLinesOf } from '../payments/charges-service';
import { onlineBalanceDue } from '../../domain/folio-charges';
import type { Config } from '../env';
import type { BookingRow } from '../booking-records/repository';
import { cancellationQuote } from './guest-self-service';
import type { GuestBookingView } from './contract';

const EXPIRED_BOOKING_MESSAGE =
  'This booking expired because it was not paid within 15 minutes, and its rooms were released. Please start a new booking.';
const EXPIRED_TRANSFER_MESSAGE =
  'This booking was released because the bank transfer was not confirmed within 48 hours. Please contact us if you have paid.';

/** The guest's own booking, everything the "My booking" page shows. */
export async function guestBookingView(
  deps: { db: Db; config: Config; now: () => Date },
  b: BookingRow,
): Promise<GuestBookingView> {
  const { db, config } = deps;
  const now = deps.now();
  const [units, enquiries, cancellation, money, charges] = await Promise.all([
    db
      .select({ unitNumber: villaInventory.unitNumber })
      .from(bookingUnits)
      .innerJoin(villaInventory, eq(villaInventory.id, bookingUnits.villaInventoryId))
      .where(eq(bookingUnits.bookingId, b.id))
      .orderBy(asc(villaInventory.unitNumber)),
    db
      .select({
        id: safariQueries.id,
        name: safariQueries.safariName,
        date: safariQueries.preferredDate,
        timing: safariQueries.preferredTiming,
        persons: safariQueries.numberOfPersons,
        status: safariQueries.status,
        response: safariQueries.response,
        respondedAt: safariQueries.respondedAt,
      })
      .from(safariQueries)
      .where(eq(safariQueries.bookingId, b.bookingId))
      .orderBy(asc(safariQueries.preferredDate), asc(safariQueries.createdAt)),
    cancellationQuote(deps, b),
    moneyOfBooking(db, b),
    chargeLinesOf(db, b.id, { activeOnly: true }),
  ]);
  const [email] = await db
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'booking_confirmation')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const expired =
    (b.status === 'cancelled' && b.paymentStatus === 'failed') ||
    (b.status === 'pending' &&
      b.paymentStatus === 'pending' &&
      b.holdExpiresAt !== null &&
      b.holdExpiresAt <= now);
  return {
    bookingId: b.bookingId,
    id: b.id,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentMethod: b.paymentMethod,
    total: b.total,
    subtotal: b.subtotal,
    taxes: b.taxes,
    priceLines: b.priceLines,
    advanceAmount: b.advanceAmount,
    remainingAmount: b.remainingAmount,
    paidAmount: money.received,
    refundedAmount: money.refunded,
    money,
    charges,
    advancePaidAt: b.advancePaidAt?.toISOString() ?? null,
    advancePaymentMethod: b.advancePaymentMethod,
    paymentId: b.paymentReference,
    paidAt: b.paidAt?.toISOString() ?? null,
    bankTransferPendingVerification:
      b.paymentMethod === 'bank_transfer' &&
      b.paymentStatus === 'pending' &&
      b.status === 'pending',
    villaId: b.villaId,
    villaName: b.villaName,
    packageId: b.packageId,
    packageName: b.packageName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: nightsBetween(b.checkIn, b.checkOut),
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
    message: expired
      ? b.paymentMethod === 'bank_transfer'
        ? EXPIRED_TRANSFER_MESSAGE
        : EXPIRED_BOOKING_MESSAGE
      : null,
    /** The confirmation e-mail: null before payment; "held" = not sent (no SMTP), "sent" once delivered. */
    confirmationEmail: email?.status ?? null,
    createdAt: b.createdAt.toISOString(),
    units: units.map((u) => u.unitNumber),
    safariEnquiries: enquiries.map((e) => ({
      ...e,
      respondedAt: e.respondedAt?.toISOString() ?? null,
    })),
    /** Check-in 2:00 PM and check-out 11:00 AM as instants, so the page can show the guest's own time too. */
    resortTimeZone: config.resortTz,
    checkInAt: zonedDateTime(b.checkIn, CHECK_IN_TIME, config.resortTz).toISOString(),
    checkOutAt: zonedDateTime(b.checkOut, CHECK_OUT_TIME, config.resortTz).toISOString(),
    cancellation,
    /** What the guest may pay online now: the stay's balance and charges (decision 0120). */
    balanceDue: expired ? 0 : onlineBalanceDue(b.status, money),
    /** Dates may be changed in the same window as cancellation, on a confirmed booking. */
    canChangeDates: cancellation.allowed && b.status === 'confirmed',
  };
}

export type { GuestBookingView };
