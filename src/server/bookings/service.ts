import { formatStaffTime } from '../../domain/dates';
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { generateBookingCode } from '../../domain/booking-code';
import { fullName } from '../../domain/guest-form';
import { safariCardIssue, safariName } from '../../domain/safari';
import type { SafariTiming } from '../../domain/enums';
import { recordBookingActivity } from '../audit/booking-activity';
import type { Db } from '../db/client';
import {
  bookingHolds,
  bookings,
  safariQueries,
  villaInventory,
  type SafariRequest,
} from '../db/schema';
import type { Config } from '../env';
import { badRequest, conflict } from '../http/errors';
import { runIdempotent } from '../http/idempotency';
import { throwIfIssues } from '../http/validation';
import { priceCheckedStay } from '../pricing/quote-service';
import { stayRuleIssues } from '../../domain/stay-request';
import type { BookingInput } from '../../domain/booking-request';
import { reservePromoUse } from '../promo/redemption-service';
import { todayInZone } from '../../domain/dates';
import { issueAccessToken, type BookingRow } from '../booking-records/repository';
import { HOLD_MINUTES } from '../../domain/holds';
import { reserveUnits } from '../booking-records/units';
import { pgConstraintName, pgErrorCode } from '../db/pg-error-code';
import { publish } from '../events/publish';
import type { CreatedBooking } from './contract';
import {
  newBookingValues,
  toCreatedBooking,
  type CreateBookingOptions,
  type NewBooking,
} from './new-booking';
import { checkUnpaidCaps } from './unpaid-limits-service';

export const NO_LONGER_AVAILABLE = 'Villa is no longer available for selected dates';

/** The answer of POST /api/bookings: its type comes from the route's response schema. */
export type { CreatedBooking } from './contract';

/** What createBooking takes: the guest's or the staff's validated request (decision 0134). */
export type { BookingInput } from '../../domain/booking-request';

export type BookingDeps = { db: Db; now: () => Date; config: Config };

/**
 * Creates a pending booking from its route's validated request: checks the stay rules once with the
 * request's context (guests' or staff's), prices it on the server (any client total is ignored), then in one
 * transaction writes the booking (pending / pending / pending, advance 0, remaining = total), reserves
 * concrete units (retrying on the exclusion constraint), converts the guest browser's hold, links
 * the safari enquiries that browser sent (decision 0106), writes the `created` activity and stores
 * the Idempotency-Key's answer.
 * The same function serves the website and staff bookings (docs/decisions/0020, 0058).
 */
export async function createBooking(
  deps: BookingDeps,
  input: BookingInput,
  opts: CreateBookingOptions,
): Promise<{ booking: CreatedBooking; replayed: boolean }> {
  const { db, config } = deps;
  const now = opts.now ?? deps.now();
  const admin = opts.source === 'admin';
  const ctx = { now, timeZone: config.resortTz, admin, adminNewBooking: admin };
  throwIfIssues(stayRuleIssues(input, ctx));

  const { quote, villa, pkg, promo } = await priceCheckedStay(
    db,
    { ...input, packageId: input.packageId ?? null },
    {
      ...ctx,
      gstSlabs: config.gstSlabs,
      overrideRestrictions: admin && !!opts.restrictionOverrideReason,
    },
  );

  const safaris: SafariRequest[] = [];
  const safariFields: Record<string, string> = {};
  input.safaris.forEach((card, i) => {
    const issue = safariCardIssue(card, input);
    if (issue) safariFields[`safaris.${i}.${issue.field}`] ??= issue.message;
    else
      safaris.push({
        date: card.date,
        timing: card.timing,
        persons: card.persons,
        name: safariName(card.timing as SafariTiming),
      });
  });
  const firstSafariIssue = Object.values(safariFields)[0];
  if (firstSafariIssue) throw badRequest(firstSafariIssue, safariFields);

  const guestName = fullName(input.guest);
  const holdExpiresAt =
    opts.holdUntil === undefined ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : opts.holdUntil;

  // A serialization failure or deadlock (40001/40P01) under load, or a booking-code clash, is retried as a whole.
  for (let attempt = 1; ; attempt++) {
    try {
      const { value, replayed } = await runIdempotent(db, opts.idempotency, now, (tx) =>
        insertBooking(tx, {
          input,
          quote,
          villa,
          pkg,
          promo,
          safaris,
          guestName,
          holdExpiresAt,
          now,
          opts,
          config,
        }),
      );
      return { booking: value, replayed };
    } catch (err) {
      const code = pgErrorCode(err);
      // Two bookings in the same millisecond drawing the same 5 letters: draw again.
      const codeClash =
        code === '23505' && /^bookings_booking_?id_unique$/i.test(pgConstraintName(err) ?? '');
      if (attempt >= 3 || (code !== '40001' && code !== '40P01' && !codeClash)) throw err;
    }
  }
}

