import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { accessLinkValid } from '../../domain/guest-access';
import type { Db } from '../db/client';
import { bookingActivities, bookings } from '../db/schema';

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

/** A fresh 128-bit access token (base64url) and the sha256 we store. */
export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Records an extra access token for a booking (the one put into an e-mailed link). Only its hash is
 * kept, as an activity row, so the token given to the browser at creation stays valid too.
 */
export async function issueEmailAccessToken(
  tx: Db,
  bookingUuid: string,
  now: Date,
): Promise<string> {
  const { token, hash } = newAccessToken();
  await tx.insert(bookingActivities).values({
    bookingId: bookingUuid,
    activityType: 'access_link_issued',
    description: 'Access link issued for an e-mail to the guest',
    newValues: { tokenHash: hash },
    performedByName: 'system',
    createdAt: now,
  });
  return token;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
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
    const hash = hashAccessToken(proof.token);
    if (booking.accessTokenHash && sameText(booking.accessTokenHash, hash)) return booking;
    const [issued] = await db
      .select({ id: bookingActivities.id })
      .from(bookingActivities)
      .where(
        and(
          eq(bookingActivities.bookingId, booking.id),
          eq(bookingActivities.activityType, 'access_link_issued'),
          sql`${bookingActivities.newValues}->>'tokenHash' = ${hash}`,
        ),
      )
      .limit(1);
    if (issued) return booking;
  }
  if (proof.email && booking.email.trim().toLowerCase() === proof.email.trim().toLowerCase())
    return booking;
  return undefined;
}
