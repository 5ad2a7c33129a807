import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { generateBookingCode } from '../../domain/booking-code';
import {
  missingRequiredBookingInformation,
  MISSING_BOOKING_INFORMATION,
  bookingRequestSchema,
  type BookingRequest,
} from '../../domain/booking-request';
import { fullName } from '../../domain/guest-form';
import type { Quote } from '../../domain/pricing';
import { safariCardIssue, safariName } from '../../domain/safari';
import type { SafariTiming } from '../../domain/enums';
import type { Db } from '../db/client';
import {
  bookingActivities,
  bookingHolds,
  bookings,
  idempotencyKeys,
  safariQueries,
  type SafariRequest,
} from '../db/schema';
import type { Config } from '../env';
import { AppError, badRequest, conflict, zodToAppError } from '../http/errors';
import { priceStay } from '../pricing/quote-service';
import { newAccessToken, type BookingRow } from './access';
import { HOLD_MINUTES } from './expiry';
import { pgErrorCode, reserveUnits } from './units';
import { publish } from '../events/publish';

export const NO_LONGER_AVAILABLE = 'Villa is no longer available for selected dates';
const IDEMPOTENCY_SCOPE = 'POST /api/bookings';

export type CreatedBooking = {
  bookingId: string;
  id: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  total: number;
  subtotal: number;
  taxes: number;
  priceLines: Quote['lines'];
  nights: number;
  advanceAmount: number;
  remainingAmount: number;
  /** What Pay Half & Half would take now. */
  halfAdvance: number;
  holdExpiresAt: string;
  /** 128-bit secret for this booking's documents and look-ups; shown once, only its sha256 is stored. */
  accessToken: string;
  villaId: string;
  villaName: string;
  packageId: string | null;
  packageName: string | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  guestName: string;
  email: string;
  safaris: SafariRequest[];
};

export type CreateBookingResult = { status: 201; body: CreatedBooking; replayed: boolean };

/** Parses the body with the shared schema; the spec's "Missing required booking information" first. */
export function parseBookingRequest(raw: unknown): BookingRequest {
  const parsed = bookingRequestSchema.safeParse(raw);
  if (missingRequiredBookingInformation(raw)) {
    throw badRequest(
      MISSING_BOOKING_INFORMATION,
      parsed.success ? undefined : zodToAppError(parsed.error).fields,
    );
  }
  if (!parsed.success) throw zodToAppError(parsed.error);
  return parsed.data;
}

function requestHash(raw: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(raw)))
    .digest('hex');
}

/**
 * POST /api/bookings: re-prices on the server (any client total is ignored), then in one transaction
 * writes the booking (pending / pending / pending, advance 0, remaining = total, source website),
 * reserves concrete units (retrying on the exclusion constraint), converts the session's hold, links
 * the session's safari enquiries, and records the Idempotency-Key's answer.
 */
export async function createBooking(
  deps: { db: Db; now: () => Date; config: Config },
  raw: unknown,
  idempotencyKey: string | undefined,
): Promise<CreateBookingResult> {
  const { db, config } = deps;
  const now = deps.now();
  const hash = requestHash(raw);

  if (idempotencyKey) {
    const replay = await findReplay(db, idempotencyKey, hash);
    if (replay) return replay;
  }

  const req = parseBookingRequest(raw);
  const { quote, villa, pkg } = await priceStay(
    db,
    { ...req, packageId: req.packageId ?? null },
    { now, timeZone: config.resortTz },
  );

  const safaris: SafariRequest[] = [];
  const safariFields: Record<string, string> = {};
  req.safaris.forEach((card, i) => {
    const issue = safariCardIssue(card, req);
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

  const guestName = fullName(req.guest);
  const access = newAccessToken();
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);

  // A serialization failure or deadlock (40001/40P01) under load, or a booking-code clash, is retried as a whole.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertBooking(db, {
        req,
        quote,
        villa,
        pkg,
        safaris,
        guestName,
        access,
        holdExpiresAt,
        now,
        hash,
        idempotencyKey,
      });
    } catch (err) {
      const code = pgErrorCode(err);
      // Two bookings in the same millisecond drawing the same 5 letters: draw again.
      const codeClash =
        code === '23505' && /^bookings_booking_?id_unique$/i.test(constraintName(err) ?? '');
      if (attempt >= 3 || (code !== '40001' && code !== '40P01' && !codeClash)) throw err;
    }
  }
}

