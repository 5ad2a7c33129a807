import { HOLD_MINUTES } from '../../domain/holds';
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingHolds } from '../db/schema';
import { unitsLeft } from '../availability/service';
import { conflict } from '../http/errors';

/** How long a guest's choice from step 1 keeps its units (spec: booking hold 15 minutes). */
export const UNITS_GONE_MESSAGE = 'Villa is no longer available for selected dates';

export type HoldInput = { villaId: string; checkIn: string; checkOut: string; rooms: number };
export type Hold = HoldInput & { sessionId: string; expiresAt: string };

/** Deletes holds whose time is up. Called before every hold change and by the purge job. */
export async function purgeExpiredHolds(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(bookingHolds).where(lte(bookingHolds.expiresAt, now)).returning({ id: bookingHolds.id });
  return removed.length;
}

/**
 * Places (or replaces) the session's one hold. Serialised per villa with a transaction-scoped
 * advisory lock so two sessions cannot both take the last unit. Refuses with 409 when the units are
 * gone; the session's previous hold is released then too (its choice has changed).
 */
export async function placeHold(db: Db, sessionId: string, input: HoldInput, now: Date): Promise<Hold> {
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold:${input.villaId}`}))`);
    await purgeExpiredHolds(tx, now);
    await tx.delete(bookingHolds).where(eq(bookingHolds.sessionId, sessionId));
    const left = await unitsLeft(tx, { ...input, sessionId, now });
    if (left < input.rooms) return null;
    const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    await tx.insert(bookingHolds).values({ ...input, sessionId, expiresAt });
    return { ...input, sessionId, expiresAt: expiresAt.toISOString() };
  });
  if (!outcome) throw conflict(UNITS_GONE_MESSAGE);
  return outcome;
}

export async function releaseHold(db: Db, sessionId: string): Promise<boolean> {
  const removed = await db.delete(bookingHolds).where(eq(bookingHolds.sessionId, sessionId)).returning({ id: bookingHolds.id });
  return removed.length > 0;
}
