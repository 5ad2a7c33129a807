import { z } from 'zod';
import { addDays, type IsoDate } from './dates';

/**
 * How long an e-mailed booking link works (docs/decisions/0101): until 30 days after the check-out
 * day (end of that day, UTC), so the guest can still fetch the invoice after the stay; later links
 * answer the same "not found" as a wrong token.
 */
const ACCESS_LINK_DAYS_AFTER_CHECK_OUT = 30;

export function accessLinkExpiry(checkOut: IsoDate): Date {
  return new Date(`${addDays(checkOut, ACCESS_LINK_DAYS_AFTER_CHECK_OUT + 1)}T00:00:00.000Z`);
}

export const accessLinkValid = (checkOut: IsoDate, now: Date) =>
  now.getTime() < accessLinkExpiry(checkOut).getTime();

/**
 * How a guest proves a booking is theirs in a request: the e-mail they booked with, or the token of
 * an e-mailed link (decision 0101). The routes take both as optional fields and answer "not found"
 * when neither matches.
 */
export const guestProofFields = {
  email: z.string().max(254).optional(),
  accessToken: z.string().max(100).optional(),
};

/** What the guest's browser keeps and sends: exactly one of the two. */
export const guestProofSchema = z.union([
  z.object({ email: z.string().min(1).max(254) }),
  z.object({ accessToken: z.string().min(1).max(100) }),
]);
export type GuestProof = z.infer<typeof guestProofSchema>;

/** The one-time code e-mailed to the booking's address on request (decision 0117). */
export const proofCodeSchema = z.string().max(20);

/**
 * What cancelling or moving the stay needs (decision 0117): the link's token, or the e-mail with
 * the one-time code (an e-mail alone proves nothing for a change).
 */
export type ActionProof =
  | Extract<GuestProof, { accessToken: string }>
  | (Extract<GuestProof, { email: string }> & { code: string });
