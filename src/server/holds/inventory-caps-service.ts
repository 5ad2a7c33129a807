import { and, asc, eq, gt, lte, not, sql, type SQL } from 'drizzle-orm';
import {
  holdCapRefusal,
  unitNights,
  windowOpensAt,
  type HoldCapLimits,
  type HoldCapRefusal,
  type HoldUsage,
  type Stay,
} from '../../domain/hold-caps';
import type { Db } from '../db/client';
import { bookingHolds, bookings, holdGrants } from '../db/schema';
import type { Config } from '../env';
import { minutesUntil, tooMany } from '../http/rate-limit';

/**
 * What one client holds, counted in unit-nights across hold keys, browsing sessions and unpaid
 * bookings (docs/decisions/0116). The rules are src/domain/hold-caps.ts; this counts for them.
 */

/** A hold's owner: the client's key and the browsing session (decision 0106). */
export type HoldOwner = { sessionId: string; browsingSession: string };

const capLimits = (l: Config['limits']): HoldCapLimits => ({
  holdsPerSession: l.holdsPerSession,
  holdsPerClient: l.holdsPerClient,
  unitNightsPerSession: l.holdUnitNightsPerSession,
  unitNightsPerClient: l.holdUnitNightsPerClient,
  unitNightsPerClientWindow: l.holdUnitNightsPerClientWindow,
});

const windowMs = (l: Config['limits']) => l.holdWindowHours * 3_600_000;

/**
 * Serialises everything that adds to what one client address holds (its holds and its unpaid
 * bookings), in every process. Taken first, before any villa's lock (one lock order, no deadlocks).
 */
export async function lockClientInventory(tx: Db, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold-client:${ip}`}))`);
}

/** The owner's own hold, as a condition (bracketed: it is negated with not()). */
export function ownedBy(owner: HoldOwner): SQL {
  return sql`(${bookingHolds.sessionId} = ${owner.sessionId} and ${bookingHolds.browsingSession} = ${owner.browsingSession})`;
}

async function heldByHolds(tx: Db, who: SQL, except: HoldOwner | null, now: Date) {
  const [row] = await tx
    .select({
      holds: sql<number>`count(*)::int`,
      unitNights: sql<number>`coalesce(sum(${bookingHolds.rooms} * (${bookingHolds.checkOut} - ${bookingHolds.checkIn})), 0)::int`,
    })
    .from(bookingHolds)
    .where(and(who, gt(bookingHolds.expiresAt, now), except ? not(ownedBy(except)) : undefined));
  return { holds: Number(row?.holds ?? 0), unitNights: Number(row?.unitNights ?? 0) };
}

/** Unit-nights of live unpaid website bookings (they keep units like a hold, decision 0108). */
async function heldByUnpaidBookings(tx: Db, who: SQL, now: Date): Promise<number> {
  const [row] = await tx
    .select({
      unitNights: sql<number>`coalesce(sum(${bookings.rooms} * (${bookings.checkOut} - ${bookings.checkIn})), 0)::int`,
    })
    .from(bookings)
    .where(
      and(
        who,
        eq(bookings.bookingSource, 'website'),
        eq(bookings.status, 'pending'),
        eq(bookings.paymentStatus, 'pending'),
        gt(bookings.holdExpiresAt, now),
      ),
    );
  return Number(row?.unitNights ?? 0);
}

async function windowGrants(tx: Db, ip: string, now: Date, limits: Config['limits']) {
  return tx
    .select({ unitNights: holdGrants.unitNights, grantedAt: holdGrants.grantedAt })
    .from(holdGrants)
    .where(
      and(
        eq(holdGrants.clientIp, ip),
        gt(holdGrants.grantedAt, new Date(now.getTime() - windowMs(limits))),
      ),
    )
    .orderBy(asc(holdGrants.grantedAt));
}

