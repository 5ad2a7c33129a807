import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { addDays, daysBetween, todayInZone } from '../../domain/dates';
import {
  dueScheduledEmails,
  manualReminderRefusal,
  PAYMENT_REMINDER_DAYS,
  type ScheduledEmailKind,
} from '../../domain/guest-emails';
import { recordBookingActivity } from '../audit/booking-activity';
import { SYSTEM_ACTOR, type Actor } from '../audit/record';
import { issueAccessToken, type BookingRow } from '../booking-records/repository';
import type { Db } from '../db/client';
import { bookings, bookingUnits, emailOutbox, safariQueries, villaInventory } from '../db/schema';
import type { Config } from '../env';
import { conflict, notFound } from '../http/errors';
import { guestLink } from '../payments/confirmation-emails';
import { enqueueEmail } from './outbox';
import { renderPaymentReminder, renderPreArrival, type RenderedEmail } from './templates';

/**
 * The e-mails the resort sends by itself before a stay (docs/decisions/0085): a payment reminder
 * for half-paid bookings 7 and 2 days before arrival, and the pre-arrival e-mail 3 days before.
 * Each goes out once per booking: the outbox row of that kind IS the record, written in the same
 * transaction that checked for it, under the booking's row lock.
 */

const resortOf = (config: Config) => ({
  name: config.resortName,
  phone: config.resortPhone,
  email: config.resortEmail,
});

const ACTIVITY_TEXT: Record<ScheduledEmailKind | 'payment_reminder', string> = {
  payment_reminder_7d: `Payment reminder e-mailed (${PAYMENT_REMINDER_DAYS.payment_reminder_7d} days before arrival)`,
  payment_reminder_2d: `Payment reminder e-mailed (${PAYMENT_REMINDER_DAYS.payment_reminder_2d} days before arrival)`,
  pre_arrival: 'Pre-arrival e-mail sent (directions, check-in time, safaris)',
  payment_reminder: 'Payment reminder e-mailed',
};

