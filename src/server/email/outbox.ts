import { emailOutbox } from '../db/schema';
import type { Db } from '../db/client';
import { hitLimit } from '../http/rate-limit';
import type { OutboxKind } from '../../domain/enums';
import type { RenderedEmail } from './templates';

export type { OutboxKind } from '../../domain/enums';

export const GUEST_MAIL_HELD_REASON = (perDay: number) =>
  `Not sent: more than ${perDay} e-mails to this address in 24 hours were caused by guests on the website (decision 0108). Resend it if it is wanted.`;

/**
 * Writes an e-mail to the outbox. Call it with the transaction handle of the change that causes
 * the e-mail, so the message exists exactly when the change commits. Delivery is the job's work.
 *
 * `guestCaused`: a guest on the website caused it (an address the booker typed, not yet proven by
 * a payment). Such mail is counted per recipient; over `perRecipientPerDay` it is kept `held` in the
 * outbox for staff instead of being sent (decision 0108, Issue 10 item 9).
 */
export async function enqueueEmail(
  tx: Db,
  message: RenderedEmail & { kind: OutboxKind; to: string; bookingUuid: string | null },
  now: Date,
  guestCaused?: { perRecipientPerDay: number },
): Promise<string> {
  const limited =
    guestCaused &&
    !(
      await hitLimit(
        tx,
        `guest-mail:to:${message.to.toLowerCase()}`,
        { limit: guestCaused.perRecipientPerDay, windowMs: 24 * 3_600_000 },
        now,
      )
    ).allowed;
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      bookingId: message.bookingUuid,
      status: limited ? 'held' : 'pending',
      lastError: limited ? GUEST_MAIL_HELD_REASON(guestCaused.perRecipientPerDay) : null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