async function insertBooking(tx: Db, c: NewBooking): Promise<CreatedBooking> {
  const { input, quote, villa, promo, now, opts } = c;
  const sessionId = input.sessionId || null;
  if (opts.source === 'website' && opts.client)
    await checkUnpaidCaps(
      tx,
      opts.client,
      {
        villaId: villa.id,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        rooms: input.rooms,
        email: input.guest.email,
        ownHold:
          sessionId && opts.browsingSession
            ? { sessionId, browsingSession: opts.browsingSession }
            : null,
      },
      c.config.limits,
      now,
    );
  const [booking] = await tx
    .insert(bookings)
    .values(newBookingValues(c, generateBookingCode(now, randomInt)))
    .returning();
  let b = booking!;

  const units = await reserveUnits(
    tx,
    {
      bookingUuid: b.id,
      villaId: b.villaId,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      rooms: b.rooms,
      ownHold: { sessionId, browsingSession: b.browsingSession },
      today: todayInZone(now, c.config.resortTz),
    },
    now,
  );
  if (!units) throw conflict(NO_LONGER_AVAILABLE);
  if (promo)
    await reservePromoUse(tx, {
      promo,
      bookingUuid: b.id,
      email: input.guest.email,
      discount: quote.discount,
      stay: {
        villaId: villa.id,
        villaName: villa.name,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        today: todayInZone(now, c.config.resortTz),
      },
    });

  const linkedSafaris = await takeBrowserHoldAndEnquiries(tx, b, c.guestName, now);
  await recordCreated(tx, b, units, c);
  if (opts.then) b = await opts.then(tx, b);

  await publish(
    tx,
    {
      type: 'booking.created',
      bookingId: b.bookingId,
      guestName: c.guestName,
      villaName: b.villaName,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      rooms: b.rooms,
      total: b.total,
      source: opts.source,
      specialRequests: b.specialRequests,
      safariEnquiries: linkedSafaris.map(
        (q) =>
          `${q.name}${q.date ? ` on ${q.date}` : ''}, ${q.persons} ${q.persons === 1 ? 'person' : 'persons'}`,
      ),
    },
    now,
  );
  return toCreatedBooking(b, quote, await issueAccessToken(tx, b.id, now));
}

/**
 * The guest browser's part (decision 0106): its hold becomes this booking's units (a hold key
 * alone is never enough), and the safari enquiries it sent that belong to no booking yet now
 * belong to this one. Answers those enquiries, for the staff's notification.
 */
async function takeBrowserHoldAndEnquiries(
  tx: Db,
  b: BookingRow,
  guestName: string,
  now: Date,
): Promise<{ name: string; date: string | null; persons: number }[]> {
  const { browsingSession, sessionId } = b;
  if (!browsingSession) return [];
  if (sessionId)
    await tx
      .delete(bookingHolds)
      .where(
        and(
          eq(bookingHolds.sessionId, sessionId),
          eq(bookingHolds.browsingSession, browsingSession),
        ),
      );
  return tx
    .update(safariQueries)
    .set({
      bookingId: b.bookingId,
      guestName,
      email: b.email,
      phone: `${b.countryCode ?? ''}${b.phone ?? ''}`,
      updatedAt: now,
    })
    .where(and(eq(safariQueries.browsingSession, browsingSession), isNull(safariQueries.bookingId)))
    .returning({
      name: safariQueries.safariName,
      date: safariQueries.preferredDate,
      persons: safariQueries.numberOfPersons,
    });
}

/** The booking's `created` history line: where it came from, its units, how long it is held. */
async function recordCreated(tx: Db, b: BookingRow, units: string[], c: NewBooking) {
  const { opts, holdExpiresAt, now } = c;
  const held = holdExpiresAt
    ? `held until ${formatStaffTime(holdExpiresAt, c.config.resortTz)}`
    : 'held until staff confirm or cancel it';
  await recordBookingActivity(tx, {
    bookingId: b.id,
    actor: opts.actor,
    action: 'created',
    description:
      opts.source === 'website'
        ? `Booking created on the website for ${b.villaName}, ${b.checkIn} to ${b.checkOut}; ${held}`
        : `Booking taken by staff for ${b.villaName}, ${b.checkIn} to ${b.checkOut}; ${held}`,
    changes: {
      status: { before: null, after: b.status },
      paymentStatus: { before: null, after: b.paymentStatus },
      total: { before: null, after: b.total },
      units: { before: null, after: await unitNumbersOf(tx, units) },
      source: { before: null, after: opts.source },
      ...(opts.source === 'admin' && opts.restrictionOverrideReason
        ? { restrictionOverride: { before: null, after: opts.restrictionOverrideReason } }
        : {}),
    },
    at: now,
  });
}

/** GC-01 … for unit ids (the history shows numbers staff know). */
async function unitNumbersOf(tx: Db, unitIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ n: villaInventory.unitNumber })
    .from(villaInventory)
    .where(inArray(villaInventory.id, unitIds))
    .orderBy(asc(villaInventory.unitNumber));
  return rows.map((r) => r.n);
}
