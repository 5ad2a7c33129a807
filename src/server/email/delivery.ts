import { SMTP_UNSET_REASON } from '../../domain/guest-emails';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { nextRetryDelayMs } from '../../domain/retry-backoff';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export type MailMessage = { from: string; to: string; subject: string; html: string; text: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/** How long a claimed message is leased to one worker before another may try it. */
const LEASE_MS = 2 * 60_000;

export type DeliveryResult = { sent: number; retried: number; failed: number; held: number };

/**
 * Delivers due outbox messages. Rows are claimed with FOR UPDATE SKIP LOCKED and leased (their
 * next attempt pushed into the future) before the SMTP call, so several processes never send one
 * message twice at the same time. Without a mailer (no SMTP_URL) messages become `held`: kept for
 * staff, never reported as sent.
 */
export async function deliverDueEmails(
  db: Db,
  opts: { now: Date; mailer: Mailer | undefined; from: string; batch?: number },
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, held: 0 };
  const { now, mailer, from } = opts;

  if (!mailer) {
    const held = await db
      .update(emailOutbox)
      .set({
        status: 'held',
        lastError: SMTP_UNSET_REASON,
      })
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .returning({ id: emailOutbox.id });
    result.held = held.length;
    return result;
  }

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(opts.batch ?? 20)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(
        inArray(
          emailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });

  for (const row of claimed) {
    let sendError: { err: unknown } | undefined;
    try {
      await mailer.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
      });
    } catch (err) {
      sendError = { err };
    }
    // Only the mailer's failure counts as a failed attempt: the database going away while the
    // outcome is recorded fails the run (the lease brings the row back), never marks a sent mail
    // "failed" or files the database's error as the mail's (decision 0115).
    if (!sendError) {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      result.sent++;
    } else {
      const { err } = sendError;
      const delay = nextRetryDelayMs(row.attempts);
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      if (delay === undefined) {
        await db
          .update(emailOutbox)
          .set({ status: 'failed', lastError })
          .where(eq(emailOutbox.id, row.id));
        result.failed++;
      } else {
        await db
          .update(emailOutbox)
          .set({ lastError, nextAttemptAt: new Date(now.getTime() + delay) })
          .where(eq(emailOutbox.id, row.id));
        result.retried++;
      }
    }
  }
  return result;
}
