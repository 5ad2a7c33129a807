import { isPaidOrHalfPaid } from '../../domain/refunds';
import { formatResortDateTime, formatStaffTime } from '../../domain/dates';
import { publish } from '../events/publish';
import type { BankTransferResult } from './contract';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { halfPayment } from '../../domain/pricing';
import { guestLookUp } from '../booking-records/guest-lookup';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import { recordBookingActivity } from '../audit/booking-activity';
import type { Config } from '../env';
import { conflict, notFound } from '../http/errors';
import { hitLimit, minutesUntil, tooMany } from '../http/rate-limit';
import { enqueueEmail } from '../email/outbox';
import { escapeHtml, formatInr } from '../email/templates';
import { enqueueAdminNotification } from './confirmation-emails';
import { recordPaymentIntent } from './ledger';
import { HOLD_EXPIRED_MESSAGE, isHoldExpired } from './service';
import type { BankDetails } from './contract';

/**
 * How long units stay reserved while staff wait for a reported transfer is configuration
 * (BANK_TRANSFER_HOLD_HOURS, default 24; docs/decisions/0091), as is the quota below.
 */
const BANK_TRANSFER_QUOTA_MESSAGE = (n: number) =>
  `You already have ${n} bank transfer${n === 1 ? '' : 's'} waiting for our team to confirm. Please wait until we have seen ${n === 1 ? 'it' : 'them'}, or pay online.`;

export function bankDetails(config: Config): BankDetails {
  const b = config.bankTransfer;
  if (!b) return { available: false };
  return {
    available: true,
    accountName: b.accountName,
    accountNumber: b.accountNumber,
    ifsc: b.ifsc,
    bankName: b.bankName,
    upiId: b.upiId ?? null,
    demo: b.demo,
  };
}

/**
 * "Yes, I have completed the payment": the guest's report of a bank transfer of the 50% advance.
 * Nothing is marked paid on a guest's word: the booking stays pending / payment pending with
 * payment_method and advance_payment_method bank_transfer, its units stay reserved for BANK_TRANSFER_HOLD_HOURS (24 by default),
 * and staff are notified to verify the transfer and record the advance (docs/decisions/0024).
 */
export async function reportBankTransfer(
  deps: { db: Db; now: () => Date; config: Config },
  input: { bookingId: string; email?: string | undefined; accessToken?: string | undefined },
  client: string,
): Promise<BankTransferResult> {
  const { db, config } = deps;
  const now = deps.now();
  if (!config.bankTransfer) throw conflict('Bank transfer is not available. Please pay online.');
  const { limits } = config;
  // Reports per client, counted before anything is looked at (docs/decisions/0091).
  const hit = await hitLimit(
    db,
    `bank-transfer:client:${client}`,
    { limit: limits.bankTransferReportsPerHour, windowMs: 3_600_000 },
    now,
  );
  if (!hit.allowed)
    throw tooMany(
      `Too many bank transfer reports. Please try again in ${minutesUntil(hit.resetAt, now)} minutes.`,
    );
  // A report proves access like any guest look-up, under the same limits.
  const found = await guestLookUp(deps, client, input.bookingId, {
    email: input.email,
    token: input.accessToken,
  });
  const advanceDue = halfPayment(found.total).advance;

  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, found.id)).for('update');
    if (!b) throw notFound(`Booking not found: ${input.bookingId}`);
    const result = (row: typeof b): BankTransferResult => ({
      bookingId: row.bookingId,
      id: row.id,
      status: row.status,
      paymentStatus: row.paymentStatus,
      paymentMethod: row.paymentMethod,
      advancePaymentMethod: row.advancePaymentMethod,
      advanceDue,
      remainingAmount: row.remainingAmount,
      total: row.total,
      holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
      verification: 'pending_staff_verification',
    });
    if (b.paymentMethod === 'bank_transfer' && b.status === 'pending') return result(b); // reported twice
    if (isPaidOrHalfPaid(b.paymentStatus)) throw conflict('This booking is already paid');
    if (b.status !== 'pending' || isHoldExpired(b, now)) throw conflict(HOLD_EXPIRED_MESSAGE);
    await checkTransferQuota(tx, b.email, client, limits, now);

    await recordPaymentIntent(tx, b.id, 'bank_transfer');
    const holdExpiresAt = new Date(now.getTime() + limits.bankTransferHoldHours * 3_600_000);
    // The hold's real expiry, in the resort's time zone in words (decisions 0119, 0121).
    const staffDeadline = formatStaffTime(holdExpiresAt, config.resortTz);
    const note = `Guest reports a bank transfer of ${formatInr(advanceDue)} (50% advance) on ${formatStaffTime(now, config.resortTz)}: verify receipt and record the advance by ${staffDeadline}, when the units are released.`;
    const [updated] = await tx
      .update(bookings)
      .set({
        holdExpiresAt,
        adminNotes: sql`coalesce(${bookings.adminNotes} || E'\n', '') || ${note}`,
        updatedAt: now,
      })
      .where(eq(bookings.id, b.id))
      .returning();
    await announceReportedTransfer(tx, config, b, {
      advanceDue,
      holdExpiresAt,
      note,
      staffDeadline,
      now,
    });
    return result(updated!);
  });
}

