import { emailOutbox } from '../db/schema';
import type { Db } from '../db/client';
import type { RenderedEmail } from './templates';

export type OutboxKind =
  | 'booking_confirmation'
  | 'admin_notification'
  | 'bank_transfer_received'
  | 'booking_cancellation'
  | 'safari_response'
  | 'payment_link'
  | 'booking_change'
  | 'payment_reminder'
  | 'payment_reminder_7d'
  | 'payment_reminder_2d'
  | 'pre_arrival'
  | 'safari_enquiry_notification';

/**
 * Writes an e-mail to the outbox. Call it with the transaction handle of the change that causes
 * the e-mail, so the message exists exactly when the change commits. Delivery is the job's work.
 */
export async function enqueueEmail(
  tx: Db,
  message: RenderedEmail & { kind: OutboxKind; to: string; bookingUuid: string | null },
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      bookingId: message.bookingUuid,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
