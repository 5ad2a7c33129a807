import { z } from 'zod';

/**
 * One-time codes that prove a guest reads the booking's mailbox (docs/decisions/0117). A guest who
 * found the booking by code + e-mail may look at it, but cancelling or moving the stay needs the
 * private link's token or one of these codes: the booking code is printed on the PDF and the
 * calendar file, and an e-mail address is no secret.
 */
export const PROOF_CODE_DIGITS = 6;
/** A code works for 10 minutes after it was sent. */
export const PROOF_CODE_TTL_MINUTES = 10;
/** Wrong tries a code survives; the fifth wrong one ends it. */
const PROOF_CODE_MAX_ATTEMPTS = 5;

export const PROOF_CODE_SENT_MESSAGE = `If that e-mail address is the one on the booking, we have sent a ${PROOF_CODE_DIGITS}-digit code to it. It works for ${PROOF_CODE_TTL_MINUTES} minutes.`;
export const PROOF_CODE_REQUIRED_MESSAGE =
  'To cancel or change a booking found by its e-mail address, ask for a one-time code (we e-mail it to that address) and send it with your request, or use the link in your confirmation e-mail.';
export const PROOF_CODE_EXPIRED_MESSAGE =
  'This code has expired or was already used. Please ask for a new code.';

/** The words for a wrong code, with the tries left. */
export function wrongCodeMessage(attemptsLeft: number): string {
  if (attemptsLeft <= 0)
    return 'That code is not right, and it cannot be tried again. Please ask for a new code.';
  return `That code is not right. ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`;
}

/** What the guest types: the digits, with any spaces they copied removed. */
export const proofCodeSchema = z
  .string()
  .max(20)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, `The code is the ${PROOF_CODE_DIGITS} digits from the e-mail`));

export type StoredCode = { attempts: number; expiresAt: Date; usedAt: Date | null };

export type CodeVerdict =
  { kind: 'ok' } | { kind: 'expired' } | { kind: 'wrong'; attemptsLeft: number };

/**
 * Judges one try of a code against the newest one sent for the booking (`null`: none). A used,
 * expired or exhausted code answers `expired` whatever was typed; a wrong one counts a try.
 */
export function judgeProofCode(
  stored: StoredCode | null,
  matches: boolean,
  now: Date,
): CodeVerdict {
  if (
    !stored ||
    stored.usedAt !== null ||
    stored.expiresAt.getTime() <= now.getTime() ||
    stored.attempts >= PROOF_CODE_MAX_ATTEMPTS
  )
    return { kind: 'expired' };
  if (matches) return { kind: 'ok' };
  return { kind: 'wrong', attemptsLeft: PROOF_CODE_MAX_ATTEMPTS - (stored.attempts + 1) };
}

export const proofCodeExpiry = (sentAt: Date) =>
  new Date(sentAt.getTime() + PROOF_CODE_TTL_MINUTES * 60_000);
