import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { hitLimit, tooMany, undoHit, type LimitRule } from '../http/rate-limit';
import { findGuestBooking, type BookingRow } from './repository';

/** Look-ups of any kind per client address (docs/decisions/0027, 0096). */
const LOOKUPS_PER_CLIENT: LimitRule = { limit: 120, windowMs: 10 * 60_000 };
/** Failed look-ups per client address, over all booking codes. */
const LOOKUP_FAILURES_PER_CLIENT: LimitRule = { limit: 20, windowMs: 15 * 60_000 };
/** Failed look-ups of one booking code from one client address. */
const LOOKUP_FAILURES_PER_CODE: LimitRule = { limit: 10, windowMs: 15 * 60_000 };
const LOOKUP_RATE_LIMITED = 'Too many look-ups. Please try again in a few minutes.';

export type GuestProof = { email?: string | undefined; token?: string | undefined };

/**
 * The guest's own booking (code + e-mail, or code + access token) under the look-up limits, kept in
 * the database so every app process shares them. Every counter is keyed by the client's address
 * (through TRUST_PROXY), so other people's failures never lock a guest out:
 * - an access token is 128 random bits, so a correct one is always accepted (only the volume limit
 *   applies); a wrong one counts as a failure;
 * - an e-mail guess is counted as a failure *before* it is checked (one atomic upsert per counter, so
 *   parallel guesses cannot overrun the limit) and taken back when it was right.
 * Anything else is the same 404 (the code alone proves nothing).
 */
export async function guestLookUp(
  deps: { db: Db; now: () => Date },
  client: string,
  bookingId: string,
  proof: GuestProof,
): Promise<BookingRow> {
  return (await guestLookUpWithProof(deps, client, bookingId, proof)).booking;
}

/**
 * The same look-up, saying which proof matched: only the token proves the guest reads the mailbox;
 * an e-mail address lets them look, not cancel or move the stay (decision 0117).
 */
export async function guestLookUpWithProof(
  deps: { db: Db; now: () => Date },
  client: string,
  bookingId: string,
  proof: GuestProof,
): Promise<{ booking: BookingRow; by: 'token' | 'email' }> {
  const { db } = deps;
  const now = deps.now();
  if (!(await hitLimit(db, `lookup:client:${client}`, LOOKUPS_PER_CLIENT, now)).allowed)
    throw tooMany(LOOKUP_RATE_LIMITED);

  if (proof.token) {
    const byToken = await findGuestBooking(db, bookingId, { token: proof.token }, now);
    if (byToken) return { booking: byToken, by: 'token' };
  }
  const failureKeys = [
    `lookup-fail:client:${client}`,
    `lookup-fail:code:${bookingId.slice(0, 64)}|${client}`,
  ];
  const hits = [
    await hitLimit(db, failureKeys[0]!, LOOKUP_FAILURES_PER_CLIENT, now),
    await hitLimit(db, failureKeys[1]!, LOOKUP_FAILURES_PER_CODE, now),
  ];
  if (hits.some((h) => !h.allowed)) throw tooMany(LOOKUP_RATE_LIMITED);
  if (proof.email) {
    const byEmail = await findGuestBooking(db, bookingId, { email: proof.email });
    if (byEmail) {
      for (const key of failureKeys) await undoHit(db, key);
      return { booking: byEmail, by: 'email' };
    }
  }
  throw notFound(`Booking not found: ${bookingId}`);
}