const HOLD_CAP_MESSAGES = {
  'session-holds': (l: Config['limits']) =>
    `You are already holding ${l.holdsPerSession} stays. Finish or release one of them (or wait for it to lapse) before holding another.`,
  'session-unit-nights': (l: Config['limits']) =>
    `Your held stays already keep ${l.holdUnitNightsPerSession} room-nights, the most one guest can hold at once. Book or release one of them (or wait for it to lapse) before holding more.`,
  'client-holds': () =>
    'Many stays are being held from your network right now. Please try again in 15 minutes.',
  'client-unit-nights': () =>
    'Too many rooms are held from your network right now. Please book or release a held stay, or try again in 15 minutes.',
  'client-window': (_: Config['limits'], minutes: number) =>
    `Too many rooms have been held from your network recently. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} satisfies Record<HoldCapRefusal, (l: Config['limits'], minutes: number) => string>;

/**
 * Inside the hold's transaction, after lockClientInventory: refuses (429) a hold that would pass a
 * cap. `previous` is the owner's live hold it replaces (not counted). Returns the unit-nights the
 * hold newly takes, which recordGrant writes once the hold is placed.
 */
export async function checkHoldCaps(
  tx: Db,
  c: {
    ip: string;
    owner: HoldOwner;
    stay: Stay;
    newlyTaken: number;
    limits: Config['limits'];
    now: Date;
  },
): Promise<void> {
  const { ip, owner, stay, limits, now } = c;
  const ofSession = eq(bookingHolds.browsingSession, owner.browsingSession);
  const ofClient = eq(bookingHolds.clientIp, ip);
  const [sessionHolds, sessionBooked, clientHolds, clientBooked, grants] = [
    await heldByHolds(tx, ofSession, owner, now),
    await heldByUnpaidBookings(tx, eq(bookings.browsingSession, owner.browsingSession), now),
    await heldByHolds(tx, ofClient, owner, now),
    await heldByUnpaidBookings(tx, eq(bookings.clientIp, ip), now),
    await windowGrants(tx, ip, now, limits),
  ];
  const usage: HoldUsage = {
    session: {
      holds: sessionHolds.holds,
      unitNights: sessionHolds.unitNights + sessionBooked,
    },
    client: {
      holds: clientHolds.holds,
      unitNights: clientHolds.unitNights + clientBooked,
      windowUnitNights: grants.reduce((s, g) => s + g.unitNights, 0),
    },
  };
  const refusal = holdCapRefusal(
    usage,
    { unitNights: unitNights(stay), newlyTaken: c.newlyTaken },
    capLimits(limits),
  );
  if (!refusal) return;
  const opensAt =
    windowOpensAt(grants, c.newlyTaken, limits.holdUnitNightsPerClientWindow, windowMs(limits)) ??
    new Date(now.getTime() + windowMs(limits));
  throw tooMany(HOLD_CAP_MESSAGES[refusal](limits, minutesUntil(opensAt, now)));
}

/** Writes down the unit-nights a hold newly took (the rolling window's ledger). */
export async function recordGrant(tx: Db, ip: string, taken: number, now: Date): Promise<void> {
  if (taken > 0)
    await tx.insert(holdGrants).values({ clientIp: ip, unitNights: taken, grantedAt: now });
}

/**
 * In a website booking's transaction, after lockClientInventory: refuses (429) a booking that would
 * make the client address keep more unit-nights than `holdUnitNightsPerClient` — its holds (not the
 * one this booking converts) and unpaid bookings. Without it, booking straight away would be a way
 * round the hold caps.
 */
export async function checkBookingUnitNights(
  tx: Db,
  c: { ip: string; ownHold: HoldOwner | null; stay: Stay; limits: Config['limits']; now: Date },
): Promise<void> {
  const holds = await heldByHolds(tx, eq(bookingHolds.clientIp, c.ip), c.ownHold, c.now);
  const booked = await heldByUnpaidBookings(tx, eq(bookings.clientIp, c.ip), c.now);
  if (holds.unitNights + booked + unitNights(c.stay) > c.limits.holdUnitNightsPerClient)
    throw tooMany(HOLD_CAP_MESSAGES['client-unit-nights']());
}

/** Deletes ledger rows older than the window (the rate-limit-purge job). */
export async function purgeOldHoldGrants(db: Db, now: Date, limits: Config['limits']) {
  await db
    .delete(holdGrants)
    .where(lte(holdGrants.grantedAt, new Date(now.getTime() - windowMs(limits))));
}