/** A reported transfer holds units on the guest's word: few at once per e-mail and per client. */
async function checkTransferQuota(
  tx: Db,
  email: string,
  client: string,
  limits: Config['limits'],
  now: Date,
): Promise<void> {
  const [unverified] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.email, email),
        eq(bookings.status, 'pending'),
        eq(bookings.paymentStatus, 'pending'),
        eq(bookings.paymentMethod, 'bank_transfer'),
        gt(bookings.holdExpiresAt, now),
      ),
    );
  const quota = limits.bankTransfersUnverifiedPerClient;
  const perClient = await hitLimit(
    tx,
    `bank-transfer:unverified:${client}`,
    { limit: quota, windowMs: limits.bankTransferHoldHours * 3_600_000 },
    now,
  );
  if ((unverified?.n ?? 0) >= quota || !perClient.allowed)
    throw tooMany(BANK_TRANSFER_QUOTA_MESSAGE(quota));
}

/**
 * What the report sets going, in its transaction: the booking's history line, the staff's live
 * event and e-mail (verify by the deadline), and the guest's note of it.
 */
async function announceReportedTransfer(
  tx: Db,
  config: Config,
  b: typeof bookings.$inferSelect,
  report: {
    advanceDue: number;
    /** The hold's new expiry (the booking's hold_expires_at). */
    holdExpiresAt: Date;
    note: string;
    staffDeadline: string;
    now: Date;
  },
): Promise<void> {
  const { advanceDue, holdExpiresAt, note, staffDeadline, now } = report;
  const deadline = formatResortDateTime(holdExpiresAt, config.resortTz);
  await recordBookingActivity(tx, {
    bookingId: b.id,
    actor: { id: null, name: b.guestName },
    action: 'bank_transfer_reported',
    description: note,
    changes: {
      paymentMethod: { before: b.paymentMethod, after: 'bank_transfer' },
      advanceDue: { before: null, after: advanceDue },
      holdExpiresAt: {
        before: b.holdExpiresAt?.toISOString() ?? null,
        after: holdExpiresAt.toISOString(),
      },
    },
    at: now,
  });
  await publish(
    tx,
    {
      type: 'payment.transfer_reported',
      bookingId: b.bookingId,
      guestName: b.guestName,
      amount: advanceDue,
      holdExpiresAt: holdExpiresAt.toISOString(),
      deadline: staffDeadline,
    },
    now,
  );
  await enqueueAdminNotification(
    tx,
    config,
    {
      type: 'bank_transfer_claimed',
      bookingId: b.bookingId,
      guestName: b.guestName,
      amount: advanceDue,
      details: [
        `The guest reports a bank transfer of the 50% advance (${formatInr(advanceDue)} of ${formatInr(b.total)}).`,
        `Units stay reserved until ${deadline}; verify the transfer and record the advance before then.`,
        `${b.villaName}, ${b.checkIn} to ${b.checkOut}; ${b.email}`,
      ],
    },
    b.id,
    now,
  );
  // Sent to an address the booker typed: no booker-typed text (the name) in it (Issue 10, item 9).
  const text = [
    'Dear guest,',
    '',
    `Thank you. We have noted your bank transfer of ${formatInr(advanceDue)} (50% advance) for booking ${b.bookingId}.`,
    'Our team will confirm your booking as soon as the transfer reaches our account.',
    `Please make sure it reaches us by ${deadline}; if it has not arrived by then, the villa is released.`,
    `The remaining ${formatInr(b.total - advanceDue)} is due at the property.`,
    '',
    `${config.resortName} · ${config.resortPhone} · ${config.resortEmail}`,
  ].join('\n');
  await enqueueEmail(
    tx,
    {
      kind: 'bank_transfer_received',
      to: b.email,
      subject: `Bank transfer noted – ${b.bookingId}`,
      text,
      html: `<!doctype html><html><body style="font-family:Arial,sans-serif">${text
        .split('\n')
        .map((l) => (l ? `<p>${escapeHtml(l)}</p>` : ''))
        .join('')}</body></html>`,
      bookingUuid: b.id,
    },
    now,
    { perRecipientPerDay: config.limits.guestEmailsPerRecipientPerDay },
  );
}