async function insertBooking(
  db: Db,
  c: {
    req: BookingRequest;
    quote: Quote;
    villa: { id: string; name: string; basePrice: number };
    pkg: { id: string; name: string; price: number } | null;
    safaris: SafariRequest[];
    guestName: string;
    access: { token: string; hash: string };
    holdExpiresAt: Date;
    now: Date;
    hash: string;
    idempotencyKey: string | undefined;
  },
): Promise<CreateBookingResult> {
  const {
    req,
    quote,
    villa,
    pkg,
    safaris,
    guestName,
    access,
    holdExpiresAt,
    now,
    hash,
    idempotencyKey,
  } = c;
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({
          scope: IDEMPOTENCY_SCOPE,
          key: idempotencyKey,
          requestHash: hash,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      // A concurrent request with the same key committed first (the insert waited for it).
      if (claimed.length === 0) {
        const replay = await findReplay(tx, idempotencyKey, hash);
        if (replay) return replay;
        throw conflict('A request with this Idempotency-Key is already in progress');
      }
    }

    const [booking] = await tx
      .insert(bookings)
      .values({
        bookingId: generateBookingCode(now, randomInt),
        sessionId: req.sessionId,
        guestName,
        email: req.guest.email,
        phone: req.guest.phone,
        countryCode: req.guest.countryCode,
        checkIn: req.checkIn,
        checkOut: req.checkOut,
        guests: req.adults + req.children,
        adults: req.adults,
        children: req.children,
        rooms: req.rooms,
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
        totalAmount: quote.total,
        advanceAmount: 0,
        remainingAmount: quote.total,
        paymentMethod: 'pending',
        paymentStatus: 'pending',
        status: 'pending',
        specialRequests: req.guest.specialRequests ?? null,
        bookingSource: 'website',
        marketingConsent: req.marketingConsent,
        termsAcceptedAt: now,
        accessTokenHash: access.hash,
        holdExpiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const b = booking!;

    const units = await reserveUnits(
      tx,
      {
        bookingUuid: b.id,
        villaId: b.villaId,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        rooms: b.rooms,
        sessionId: req.sessionId,
      },
      now,
    );
    if (!units) throw conflict(NO_LONGER_AVAILABLE);

    // The session's browsing hold becomes this booking's units.
    await tx.delete(bookingHolds).where(eq(bookingHolds.sessionId, req.sessionId));
    // Safari enquiries sent from this session now belong to the booking.
    const linkedSafaris = await tx
      .update(safariQueries)
      .set({
        bookingId: b.bookingId,
        guestName,
        email: b.email,
        phone: `${b.countryCode ?? ''}${b.phone ?? ''}`,
        updatedAt: now,
      })
      .where(eq(safariQueries.bookingId, req.sessionId))
      .returning({
        name: safariQueries.safariName,
        date: safariQueries.preferredDate,
        persons: safariQueries.numberOfPersons,
      });
    await tx.insert(bookingActivities).values({
      bookingId: b.id,
      activityType: 'created',
      description: `Booking created on the website for ${b.villaName}, ${b.checkIn} to ${b.checkOut}; held until ${holdExpiresAt.toISOString()}`,
      newValues: { status: b.status, paymentStatus: b.paymentStatus, total: b.totalAmount, units },
      performedByName: guestName,
      createdAt: now,
    });

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
        total: b.totalAmount,
        source: 'website',
        specialRequests: b.specialRequests,
        safariEnquiries: linkedSafaris.map(
          (q) =>
            `${q.name}${q.date ? ` on ${q.date}` : ''}, ${q.persons} ${q.persons === 1 ? 'person' : 'persons'}`,
        ),
      },
      now,
    );

    const body = toCreatedBooking(b, quote, access.token);
    if (idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: 201, responseBody: body })
        .where(
          and(
            eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE),
            eq(idempotencyKeys.key, idempotencyKey),
            isNull(idempotencyKeys.statusCode),
          ),
        );
    }
    return { status: 201 as const, body, replayed: false };
  });
}

async function findReplay(
  db: Db,
  key: string,
  hash: string,
): Promise<CreateBookingResult | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!row) return undefined;
  if (row.requestHash !== hash) {
    throw new AppError(
      409,
      'CONFLICT',
      'This Idempotency-Key was already used for a different booking request',
    );
  }
  if (row.statusCode === null) return undefined;
  return { status: 201, body: row.responseBody as CreatedBooking, replayed: true };
}

function toCreatedBooking(b: BookingRow, quote: Quote, accessToken: string): CreatedBooking {
  return {
    bookingId: b.bookingId,
    id: b.id,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentMethod: b.paymentMethod,
    total: b.totalAmount,
    subtotal: b.subtotal,
    taxes: b.taxes,
    priceLines: quote.lines,
    nights: quote.nights,
    advanceAmount: b.advanceAmount,
    remainingAmount: b.remainingAmount,
    halfAdvance: quote.halfAdvance,
    holdExpiresAt: b.holdExpiresAt!.toISOString(),
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

function constraintName(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
