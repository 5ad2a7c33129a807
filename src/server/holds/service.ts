import { HOLD_MINUTES } from '../../domain/holds';
import { eq, lte } from 'drizzle-orm';
import { newlyTaken } from '../../domain/hold-caps';
import type { Db } from '../db/client';
import { bookingHolds } from '../db/schema';
import { lockVillaUnits, unitsLeft, type OwnHold } from '../availability/service';
import type { Config } from '../env';
import type { z } from 'zod';
import type { holdRequestSchema } from '../../domain/stay-request';
import type { Hold } from './contract';
import { AppError, conflict } from '../http/errors';
import { hitLimit, minutesUntil, tooMany } from '../http/rate-limit';
import {
  checkHoldCaps,
  lockClientInventory,
  ownedBy,
  recordGrant,
  type HoldOwner,
} from './inventory-caps-service';

/** How long a guest's choice from step 1 keeps its units (spec: booking hold 15 minutes). */
const UNITS_GONE_MESSAGE = 'Villa is no longer available for selected dates';

export type HoldInput = z.output<typeof holdRequestSchema>;

/**
 * Whose hold: the client's key (the URL's sessionId) and the browsing session that placed it
 * (decision 0106). Another browsing session using the same key has a different hold, never this one.
 */
export type { HoldOwner };

/** Deletes holds whose time is up. Called before every hold change and by the purge job. */
export async function purgeExpiredHolds(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(bookingHolds)
    .where(lte(bookingHolds.expiresAt, now))
    .returning({ id: bookingHolds.id });
  return removed.length;
}

export type HoldClient = {
  ip: string;
  limits: Config['limits'];
  /** The resort's today (units out of order tonight are not free, decision 0133). */
  today: string;
};

const HOLD_LIMIT_MESSAGES = {
  tooMany: (minutes: number) =>
    `Too many hold requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  maxAge: (minutes: number) =>
    `This hold has reached its limit of ${minutes} minutes. Check availability again to hold the rooms anew.`,
};

/**
 * Places (or replaces) the session's one hold. Hoarding limits (docs/decisions/0091, 0116):
 * requests per client are counted first (shared rate limiter); what the browsing session and the
 * client address hold, in stays and unit-nights, and what the address took within the rolling
 * window are capped (src/domain/hold-caps.ts), serialised per client address so parallel requests
 * cannot pass a cap together; and a hold never lives longer than `holdMaxMinutes` from its first
 * placing — re-sending it renews the 15 minutes only up to that, and past it answers 409.
 * The villa's lock is the one a booking takes before it picks units (reserveUnits), so a hold is
 * never granted on a unit a simultaneous booking takes. Refuses with 409 when the units are gone;
 * the session's previous hold is released then too (its choice has changed).
 */
export async function placeHold(
  db: Db,
  owner: HoldOwner,
  input: HoldInput,
  now: Date,
  client: HoldClient,
): Promise<Hold> {
  const { limits } = client;
  const hit = await hitLimit(
    db,
    `hold:client:${client.ip}`,
    { limit: limits.holdRequestsPer10Min, windowMs: 10 * 60_000 },
    now,
  );
  if (!hit.allowed) throw tooMany(HOLD_LIMIT_MESSAGES.tooMany(minutesUntil(hit.resetAt, now)));
  const outcome = await db.transaction(async (tx) => {
    // Always the client's lock first, then the villa's: one order, no deadlocks.
    await lockClientInventory(tx, client.ip);
    await lockVillaUnits(tx, input.villaId);
    await purgeExpiredHolds(tx, now);
    const [previous] = await tx.select().from(bookingHolds).where(ownedBy(owner));
    // A live previous hold whose maximum age has passed (the setting was lowered, or another
    // process has a shorter one) is not renewed: it lapses now and the guest is told.
    if (
      previous &&
      previous.firstHeldAt.getTime() + limits.holdMaxMinutes * 60_000 <= now.getTime()
    ) {
      await tx.delete(bookingHolds).where(eq(bookingHolds.id, previous.id));
      return 'max-age' as const;
    }
    const taken = newlyTaken(input, previous);
    await checkHoldCaps(tx, { ip: client.ip, owner, stay: input, newlyTaken: taken, limits, now });
    if (previous) await tx.delete(bookingHolds).where(eq(bookingHolds.id, previous.id));
    const ownHold: OwnHold = owner;
    const left = await unitsLeft(tx, { ...input, ownHold, now, today: client.today });
    if (left < input.rooms) return null;
    // A live previous hold means its age limit is still ahead (an older one lapsed and was purged).
    const firstHeldAt = previous?.firstHeldAt ?? now;
    const expiresAt = new Date(
      Math.min(
        now.getTime() + HOLD_MINUTES * 60_000,
        firstHeldAt.getTime() + limits.holdMaxMinutes * 60_000,
      ),
    );
    await tx.insert(bookingHolds).values({
      ...input,
      sessionId: owner.sessionId,
      browsingSession: owner.browsingSession,
      expiresAt,
      firstHeldAt,
      clientIp: client.ip,
    });
    await recordGrant(tx, client.ip, taken, now);
    return { ...input, sessionId: owner.sessionId, expiresAt: expiresAt.toISOString() };
  });
  if (outcome === 'max-age')
    throw new AppError(409, 'HOLD_EXPIRED', HOLD_LIMIT_MESSAGES.maxAge(limits.holdMaxMinutes));
  if (!outcome) throw conflict(UNITS_GONE_MESSAGE);
  return outcome;
}

/** Releases the owner's hold; another browsing session's hold under the same key is left alone. */
export async function releaseHold(db: Db, owner: HoldOwner): Promise<boolean> {
  const removed = await db
    .delete(bookingHolds)
    .where(ownedBy(owner))
    .returning({ id: bookingHolds.id });
  return removed.length > 0;
}
