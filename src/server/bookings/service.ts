import { formatStaffTime } from '../../domain/dates';
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { generateBookingCode } from '../../domain/booking-code';
import { fullName } from '../../domain/guest-form';
import type { Quote } from '../../domain/pricing';
import { safariCardIssue, safariName } from '../../domain/safari';
import type { SafariTiming } from '../../domain/enums';
import { recordBookingActivity } from '../audit/booking-activity';
import type { Actor } from '../audit/record';
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
import { runIdempotent, type IdempotencyClaim } from '../http/idempotency';
import { throwIfIssues } from '../http/validation';
import { priceCheckedStay } from '../pricing/quote-service';
import { stayRuleIssues } from '../../domain/stay-request';
import type { BookingInput } from '../../domain/booking-request';
import { reservePromoUse } from '../promo/redemption-service';
import type { Promo } from '../../domain/promo';
import { todayInZone } from '../../domain/dates';
import { issueAccessToken, type BookingRow } from '../booking-records/repository';
import { HOLD_MINUTES } from '../../domain/holds';
import { reserveUnits } from '../booking-records/units';
import { pgConstraintName, pgErrorCode } from '../db/pg-error-code';
import { publish } from '../events/publish';
import type { CreatedBooking } from './contract';
import { checkUnpaidCaps, type BookingClient } from './unpaid-limits-service';

export const NO_LONGER_AVAILABLE = 'Villa is no longer available for selected dates';

/** The answer of POST /api/bookings: its type comes from the route's response schema. */
export type { CreatedBooking } from './contract';

/** What createBooking takes: the guest's or the staff's validated request (decision 0134). */
export type { BookingInput } from '../../domain/booking-request';

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

async function insertBooking(
  tx: Db,
  c: {
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
  },
): Promise<CreatedBooking> {
  const { input, quote, villa, pkg, promo, safaris, guestName, holdExpiresAt, now, opts } = c;
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
    .values({
      bookingId: generateBookingCode(now, randomInt),
      sessionId,
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
    })
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

  let linkedSafaris: { name: string; date: string | null; persons: number }[] = [];
  const browsingSession = b.browsingSession;
  if (browsingSession) {
    // This browser's hold becomes this booking's units (a hold key alone is never enough).
    if (sessionId)
      await tx
        .delete(bookingHolds)
        .where(
          and(
            eq(bookingHolds.sessionId, sessionId),
            eq(bookingHolds.browsingSession, browsingSession),
          ),
        );
    // Safari enquiries this browser sent that belong to no booking yet now belong to this one.
    linkedSafaris = await tx
      .update(safariQueries)
      .set({
        bookingId: b.bookingId,
        guestName,
        email: b.email,
        phone: `${b.countryCode ?? ''}${b.phone ?? ''}`,
        updatedAt: now,
      })
      .where(
        and(eq(safariQueries.browsingSession, browsingSession), isNull(safariQueries.bookingId)),
      )
      .returning({
        name: safariQueries.safariName,
        date: safariQueries.preferredDate,
        persons: safariQueries.numberOfPersons,
      });
  }
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
  if (opts.then) b = await opts.then(tx, b);

  await publish(
    tx,
    {
      type: 'booking.created',
      bookingId: b.bookingId,
      guestName,
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

/** GC-01 … for unit ids (the history shows numbers staff know). */
async function unitNumbersOf(tx: Db, unitIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ n: villaInventory.unitNumber })
    .from(villaInventory)
    .where(inArray(villaInventory.id, unitIds))
    .orderBy(asc(villaInventory.unitNumber));
  return rows.map((r) => r.n);
}

function toCreatedBooking(b: BookingRow, quote: Quote, accessToken: string): CreatedBooking {
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