async function renderFor(
  tx: Db,
  kind: ScheduledEmailKind | 'payment_reminder',
  b: BookingRow,
  config: Config,
  today: string,
  now: Date,
): Promise<RenderedEmail> {
  const manageUrl =
    config.publicUrl || b.siteOrigin
      ? guestLink(config, b.bookingId, await issueAccessToken(tx, b.id, now), b.siteOrigin)
      : undefined;
  const days = daysBetween(today, b.checkIn);
  if (kind !== 'pre_arrival') {
    return renderPaymentReminder({
      guestName: b.guestName,
      bookingId: b.bookingId,
      villaName: b.villaName,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      total: b.total,
      advancePaid: b.advanceAmount,
      remainingAmount: b.remainingAmount,
      daysUntilArrival: days,
      manageUrl,
      resort: resortOf(config),
    });
  }
  const units = (
    await tx
      .select({ n: villaInventory.unitNumber })
      .from(bookingUnits)
      .innerJoin(villaInventory, eq(villaInventory.id, bookingUnits.villaInventoryId))
      .where(eq(bookingUnits.bookingId, b.id))
      .orderBy(asc(villaInventory.unitNumber))
  ).map((u) => u.n);
  const safaris = await tx
    .select({
      name: safariQueries.safariName,
      date: safariQueries.preferredDate,
      timing: safariQueries.preferredTiming,
      persons: safariQueries.numberOfPersons,
      status: safariQueries.status,
      response: safariQueries.response,
    })
    .from(safariQueries)
    .where(eq(safariQueries.bookingId, b.bookingId))
    .orderBy(asc(safariQueries.preferredDate), asc(safariQueries.createdAt));
  const mapUrl = config.resortGeo
    ? `https://www.google.com/maps/search/?api=1&query=${config.resortGeo.latitude},${config.resortGeo.longitude}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${config.resortName}, ${config.resortAddress}`)}`;
  return renderPreArrival({
    guestName: b.guestName,
    bookingId: b.bookingId,
    villaName: b.villaName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    units,
    guests: `${b.adults} adult${b.adults === 1 ? '' : 's'}${b.children ? `, ${b.children} child${b.children === 1 ? '' : 'ren'}` : ''}`,
    remainingAmount: b.paymentStatus === 'paid' ? 0 : b.remainingAmount,
    address: config.resortAddress,
    mapUrl,
    safaris: safaris.filter((s) => s.status !== 'cancelled'),
    specialRequests: b.specialRequests,
    manageUrl,
    resort: resortOf(config),
  });
}

async function enqueueFor(
  tx: Db,
  kind: ScheduledEmailKind | 'payment_reminder',
  b: BookingRow,
  config: Config,
  today: string,
  now: Date,
  actor: Actor,
): Promise<string> {
  const rendered = await renderFor(tx, kind, b, config, today, now);
  const id = await enqueueEmail(tx, { ...rendered, kind, to: b.email, bookingUuid: b.id }, now);
  await recordBookingActivity(tx, {
    bookingId: b.id,
    actor,
    action: kind === 'pre_arrival' ? 'pre_arrival_email' : 'payment_reminder',
    description: `${ACTIVITY_TEXT[kind]} to ${b.email}`,
    at: now,
  });
  return id;
}

export type ScheduledRun = { considered: number; queued: Record<ScheduledEmailKind, number> };

/**
 * The job: every confirmed, paid or half-paid booking arriving within the next 7 days gets the
 * scheduled e-mails that are due and not yet in the outbox. Safe to run in several processes at
 * once and as often as you like (the booking row lock serialises the check and the write).
 */
export async function sendScheduledGuestEmails(
  db: Db,
  config: Config,
  now: Date,
): Promise<ScheduledRun> {
  const today = todayInZone(now, config.resortTz);
  const candidates = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        inArray(bookings.paymentStatus, ['paid', 'advance_paid']),
        gte(bookings.checkIn, addDays(today, 1)),
        lte(bookings.checkIn, addDays(today, PAYMENT_REMINDER_DAYS.payment_reminder_7d)),
      ),
    )
    .orderBy(asc(bookings.checkIn));
  const run: ScheduledRun = {
    considered: candidates.length,
    queued: { payment_reminder_7d: 0, payment_reminder_2d: 0, pre_arrival: 0 },
  };
  for (const { id } of candidates) {
    await db.transaction(async (tx) => {
      const [b] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      if (!b) return;
      const due = dueScheduledEmails(b, today);
      if (due.length === 0) return;
      const sent = new Set(
        (
          await tx
            .select({ kind: emailOutbox.kind })
            .from(emailOutbox)
            .where(and(eq(emailOutbox.bookingId, b.id), inArray(emailOutbox.kind, due)))
        ).map((r) => r.kind),
      );
      for (const kind of due.filter((k) => !sent.has(k))) {
        await enqueueFor(tx, kind, b, config, today, now, SYSTEM_ACTOR);
        run.queued[kind]++;
      }
    });
  }
  return run;
}

/** Staff's "Send reminder" on a half-paid booking: one payment reminder now. */
export async function sendPaymentReminderNow(
  deps: { db: Db; config: Config; now: () => Date },
  bookingCode: string,
  actor: Actor,
): Promise<{ bookingId: string; emailId: string; to: string }> {
  const now = deps.now();
  const today = todayInZone(now, deps.config.resortTz);
  return deps.db.transaction(async (tx) => {
    const [b] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, bookingCode))
      .for('update');
    if (!b) throw notFound(`Booking not found: ${bookingCode}`);
    const refusal = manualReminderRefusal(b);
    if (refusal) throw conflict(refusal);
    const emailId = await enqueueFor(tx, 'payment_reminder', b, deps.config, today, now, actor);
    return { bookingId: b.bookingId, emailId, to: b.email };
  });
}
