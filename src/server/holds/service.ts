import { HOLD_MINUTES } from '../../domain/holds';
import { and, count, eq, lte, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingHolds } from '../db/schema';
import { unitsLeft, type OwnHold } from '../availability/service';
import type { Config } from '../env';
import type { z } from 'zod';
import type { holdRequestSchema } from '../../domain/stay-request';
import type { Hold } from './routes';
import { conflict } from '../http/errors';
import { hitLimit, minutesUntil, tooMany } from '../http/rate-limit';

/** How long a guest's choice from step 1 keeps its units (spec: booking hold 15 minutes). */
export const UNITS_GONE_MESSAGE = 'Villa is no longer available for selected dates';

export type HoldInput = z.output<typeof holdRequestSchema>;

/**
 * Whose hold: the client's key (the URL's sessionId) and the browsing session that placed it
 * (decision 0106). Another browsing session using the same key has a different hold, never this one.
 */
export type HoldOwner = { sessionId: string; browsingSession: string };

function ownedBy(owner: HoldOwner): SQL {
  // Parenthesised: it is negated with not(), which does not add brackets of its own.
  return sql`(${bookingHolds.sessionId} = ${owner.sessionId} and ${bookingHolds.browsingSession} = ${owner.browsingSession})`;
}

/** Deletes holds whose time is up. Called before every hold change and by the purge job. */
export async function purgeExpiredHolds(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(bookingHolds)
    .where(lte(bookingHolds.expiresAt, now))
    .returning({ id: bookingHolds.id });
  return removed.length;
}

/**
 * Places (or replaces) the session's one hold. Serialised per villa with a transaction-scoped
 * advisory lock so two sessions cannot both take the last unit. Refuses with 409 when the units are
 * gone; the session's previous hold is released then too (its choice has changed).
 */
export type HoldClient = { ip: string; limits: Config['limits'] };

export const HOLD_LIMIT_MESSAGES = {
  tooMany: (minutes: number) =>
    `Too many hold requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  cap: (n: number) =>
    `You are already holding ${n} stays. Finish or release one of them (or wait for it to lapse) before holding another.`,
};

/**
 * Hoarding limits (docs/decisions/0091): requests per client are counted first (shared rate
 * limiter); one client holds at most `holdsPerClient` stays at once (serialised per client, so
 * parallel requests cannot pass the cap together); and a session's hold never lives longer than
 * `holdMaxMinutes` from its first placing — re-sending it renews the 15 minutes only up to that.
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
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold-client:${client.ip}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold:${input.villaId}`}))`);
    await purgeExpiredHolds(tx, now);
    const [others] = await tx
      .select({ n: count() })
      .from(bookingHolds)
      .where(and(eq(bookingHolds.clientIp, client.ip), not(ownedBy(owner))));
    if ((others?.n ?? 0) >= limits.holdsPerClient) return 'cap' as const;
    const [previous] = await tx
      .delete(bookingHolds)
      .where(ownedBy(owner))
      .returning({ firstHeldAt: bookingHolds.firstHeldAt });
    const ownHold: OwnHold = owner;
    const left = await unitsLeft(tx, { ...input, ownHold, now });
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
    return { ...input, sessionId: owner.sessionId, expiresAt: expiresAt.toISOString() };
  });
  if (outcome === 'cap') throw tooMany(HOLD_LIMIT_MESSAGES.cap(limits.holdsPerClient));
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
