import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  PROOF_CODE_DIGITS,
  PROOF_CODE_EXPIRED_MESSAGE,
  PROOF_CODE_REQUIRED_MESSAGE,
  judgeProofCode,
  proofCodeExpiry,
  wrongCodeMessage,
} from '../../domain/guest-proof-code';
import type { Db } from '../db/client';
import { guestProofCodes } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import type { Config } from '../env';
import { AppError } from '../http/errors';
import { hitLimit, tooMany, type LimitRule } from '../http/rate-limit';
import { findBookingByRef } from '../booking-records/repository';
import { renderProofCode } from './proof-code-email';

/**
 * One-time codes for guests who found their booking by code + e-mail (docs/decisions/0117).
 * Asking for one always answers the same; the code goes only to the booking's own address.
 */

/** Code requests per client address (any booking). */
const CODE_REQUESTS_PER_CLIENT: LimitRule = { limit: 10, windowMs: 60 * 60_000 };
/** Code requests for one booking code from one client address. */
const CODE_REQUESTS_PER_CODE: LimitRule = { limit: 3, windowMs: 15 * 60_000 };
/** Codes e-mailed for one booking, whoever asks: the guest's mailbox is not flooded. */
const CODES_SENT_PER_BOOKING: LimitRule = { limit: 5, windowMs: 60 * 60_000 };
const CODE_RATE_LIMITED = 'Too many codes asked for. Please try again in a few minutes.';

const hashCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');

export type ProofCodeDeps = { db: Db; config: Config; now: () => Date };

/**
 * POST /api/bookings/:bookingId/proof-code: when `email` is the booking's, a new code replaces any
 * earlier unused one and is e-mailed through the outbox. The answer never says whether it matched.
 */
export async function requestProofCode(
  deps: ProofCodeDeps,
  client: string,
  bookingRef: string,
  email: string,
): Promise<void> {
  const { db, config } = deps;
  const now = deps.now();
  const perClient = await hitLimit(
    db,
    `proof-code:client:${client}`,
    CODE_REQUESTS_PER_CLIENT,
    now,
  );
  const perCode = await hitLimit(
    db,
    `proof-code:code:${bookingRef.slice(0, 64)}|${client}`,
    CODE_REQUESTS_PER_CODE,
    now,
  );
  if (!perClient.allowed || !perCode.allowed) throw tooMany(CODE_RATE_LIMITED);

  const booking = await findBookingByRef(db, bookingRef);
  if (!booking || booking.email.trim().toLowerCase() !== email.trim().toLowerCase()) return;
  // Keyed by the booking's uuid (no personal data in the key): over the cap nothing is sent, and
  // the answer is still the same.
  const sent = await hitLimit(db, `proof-code:sent:${booking.id}`, CODES_SENT_PER_BOOKING, now);
  if (!sent.allowed) return;

  const code = String(randomInt(0, 10 ** PROOF_CODE_DIGITS)).padStart(PROOF_CODE_DIGITS, '0');
  const salt = randomBytes(16).toString('hex');
  await db.transaction(async (tx) => {
    // Only the newest code counts: earlier unused ones end now.
    await tx
      .update(guestProofCodes)
      .set({ expiresAt: now })
      .where(and(eq(guestProofCodes.bookingId, booking.id), isNull(guestProofCodes.usedAt)));
    await tx.insert(guestProofCodes).values({
      bookingId: booking.id,
      codeHash: hashCode(salt, code),
      salt,
      expiresAt: proofCodeExpiry(now),
      createdAt: now,
    });
    const mail = renderProofCode({
      bookingId: booking.bookingId,
      code,
      resort: { name: config.resortName, phone: config.resortPhone, email: config.resortEmail },
    });
    await enqueueEmail(
      tx,
      { ...mail, kind: 'proof_code', to: booking.email, bookingUuid: booking.id },
      now,
    );
  });
}

export const codeRequired = () => new AppError(403, 'CODE_REQUIRED', PROOF_CODE_REQUIRED_MESSAGE);

/**
 * Uses the booking's newest code: right → marked used (once, whoever races); wrong → one try
 * counted (committed before the refusal); used, expired or out of tries → refused.
 * Throws the 403 the guest sees; returns only when the code was right.
 */
export async function consumeProofCode(
  db: Db,
  bookingUuid: string,
  code: string,
  now: Date,
): Promise<void> {
  const verdict = await db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(guestProofCodes)
      .where(eq(guestProofCodes.bookingId, bookingUuid))
      .orderBy(desc(guestProofCodes.createdAt), desc(guestProofCodes.id))
      .limit(1)
      .for('update');
    const matches =
      !!stored &&
      timingSafeEqual(
        Buffer.from(hashCode(stored.salt, code), 'hex'),
        Buffer.from(stored.codeHash, 'hex'),
      );
    const v = judgeProofCode(stored ?? null, matches, now);
    if (v.kind === 'ok')
      await tx
        .update(guestProofCodes)
        .set({ usedAt: now })
        .where(eq(guestProofCodes.id, stored!.id));
    if (v.kind === 'wrong')
      await tx
        .update(guestProofCodes)
        .set({ attempts: stored!.attempts + 1 })
        .where(eq(guestProofCodes.id, stored!.id));
    return v;
  });
  if (verdict.kind === 'expired')
    throw new AppError(403, 'CODE_EXPIRED', PROOF_CODE_EXPIRED_MESSAGE, {
      code: PROOF_CODE_EXPIRED_MESSAGE,
    });
  if (verdict.kind === 'wrong') {
    const message = wrongCodeMessage(verdict.attemptsLeft);
    throw new AppError(403, 'CODE_INVALID', message, { code: message });
  }
}
