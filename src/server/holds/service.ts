import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingHolds, villas } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { freeUnitsForHold, purgeExpiredHolds } from './queries';

/** How long a guest's choice from step 1 keeps its units (spec: booking hold 15 minutes). */
export const HOLD_MINUTES = 15;
export const UNITS_GONE_MESSAGE = 'Villa is no longer available for selected dates';

export type HoldInput = { villaId: string; checkIn: string; checkOut: string; rooms: number };
export type Hold = HoldInput & { sessionId: string; expiresAt: string };

/**
 * Places (or replaces) the session's one hold. Serialised per villa with a transaction-scoped
 * advisory lock so two sessions cannot both take the last unit. Refuses with 409 when the units
 * are gone; the session's previous hold is then released too (its choice has changed).
 */
export async function placeHold(db: Db, sessionId: string, input: HoldInput, now: Date): Promise<Hold> {
  return db.transaction(async (tx) => {
    const [villa] = await tx.select({ id: villas.id, status: villas.status }).from(villas).where(eq(villas.id, input.villaId));
    if (!villa || villa.status !== 'active') throw notFound(`Villa not found: ${input.villaId}`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold:${input.villaId}`}))`);
    await purgeExpiredHolds(tx, now);
    await tx.delete(bookingHolds).where(eq(bookingHolds.sessionId, sessionId));
    const free = await freeUnitsForHold(tx, input, now, sessionId);
    if (free < input.rooms) throw conflict(UNITS_GONE_MESSAGE);
    const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    await tx.insert(bookingHolds).values({ ...input, sessionId, expiresAt });
    return { ...input, sessionId, expiresAt: expiresAt.toISOString() };
  });
}

export async function releaseHold(db: Db, sessionId: string): Promise<boolean> {
  const removed = await db.delete(bookingHolds).where(eq(bookingHolds.sessionId, sessionId)).returning({ id: bookingHolds.id });
  return removed.length > 0;
}
