/**
 * The bookings' repository shared by every feature: a booking found by its code or uuid, the one
 * name of a booking in keys, the guest's access links (issued, checked).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { accessLinkValid } from '../../domain/guest-access';
import type { Db } from '../db/client';
import { bookingAccessTokens, bookings } from '../db/schema';

export type BookingRow = typeof bookings.$inferSelect;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A booking by its public code (VM…) or its uuid. */
export async function findBookingByRef(
  db: Db,
  ref: string,
  opts: { forUpdate?: boolean } = {},
): Promise<BookingRow | undefined> {
  const where = UUID_RE.test(ref)
    ? eq(bookings.id, ref.toLowerCase())
    : eq(bookings.bookingId, ref);
  const q = db.select().from(bookings).where(where).limit(1);
  const rows = opts.forUpdate ? await q.for('update') : await q;
  return rows[0];
}

/**
 * One name for a booking wherever a key is formed from the one in the URL (Idempotency-Key scopes,
 * refund keys): its uuid, whether the caller wrote the code (VM…) or the uuid in any case. A ref no
 * booking has is returned as it is (the route's own look-up answers 404).
 */
export async function canonicalBookingRef(db: Db, ref: string): Promise<string> {
  const where = UUID_RE.test(ref)
    ? eq(bookings.id, ref.toLowerCase())
    : eq(bookings.bookingId, ref);
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(where).limit(1);
  return row?.id ?? ref;
}

function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A new access token for a booking: 128 random bits (base64url), returned once; only its sha256 is
 * stored (booking_access_tokens). Every token issued stays valid, so the browser's token from
 * creation keeps working when an e-mailed link is issued (decisions 0027, 0101).
 */
export async function issueAccessToken(tx: Db, bookingUuid: string, now: Date): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await tx
    .insert(bookingAccessTokens)
    .values({ bookingId: bookingUuid, tokenHash: hashAccessToken(token), createdAt: now });
  return token;
}

/**
 * The guest's own booking: the code plus the booking's e-mail, or the code plus an access token.
 * With `now`, a token works only until 30 days after check-out (decision 0101).
 */
export async function findGuestBooking(
  db: Db,
  ref: string,
  proof: { email?: string | undefined; token?: string | undefined },
  now?: Date,
): Promise<BookingRow | undefined> {
  const booking = await findBookingByRef(db, ref);
  if (!booking) return undefined;
  if (proof.token && (!now || accessLinkValid(booking.checkOut, now))) {
    // Found by its hash through the unique index: only hashes are stored, so the lookup's timing
    // tells nothing about the token (decision 0110).
    const [issued] = await db
      .select({ id: bookingAccessTokens.id })
      .from(bookingAccessTokens)
      .where(
        and(
          eq(bookingAccessTokens.tokenHash, hashAccessToken(proof.token)),
          eq(bookingAccessTokens.bookingId, booking.id),
        ),
      )
      .limit(1);
    if (issued) return booking;
  }
  if (proof.email && booking.email.trim().toLowerCase() === proof.email.trim().toLowerCase())
    return booking;
  return undefined;
}
