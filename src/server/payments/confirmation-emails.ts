import { amountReceived } from '../../domain/refunds';
import { nightsBetween } from '../../domain/dates';
import { issueAccessToken, type BookingRow } from '../booking-records/repository';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { safariQueries } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import {
  renderAdminNotification,
  renderBookingConfirmation,
  type AdminNotificationParams,
} from '../email/templates';
import type { Config } from '../env';

export function adminAddress(config: Config): string {
  return config.adminNotifyEmail ?? config.resortEmail;
}

/** The guest's booking page: PUBLIC_URL, else the address the booking was made at (README). */
export function guestLink(
  config: Config,
  bookingCode: string,
  token: string,
  siteOrigin?: string | null,
): string | undefined {
  const base = config.publicUrl ?? siteOrigin;
  if (!base) return undefined;
  return `${base.replace(/\/+$/, '')}/booking/${encodeURIComponent(bookingCode)}?token=${encodeURIComponent(token)}`;
}

/** The guest's confirmation and the staff's new_booking notice, in the caller's transaction. */
export async function enqueuePaymentEmails(
  tx: Db,
  booking: BookingRow,
  config: Config,
  now: Date,
): Promise<void> {
  const token = await issueAccessToken(tx, booking.id, now);
  const [adults, children] = [booking.adults, booking.children];
  const paid = amountReceived({
    paymentStatus: booking.paymentStatus,
    total: booking.total,
    advanceAmount: booking.advanceAmount,
    remainingAmount: booking.remainingAmount,
  });
  const confirmation = renderBookingConfirmation({
    guestName: booking.guestName,
    email: booking.email,
    bookingId: booking.bookingId,
    villaName: booking.villaName,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: nightsBetween(booking.checkIn, booking.checkOut),
    total: booking.total,
    guestPhone: [booking.countryCode, booking.phone].filter(Boolean).join(' '),
    adults,
    children,
    packageName: booking.packageName,
    paymentStatus:
      booking.paymentStatus === 'paid'
        ? 'paid'
        : booking.paymentStatus === 'advance_paid'
          ? 'advance_paid'
          : 'pending',
    paidAmount: paid,
    remainingAmount: booking.remainingAmount,
    paymentReference: booking.paymentReference,
    manageUrl: guestLink(config, booking.bookingId, token, booking.siteOrigin),
    resort: { name: config.resortName, phone: config.resortPhone, email: config.resortEmail },
  });
  await enqueueEmail(
    tx,
    { ...confirmation, kind: 'booking_confirmation', to: booking.email, bookingUuid: booking.id },
    now,
  );
  const safaris = await tx
    .select({
      name: safariQueries.safariName,
      date: safariQueries.preferredDate,
      timing: safariQueries.preferredTiming,
      persons: safariQueries.numberOfPersons,
    })
    .from(safariQueries)
    .where(eq(safariQueries.bookingId, booking.bookingId))
    .orderBy(asc(safariQueries.preferredDate), asc(safariQueries.createdAt));
  await enqueueAdminNotification(
    tx,
    config,
    {
      type: 'new_booking',
      bookingId: booking.bookingId,
      guestName: booking.guestName,
      amount: booking.total,
      details: [
        `${booking.villaName}, ${booking.checkIn} to ${booking.checkOut}, ${adults} adult(s) and ${children} child(ren)`,
        booking.paymentStatus === 'advance_paid'
          ? `Advance paid ${paid} by ${booking.advancePaymentMethod}; ${booking.remainingAmount} due at the property`
          : `Paid ${paid} by ${booking.paymentMethod}`,
        `Payment id ${booking.paymentReference ?? '-'}`,
        `Guest ${booking.email}, ${[booking.countryCode, booking.phone].filter(Boolean).join(' ')}`,
      ],
      specialRequests: booking.specialRequests,
      safariEnquiries: safaris.map(
        (q) =>
          `${q.name}${q.date ? ` on ${q.date}` : ''}${q.timing && !q.name.includes(q.timing) ? ` (${q.timing})` : ''}, ${q.persons} ${q.persons === 1 ? 'person' : 'persons'}`,
      ),
    },
    booking.id,
    now,
  );
}

export async function enqueueAdminNotification(
  tx: Db,
  config: Config,
  params: AdminNotificationParams,
  bookingUuid: string | null,
  now: Date,
): Promise<void> {
  const rendered = renderAdminNotification(params);
  await enqueueEmail(
    tx,
    { ...rendered, kind: 'admin_notification', to: adminAddress(config), bookingUuid },
    now,
  );
}
