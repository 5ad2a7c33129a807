import { formatStaffTime } from '../../domain/dates';
import type { StaffBookingRequest } from '../../domain/booking-request';
import { recordBookingActivity } from '../audit/booking-activity';
import type { Actor } from '../audit/record';
import { enqueueEmail } from '../email/outbox';
import { renderPaymentLink } from '../email/templates';
import type { IdempotencyClaim } from '../http/idempotency';
import { guestLink } from '../payments/confirmation-emails';
import { issueAccessToken } from '../booking-records/repository';
import { createBooking, type BookingDeps } from './service';
import type { StaffBookingResult } from './contract';

/** How long a booking taken with a payment link keeps its rooms for the guest's payment. */
const PAYMENT_LINK_HOURS = 24;

export type { StaffBookingResult } from './contract';

/**
 * A booking staff take on the phone or at the desk: priced and reserved by the website's own
 * createBooking (booking_source admin, the staff member as actor). Pay later: the rooms are kept
 * until staff confirm or cancel. Payment link: kept for 24 hours, and the guest gets an e-mail
 * with a link (access token) to pay online through the website's payment flow.
 */
export async function createStaffBooking(
  deps: BookingDeps,
  input: StaffBookingRequest,
  actor: Actor,
  idempotency: IdempotencyClaim | undefined,
  siteOrigin?: string | null,
): Promise<{ booking: StaffBookingResult; replayed: boolean }> {
  const { paymentMode, adminNotes, restrictionOverrideReason } = input;
  const now = deps.now();
  const holdUntil =
    paymentMode === 'payment_link'
      ? new Date(now.getTime() + PAYMENT_LINK_HOURS * 3_600_000)
      : null;
  let paymentLinkSent = false;
  const result = await createBooking(deps, input, {
    source: 'admin',
    now,
    actor,
    idempotency,
    holdUntil,
    adminNotes,
    restrictionOverrideReason,
    siteOrigin,
    then: async (tx, b) => {
      if (paymentMode !== 'payment_link') return b;
      const token = await issueAccessToken(tx, b.id, now);
      const { config } = deps;
      const email = renderPaymentLink({
        guestName: b.guestName,
        bookingId: b.bookingId,
        villaName: b.villaName,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        total: b.total,
        payBy: new Intl.DateTimeFormat('en-IN', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: config.resortTz,
        }).format(holdUntil!),
        payUrl: guestLink(config, b.bookingId, token, b.siteOrigin),
        resort: { name: config.resortName, phone: config.resortPhone, email: config.resortEmail },
      });
      await enqueueEmail(
        tx,
        { ...email, kind: 'payment_link', to: b.email, bookingUuid: b.id },
        now,
      );
      await recordBookingActivity(tx, {
        bookingId: b.id,
        actor,
        action: 'payment_link_sent',
        description: `Payment link e-mailed to ${b.email} by ${actor.name}; rooms held until ${formatStaffTime(holdUntil!, config.resortTz)}`,
        at: now,
      });
      paymentLinkSent = true;
      return b;
    },
  });
  return {
    booking: {
      ...result.booking,
      paymentMode,
      paymentLinkSent: result.replayed ? paymentMode === 'payment_link' : paymentLinkSent,
    },
    replayed: result.replayed,
  };
}
