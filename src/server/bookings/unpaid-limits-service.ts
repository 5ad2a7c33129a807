import { and, count, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import type { Config } from '../env';
import { hitLimit, minutesUntil, tooMany } from '../http/rate-limit';
import {
  checkBookingUnitNights,
  lockClientInventory,
  type HoldOwner,
} from '../holds/inventory-caps-service';

/**
 * Limits on unpaid website bookings (docs/decisions/0108, Issue 10 item 2). A website booking keeps
 * its units unpaid for 15 minutes (longer after a reported bank transfer), so a script that books
 * without paying could make the resort look sold out. Staff bookings are not limited.
 */
export const UNPAID_LIMIT_MESSAGES = {
  tooMany: (minutes: number) =>
    `Too many booking attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  client: (n: number) =>
    `There are already ${n} unpaid bookings from your network. Please complete the payment of one (or wait until it lapses after 15 minutes) before booking again.`,
  email: (n: number) =>
    `There are already ${n} unpaid bookings for this e-mail address. Please complete the payment of one (or wait until it lapses after 15 minutes) before booking again.`,
  stay: (n: number) =>
    `There ${n === 1 ? 'is already an unpaid booking' : `are already ${n} unpaid bookings`} for this villa on these dates from you. Please complete its payment (or wait until it lapses after 15 minutes) before booking the same stay again.`,
};

export type BookingClient = { ip: string };
type Stay = {
  villaId: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  email: string;
  /** The guest's own hold this booking converts (not counted against it). */
  ownHold: HoldOwner | null;
};

/** Counts one booking attempt of the client (shared by every process); refuses over the rate. */
export async function countBookingAttempt(
  db: Db,
  client: BookingClient,
  limits: Config['limits'],
  now: Date,
): Promise<void> {
  const hit = await hitLimit(
    db,
    `booking:client:${client.ip}`,
    { limit: limits.bookingRequestsPerHour, windowMs: 3_600_000 },
    now,
  );
  if (!hit.allowed) throw tooMany(UNPAID_LIMIT_MESSAGES.tooMany(minutesUntil(hit.resetAt, now)));
}

/**
 * Inside the booking's transaction, before its units are taken: refuses a booking when the client
 * address, the e-mail or the client's bookings of the same stay (same villa, overlapping nights)
 * already have their share of live unpaid bookings, or when the address would keep more unit-nights
 * than one client may hold (decision 0116). Locks on the client and the e-mail serialise
 * concurrent attempts, so parallel requests cannot pass a cap together; they are taken before the
 * villa's unit lock (one order everywhere, no deadlocks).
 */
export async function checkUnpaidCaps(
  tx: Db,
  client: BookingClient,
  stay: Stay,
  limits: Config['limits'],
  now: Date,
): Promise<void> {
  // What the address holds (its holds and unpaid bookings) first, the same lock holds take.
  await lockClientInventory(tx, client.ip);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unpaid-client:${client.ip}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unpaid-email:${stay.email}`}))`);
  const unpaid = (who: SQL | undefined) =>
    tx
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          who,
          eq(bookings.bookingSource, 'website'),
          eq(bookings.status, 'pending'),
          eq(bookings.paymentStatus, 'pending'),
          gt(bookings.holdExpiresAt, now),
        ),
      )
      .then(([row]) => row?.n ?? 0);

  if ((await unpaid(eq(bookings.clientIp, client.ip))) >= limits.unpaidBookingsPerClient)
    throw tooMany(UNPAID_LIMIT_MESSAGES.client(limits.unpaidBookingsPerClient));
  if ((await unpaid(eq(bookings.email, stay.email))) >= limits.unpaidBookingsPerEmail)
    throw tooMany(UNPAID_LIMIT_MESSAGES.email(limits.unpaidBookingsPerEmail));
  const sameStay = and(
    or(eq(bookings.clientIp, client.ip), eq(bookings.email, stay.email)),
    eq(bookings.villaId, stay.villaId),
    lt(bookings.checkIn, stay.checkOut),
    gt(bookings.checkOut, stay.checkIn),
  );
  if ((await unpaid(sameStay)) >= limits.unpaidBookingsPerStay)
    throw tooMany(UNPAID_LIMIT_MESSAGES.stay(limits.unpaidBookingsPerStay));
  // Unit-nights kept by the address (decision 0116): booking at once is no way round the hold caps.
  await checkBookingUnitNights(tx, {
    ip: client.ip,
    ownHold: stay.ownHold,
    stay,
    limits,
    now,
  });
}
